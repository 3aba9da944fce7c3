/**
 * Student accounts. Everything a new student needs to use the app at once is written in one transaction: the
 * user with their sign-in name and password hash, the schedule version row, and a default term (this week is
 * week 1 of 18, the usual period clock) that they can adjust in the settings. No courses, tasks or plans.
 * A password change writes the new hash; a deletion removes the user, and with it everything they own.
 */
import { ERROR_TABLE, PlannerError } from "@/lib/errors";
import { isValidTimeZone } from "@/lib/calendar/clock";
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database, Executor } from "../client";
import { loginFailures, terms, users, type User } from "../schema";
import { DEFAULT_SECTION_TIMES, DEFAULT_TERM_WEEKS } from "@/lib/calendar/default-term";
import { loadTerm, type TermRecord } from "./terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { createUserWithLogin } from "./users";

const DEFAULT_TIMEZONE = "Asia/Shanghai";


/** The username is taken: the sign-up form shows the message under the username field. */
export function usernameTaken(username: string): PlannerError {
  const message = ERROR_TABLE["account:username_taken"].message;
  return new PlannerError("account:username_taken", { details: { fields: { username: message } }, context: { username } });
}

export interface NewAccountInput {
  /** Display name, already trimmed. */
  name: string;
  /** Sign-in name; stored lower-cased. */
  username: string;
  passwordHash: string;
  /** The browser's zone; anything that is not a valid IANA zone falls back to Asia/Shanghai. */
  timezone?: string;
}

export interface NewAccount {
  user: User;
  term: TermRecord;
}

export function accountTimezone(candidate: string | undefined): string {
  return candidate && isValidTimeZone(candidate) ? candidate : DEFAULT_TIMEZONE;
}

/** Monday of the week `now` falls in, as a calendar date in `timezone`. */
export function mondayOfWeek(now: Date, timezone: string): string {
  const today = localDate(now, timezone);
  return addDays(today, 1 - isoDayOfWeek(today));
}

export function isUsernameViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; postgres.js and PGlite both put the SQLSTATE in `code`.
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++, cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = cause as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === "23505") return (constraint ?? constraint_name ?? "users_username_unique") === "users_username_unique";
  }
  return false;
}

export async function createAccount(db: Database, input: NewAccountInput, now: Date): Promise<NewAccount> {
  const timezone = accountTimezone(input.timezone);
  const username = input.username.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const user = await createUserWithLogin(tx, { name: input.name, username, passwordHash: input.passwordHash });
      await tx.insert(terms).values({
        userId: user.id,
        startDate: mondayOfWeek(now, timezone),
        weeks: DEFAULT_TERM_WEEKS,
        sectionTimes: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })),
        timezone,
      });
      const term = await loadTerm(tx, user.id);
      if (!term) throw new Error("the new term was not written");
      return { user, term };
    });
  } catch (error) {
    if (isUsernameViolation(error)) throw usernameTaken(username);
    throw error;
  }
}

/** Gives a signed-up student a new password hash; false when the user is not (or no longer) a signed-up student. */
export async function setPasswordHash(executor: Executor, userId: number, passwordHash: string): Promise<boolean> {
  const updated = await executor
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNotNull(users.username)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Deletes the student and everything they own in one transaction: every table that holds a student's rows cascades
 * from users (db/queries/account-data.test.ts counts each one), and the sign-in failures kept under their name go too.
 * False when there was no such user.
 */
export async function deleteAccount(db: Database, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ username: users.username });
    if (!deleted) return false;
    if (deleted.username) await tx.delete(loginFailures).where(eq(loginFailures.username, deleted.username));
    return true;
  });
}
