import { signOutEverywhere } from "@/server/auth/account-actions";
import { route } from "@/server/route";
import { signedOutResponse } from "../respond";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/auth/sessions (no body): signs the student out everywhere. Every session ends, this browser's too (its
 * cookie is cleared), and no browser counts as a known device any more. {signedOut: true, sessions: n};
 * 409 account:guest_only for a guest, who could never sign in again.
 */
export const DELETE = route({}, async ({ db, account, request }) => signedOutResponse(request, { signedOut: true, sessions: await signOutEverywhere(db, account) }));
