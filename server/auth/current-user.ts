/**
 * The one place that decides who the student is. A valid session cookie names a signed-up student; without one
 * the visitor is the demo student while demo mode is on (PLANNER_DEMO, default on), and must sign in otherwise.
 * Routes never take a user id from the body or the URL.
 */
import { PlannerError } from "@/lib/errors";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { Database } from "@/db/client";
import { findSessionUser } from "@/db/queries/sessions";
import { findDemoStudent } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { DEMO_STUDENT_NAME } from "@/db/seed-data";
import { sessionTokenFromRequest, sessionTokenFromRequestScope } from "./session";

/** Who is using the app, as the header and GET /api/auth/me show it. */
export interface CurrentAccount {
  id: number;
  name: string;
  /** Null for the demo student, who has no sign-in name. */
  username: string | null;
  isDemo: boolean;
}

const demoSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["", "on", "off"], { error: "PLANNER_DEMO 只能是 on 或 off" }))
  .optional();

/** Read per call, not cached: a malformed value fails loudly with its name, and tests can switch it. */
export function demoModeEnabled(environment: Record<string, string | undefined> = process.env): boolean {
  const parsed = demoSchema.safeParse(environment.PLANNER_DEMO);
  if (!parsed.success) throw new Error(`环境变量无效：${parsed.error.issues.map((issue) => issue.message).join("；")}`);
  return parsed.data !== "off";
}

function accountOf(user: User, isDemo: boolean): CurrentAccount {
  return { id: user.id, name: user.name, username: user.username, isDemo };
}

/**
 * The student of this request. Route handlers pass their `request`; server components pass none and the cookie
 * is read from the request being rendered.
 */
export async function getCurrentUser(db: Database, request?: Request, options: { now?: Date } = {}): Promise<CurrentAccount> {
  const token = request ? sessionTokenFromRequest(request) : await sessionTokenFromRequestScope();
  if (token) {
    const user = await findSessionUser(db, token, options.now ?? new Date());
    if (user) return accountOf(user, false);
    // Never the demo: a student whose session lapsed with the tab open would write into the shared account.
    throw new PlannerError("auth:required", { message: "登录已过期，请重新登录。", context: { expired: true } });
  }
  if (demoModeEnabled()) {
    const demo = await findDemoStudent(db, DEMO_STUDENT_NAME);
    if (demo) return accountOf(demo, true);
  }
  throw new PlannerError("auth:required");
}

/** For pages: the current student, or a redirect to /login when nobody may use the app signed out. */
export async function getPageAccount(db: Database): Promise<CurrentAccount> {
  try {
    return await getCurrentUser(db);
  } catch (error) {
    if (PlannerError.isInstance(error, "auth:required")) redirect(error.context.expired ? "/login?expired=1" : "/login");
    throw error;
  }
}
