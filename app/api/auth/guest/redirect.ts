/** The guest route's redirect: back to a page of this app only, with the new session's cookie when there is one. */
import type { SignedIn } from "@/server/auth/accounts";
import { isSecureRequest, sessionCookie } from "@/server/auth/session";

/**
 * `next` as a path on this site ("/plan?week=3"), or "/". It is resolved the way a browser would (which drops tabs
 * and newlines, so "/\t/evil.example" means "//evil.example") and kept only when it stays on this origin.
 */
export function safeNextPath(next: string | null, requestUrl: string): string {
  if (!next) return "/";
  const base = new URL(requestUrl);
  let target: URL;
  try {
    target = new URL(next, base);
  } catch {
    return "/";
  }
  if (target.origin !== base.origin || target.pathname.startsWith("/api/")) return "/";
  return `${target.pathname}${target.search}${target.hash}`;
}

export function redirectWithSession(request: Request, path: string, signedIn: SignedIn | null, now: Date): Response {
  const response = new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });
  if (signedIn) {
    const { token, expiresAt } = signedIn.session;
    response.headers.append("set-cookie", sessionCookie(token, expiresAt, now, isSecureRequest(request)));
  }
  return response;
}
