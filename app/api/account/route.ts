import { errorResponse } from "@/server/http";
import { deleteOwnAccount } from "@/server/auth/account-actions";
import { studentOf } from "@/server/student";
import { accountDeletionSchema } from "@/lib/protocol/auth";
import { parseAuthBody, signedOutResponse } from "../auth/respond";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/account {password}: deletes the student and everything they own, in one transaction, and clears the
 * session cookie: {deleted: true}. A guest sends no body (they have no password). 401 with fields.password for a
 * wrong password.
 */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    let input = null;
    if (!account.isGuest) {
      const body = await parseAuthBody(request, accountDeletionSchema);
      if (!body.ok) return body.response;
      input = body.data;
    }
    await deleteOwnAccount(db, account, input);
    return signedOutResponse(request, { deleted: true });
  } catch (error) {
    return errorResponse(error);
  }
}
