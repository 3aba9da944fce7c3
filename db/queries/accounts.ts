/**
 * New student accounts. Everything a new student needs to use the app at once is written in one transaction: the
 * user with their sign-in name and password hash, the schedule version row, and a default term (this week is
 * week 1 of 18, the usual period clock) that they can adjust in the settings. No courses, tasks or plans.
 */
import { ERROR_TABLE, PlannerError } from "@/lib/errors";
import { isValidTimeZone } from "@/lib/calendar/clock";
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import type { Database } from "../client";
import { terms, type User } from "../schema";
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
