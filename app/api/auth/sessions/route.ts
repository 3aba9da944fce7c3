import { errorResponse } from "@/server/http";
import { signOutEverywhere } from "@/server/auth/account-actions";
import { studentOf } from "@/server/student";
import { signedOutResponse } from "../respond";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/auth/sessions (no body): signs the student out everywhere. Every session ends, this browser's too (its
 * cookie is cleared), and no browser counts as a known device any more. {signedOut: true, sessions: n};
 * 409 account:guest_only for a guest, who could never sign in again.
 */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const sessions = await signOutEverywhere(db, account);
    return signedOutResponse(request, { signedOut: true, sessions });
  } catch (error) {
    return errorResponse(error);
  }
}
