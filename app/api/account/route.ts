import { deleteOwnAccount } from "@/server/auth/account-actions";
import { route } from "@/server/route";
import { accountDeletionSchema } from "@/lib/protocol/auth";
import { readAuthBody, signedOutResponse } from "../auth/respond";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/account {password}: deletes the student and everything they own, in one transaction, and clears the
 * session cookie: {deleted: true}. A guest sends no body (they have no password). 401 with fields.password for a
 * wrong password.
 */
export const DELETE = route(
  { body: (request, { account }) => (account.isGuest ? Promise.resolve(null) : readAuthBody(request, accountDeletionSchema)) },
  async ({ db, account, body, request }) => {
    await deleteOwnAccount(db, account, body);
    return signedOutResponse(request, { deleted: true });
  },
);
