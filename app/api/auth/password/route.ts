import { errorResponse } from "@/server/http";
import { assertSignedUp, changePassword } from "@/server/auth/account-actions";
import { credentialsOf } from "@/server/auth/browser";
import { studentOf } from "@/server/student";
import { passwordChangeSchema } from "@/lib/protocol/auth";
import { parseAuthBody, signedInResponse } from "../respond";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/auth/password {currentPassword, newPassword}: {user} with a new session cookie for this browser; every
 * other session of the student ends. 401 with fields.currentPassword for a wrong current password, 422
 * account:weak_password with fields.newPassword for a new one that breaks a rule, 409 account:guest_only for a guest.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    assertSignedUp(account);
    const body = await parseAuthBody(request, passwordChangeSchema);
    if (!body.ok) return body.response;
    const now = readClock();
    return signedInResponse(request, await changePassword(db, account, body.data, now, credentialsOf(request)), now, 200);
  } catch (error) {
    return errorResponse(error);
  }
}
