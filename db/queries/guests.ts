/**
 * Guests: a visitor who has not signed up gets a student of their own (no sign-in name, no password), seeded with
 * the demo timetable, plan and tasks, reached only through their browser's session cookie. Registering turns the
 * same row into a signed-up student, so everything they did stays. Guests idle for 30 days are deleted with all
 * their data (every table cascades from users).
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import { loginFailures, rateLimits, sessions, users, type User } from "../schema";
import { insertDemoStudent } from "../seed";
import { DEMO_CURRENT_WEEK } from "../seed-data";
import { createSession, GUEST_SESSION_DAYS, type NewSession } from "./sessions";

export const GUEST_IDLE_DAYS = 30;
/** lastActiveAt is written at most this often, so reading the app does not turn every request into a write. */
const ACTIVITY_RESOLUTION_MS = 3_600_000;
/** A guest's timetable from last week to the term's end: 278 rows, where the whole term was 675. */
const GUEST_COURSE_WEEKS_FROM = DEMO_CURRENT_WEEK - 1;

/** A guest named `name` (what the header calls them until they register; the caller's word), signed in until idle. */
export async function createGuest(db: Database, now: Date, name: string): Promise<{ user: User; session: NewSession }> {
  return db.transaction(async (tx) => {
    const userId = await insertDemoStudent(tx, { now, name, courseWeeksFrom: GUEST_COURSE_WEEKS_FROM });
    const [user] = await tx.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId)).returning();
    return { user, session: await createSession(tx, userId, now, GUEST_SESSION_DAYS) };
  });
}

/**
 * Gives a guest a sign-in name and password in place. Null when the user is not (or no longer) a guest, so two
 * registrations racing from one browser cannot both rename it; the unique key on username still decides between
 * two guests who pick the same name.
 */
export async function registerGuest(
  executor: Executor,
  guestId: number,
  input: { name: string; username: string; passwordHash: string },
): Promise<User | null> {
  const [user] = await executor
    .update(users)
    .set({ name: input.name, username: input.username.toLowerCase(), passwordHash: input.passwordHash })
    .where(and(eq(users.id, guestId), isNull(users.username)))
    .returning();
  return user ?? null;
}

/** Records that the student was served now, unless that was already recorded within the hour. */
export async function touchUser(executor: Executor, user: User, now: Date): Promise<void> {
  if (now.getTime() - user.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS) return;
  await executor
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(eq(users.id, user.id), lt(users.lastActiveAt, new Date(now.getTime() - ACTIVITY_RESOLUTION_MS))));
}

export interface PurgeResult {
  guests: number;
  sessions: number;
  rateLimits: number;
  loginFailures: number;
}

/**
 * The daily clean-up: guests idle for GUEST_IDLE_DAYS (with everything they own), expired sessions, spent rate-limit
 * counters and sign-in failures older than a day.
 */
export async function purgeIdle(db: Database, now: Date): Promise<PurgeResult> {
  const idleSince = new Date(now.getTime() - GUEST_IDLE_DAYS * 86_400_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const guests = await db
    .delete(users)
    .where(and(isNull(users.username), lt(users.lastActiveAt, idleSince)))
    .returning({ id: users.id });
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ userId: sessions.userId });
  const spent = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  const failures = await db.delete(loginFailures).where(lt(loginFailures.failedAt, dayAgo)).returning({ id: loginFailures.id });
  return { guests: guests.length, sessions: expiredSessions.length, rateLimits: spent.length, loginFailures: failures.length };
}

/** How many guests there are (the purge test and the README's figures). */
export async function countGuests(executor: Executor): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(users).where(isNull(users.username));
  return row.count;
}
