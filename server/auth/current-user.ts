/**
 * The one place that decides who the student is: the browser's session cookie names them, a signed-up student or
 * a guest (a visitor's own student, created by /api/auth/guest). Without a cookie nobody is served: pages send
 * the visitor to /api/auth/guest (or to /login when guests are off, PLANNER_DEMO=off) and API routes answer 401.
 * Routes never take a user id from the body or the URL.
 */
import { PlannerError } from "@/lib/errors";
import { redirect } from "next/navigation";
import type { Database } from "@/db/client";
import { touchUser } from "@/db/queries/guests";
import { findSessionUser } from "@/db/queries/sessions";
import type { User } from "@/db/schema";
import { sessionTokenFromRequest, sessionTokenFromRequestScope } from "./session";
import { now as readClock } from "@/server/clock";
import { env, type Env } from "@/lib/env";

/** Who is using the app, as the header and GET /api/auth/me show it. */
export interface CurrentAccount {
  id: number;
  name: string;
  /** Null for a guest, who has no sign-in name until they register. */
  username: string | null;
  isGuest: boolean;
}

/**
 * Whether a visitor who is not signed in gets a guest of their own, seeded with the demo data (PLANNER_DEMO, on by
 * default). Read per call, not cached, so tests can switch it.
 */
export function guestsEnabled(settings: Pick<Env, "PLANNER_DEMO"> = env()): boolean {
  return settings.PLANNER_DEMO !== "off";
}

export function accountOf(user: User): CurrentAccount {
  return { id: user.id, name: user.name, username: user.username, isGuest: user.username === null };
}

/**
 * The student of this request. Route handlers pass their `request`; server components pass none and the cookie
 * is read from the request being rendered.
 */
export async function getCurrentUser(db: Database, request?: Request, options: { now?: Date } = {}): Promise<CurrentAccount> {
  const now = options.now ?? readClock();
  const token = request ? sessionTokenFromRequest(request) : await sessionTokenFromRequestScope();
  if (!token) throw new PlannerError("auth:required", { context: { expired: false } });
  const user = await findSessionUser(db, token, now);
  if (!user) throw new PlannerError("auth:required", { message: "登录已过期，请重新登录。", context: { expired: true } });
  await touchUser(db, user, now);
  return accountOf(user);
}

/**
 * Where a page sends a visitor it cannot serve: a fresh guest that comes back to `path`, or the sign-in page, which
 * goes back to `path` once the student has signed in (a reminder opened after the session expired still opens its
 * block).
 */
export function entryPathFor(error: PlannerError, path: string, guests = guestsEnabled()): string {
  const back = path === "/" ? "" : `next=${encodeURIComponent(path)}`;
  if (error.context.expired) return `/login?expired=1${back ? `&${back}` : ""}`;
  if (!guests) return `/login${back ? `?${back}` : ""}`;
  return `/api/auth/guest?next=${encodeURIComponent(path)}`;
}

/** For pages: the current student, or a redirect that gives the visitor one (see entryPathFor). */
export async function getPageAccount(db: Database, path: string): Promise<CurrentAccount> {
  try {
    return await getCurrentUser(db);
  } catch (error) {
    if (PlannerError.isInstance(error, "auth:required")) redirect(entryPathFor(error, path));
    throw error;
  }
}
