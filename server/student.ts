/**
 * Who a request is for, with the database to serve them from: the one step every student route takes before it
 * calls the application layer. The routes hand `db` and `account.id` on to server/ functions; they never open the
 * database or pick a user id themselves.
 */
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { PlannerError } from "@/lib/errors";
import { getCurrentUser, type CurrentAccount } from "./auth/current-user";
import { chargeStudent, requestUse } from "./limits/charge";

export interface Student {
  db: Database;
  account: CurrentAccount;
}

/**
 * The student of this request (see getCurrentUser): route handlers pass their `request`, server components pass
 * none and the cookie of the request being rendered is read. Throws auth:required when nobody may be served.
 * A state-changing request is charged to the student's limits here (`turn` for the chat route), before its body
 * is read, so a refused or over-limit request costs the server next to nothing.
 */
export async function studentOf(request?: Request, options: { turn?: boolean } = {}): Promise<Student> {
  const db = await getDb();
  const account = await getCurrentUser(db, request);
  const use = request ? requestUse(request, options.turn ?? false) : null;
  if (use) await chargeStudent(db, account, use);
  return { db, account };
}

/** For the login page: whether a signed-up student (not a guest) is signed in on the page being rendered. */
export async function isSignedIn(): Promise<boolean> {
  try {
    return !(await studentOf()).account.isGuest;
  } catch (error) {
    if (PlannerError.isInstance(error, "auth:required")) return false;
    throw error;
  }
}
