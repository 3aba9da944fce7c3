import { errorResponse } from "@/server/http";
import { publicRoute } from "@/server/route";
import { hasSession, startGuest } from "@/server/auth/guests";
import { guestsEnabled } from "@/server/auth/current-user";
import { isSecureRequest } from "@/server/auth/session";
import { PlannerError } from "@/lib/errors";
import { signedInResponse } from "../respond";
import { safeNextPath } from "@/lib/http/safe-next";
import { redirectWithSession } from "./redirect";
import { clearProbe, cookiesNeededResponse, hasProbeCookie, isCookieCheck, startCookieCheck } from "./cookie-check";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/guest?next=/path: where pages send a visitor without a session. Gives the browser a guest of its
 * own (demo timetable, plan and tasks) and goes back to `next`; a browser that already has a session just goes
 * back. A guest is made only for a browser that keeps cookies (./cookie-check.ts): the first visit sets a probe
 * and comes back here with `cookies=check`, and a client that did not keep it reads that cookies are needed instead
 * of looping through page and guest route making a guest each time. When guests are off or this address made too
 * many, the visitor lands on /login with a note. Not through server/route.ts: a page navigation must end in a
 * redirect, so the refusals that have one (rate limited, guests off) are mapped here, not to JSON.
 */
export async function GET(request: Request): Promise<Response> {
  const now = readClock();
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const secure = isSecureRequest(request);
  try {
    if (await hasSession(request, now)) return redirectWithSession(request, next, null, now);
    if (!guestsEnabled()) return redirectWithSession(request, "/login", null, now);
    if (!isCookieCheck(request)) return startCookieCheck(next, secure);
    if (!hasProbeCookie(request)) return cookiesNeededResponse(request, next);
    return clearProbe(redirectWithSession(request, next, await startGuest(request, now), now), secure);
  } catch (error) {
    if (PlannerError.isInstance(error, "rate:limited")) return redirectWithSession(request, "/login?guest=limited", null, now);
    if (PlannerError.isInstance(error, "auth:required")) return redirectWithSession(request, "/login", null, now);
    return errorResponse(error);
  }
}

/** POST /api/auth/guest: the same for scripts and tests, answering {user} (201) with the session cookie. */
export const POST = publicRoute({}, async ({ request }) => {
  const now = readClock();
  return signedInResponse(request, await startGuest(request, now), now, 201);
});
