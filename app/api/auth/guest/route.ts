import { errorResponse } from "@/server/http";
import { hasSession, startGuest } from "@/server/auth/guests";
import { PlannerError } from "@/lib/errors";
import { signedInResponse } from "../respond";
import { safeNextPath } from "@/lib/http/safe-next";
import { redirectWithSession } from "./redirect";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/guest?next=/path: where pages send a visitor without a session. Gives the browser a guest of its
 * own (demo timetable, plan and tasks) and goes back to `next`; a browser that already has a session just goes
 * back. When guests are off or this address made too many, the visitor lands on /login with a note.
 */
export async function GET(request: Request): Promise<Response> {
  const now = readClock();
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  try {
    if (await hasSession(request, now)) return redirectWithSession(request, next, null, now);
    return redirectWithSession(request, next, await startGuest(request, now), now);
  } catch (error) {
    if (PlannerError.isInstance(error, "rate:limited")) return redirectWithSession(request, "/login?guest=limited", null, now);
    if (PlannerError.isInstance(error, "auth:required")) return redirectWithSession(request, "/login", null, now);
    return errorResponse(error);
  }
}

/** POST /api/auth/guest: the same for scripts and tests, answering {user} (201) with the session cookie. */
export async function POST(request: Request): Promise<Response> {
  try {
    const now = readClock();
    return signedInResponse(request, await startGuest(request, now), now, 201);
  } catch (error) {
    return errorResponse(error);
  }
}
