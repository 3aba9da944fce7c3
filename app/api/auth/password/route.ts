import { assertSignedUp, changePassword } from "@/server/auth/account-actions";
import { credentialsOf } from "@/server/auth/browser";
import { route } from "@/server/route";
import { passwordChangeSchema } from "@/lib/protocol/auth";
import { authBody, signedInResponse } from "../respond";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/auth/password {currentPassword, newPassword}: {user} with a new session cookie for this browser; every
 * other session of the student ends. 401 with fields.currentPassword for a wrong current password, 422
 * account:weak_password with fields.newPassword for a new one that breaks a rule, 409 account:guest_only for a guest.
 */
export const POST = route(
  // A guest has no password to change, whatever the body says.
  { before: ({ account }) => assertSignedUp(account), body: authBody(passwordChangeSchema) },
  async ({ db, account, body, request }) => {
    const now = readClock();
    return signedInResponse(request, await changePassword(db, account, body, now, credentialsOf(request)), now, 200);
  },
);
