/**
 * The session cookie: its name and flags, reading it from a request (route handlers) or from the request scope
 * (server components, via next/headers), and the Set-Cookie values that start and end a session. The token is
 * random and only its hash is stored (db/queries/sessions.ts).
 *
 * Beside it, the known-device cookie (db/queries/known-devices.ts): the tokens of the students who signed in on this
 * browser, newest first, sent only to /api/auth and kept after signing out; it is what lets the student's own
 * browser sign in while a stranger holds their name in the back-off.
 */
import { cookies } from "next/headers";

const SESSION_COOKIE = "planner_session";
const DEVICE_COOKIE = "planner_device";
/** Students remembered per browser (a shared computer); the oldest token drops out first. */
const MAX_DEVICE_TOKENS = 4;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The value of one cookie in a Cookie header, or null. The first of duplicates wins, as in browsers' order. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export function sessionTokenFromRequest(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), SESSION_COOKIE) || null;
}

/** The known-device tokens the browser holds, newest first (at most MAX_DEVICE_TOKENS, malformed ones dropped). */
export function deviceTokensFromRequest(request: Request): string[] {
  const value = readCookie(request.headers.get("cookie"), DEVICE_COOKIE) ?? "";
  return value
    .split(".")
    .filter((token) => DEVICE_TOKEN.test(token))
    .slice(0, MAX_DEVICE_TOKENS);
}

function isOutsideRequestScope(error: unknown): boolean {
  return error instanceof Error && error.message.includes("outside a request scope");
}

/**
 * The token of the request being rendered (server components). Outside a request (scripts, tests) there is no
 * cookie; any other failure, such as Next's signal that the page must render dynamically, is passed on.
 */
export async function sessionTokenFromRequestScope(): Promise<string | null> {
  try {
    return (await cookies()).get(SESSION_COOKIE)?.value || null;
  } catch (error) {
    if (isOutsideRequestScope(error)) return null;
    throw error;
  }
}

/** Secure only over https, so the cookie still works on http://localhost during development and e2e runs. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(request.url).protocol === "https:";
}

function attributes(secure: boolean): string[] {
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
}

export function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return [`${SESSION_COOKIE}=${token}`, ...attributes(secure), `Max-Age=${maxAge}`, `Expires=${expiresAt.toUTCString()}`].join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, ...attributes(secure), "Max-Age=0", `Expires=${new Date(0).toUTCString()}`].join("; ");
}

/**
 * The known-device cookie after a sign-in: `token` first, then the others the browser held but for those the sign-in
 * `replaced`. Strict and only for /api/auth: no other request needs it.
 */
export function deviceCookie(
  device: { token: string; expiresAt: Date; replaced: readonly string[] },
  held: readonly string[],
  now: Date,
  secure: boolean,
): string {
  const tokens = [device.token, ...held.filter((other) => !device.replaced.includes(other) && other !== device.token)].slice(0, MAX_DEVICE_TOKENS);
  const maxAge = Math.max(0, Math.floor((device.expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${DEVICE_COOKIE}=${tokens.join(".")}`,
    "Path=/api/auth",
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
    `Max-Age=${maxAge}`,
    `Expires=${device.expiresAt.toUTCString()}`,
  ].join("; ");
}
