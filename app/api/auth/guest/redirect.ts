/** The guest route's redirect: back to a page of this app only, with the new session's cookie when there is one. */
import type { SignedIn } from "@/server/auth/accounts";
import { isSecureRequest, sessionCookie } from "@/server/auth/session";

export function redirectWithSession(request: Request, path: string, signedIn: SignedIn | null, now: Date): Response {
  const response = new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });
  if (signedIn) {
    const { token, expiresAt } = signedIn.session;
    response.headers.append("set-cookie", sessionCookie(token, expiresAt, now, isSecureRequest(request)));
  }
  return response;
}
