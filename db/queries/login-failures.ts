/**
 * The per-name back-off of sign-in. Every attempt for a name from a browser that is not a known device of it is
 * claimed here before its password is checked, with the source it came from (the limits' address key). Two holds:
 *
 * - **Per name and source.** After FREE_FAILURES failures within MEMORY_HOURS from one source, that source's next
 *   attempt on the name waits FIRST_WAIT_SECONDS after its latest failure, doubling with every failure up to
 *   MAX_WAIT_SECONDS. It grows only with that source's own failures: a stranger who fails from one address holds
 *   that address, never the student signing in from another.
 * - **Per name, capped.** NAME_CAP failures within NAME_WINDOW_SECONDS from all sources together hold every new
 *   source until the oldest of them leaves the window, so guessing spread over many addresses stays bounded. The cap
 *   counts only failures since the owner's latest sign-in (their newest known device, db/queries/known-devices.ts):
 *   the owner's success resets it, and without one a stranger can hold a new browser of the owner for at most
 *   NAME_WINDOW_SECONDS past their last burst.
 *
 * Names are throttled whether or not they exist, so a refusal reveals nothing. A known device of the name is never
 * held here: the student's own browser signs in past both holds.
 */
import { and, desc, eq, gt, lte, max, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import { knownDevices, loginFailures, users } from "../schema";

const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = 3_600;
/** Failures older than this no longer count (the daily purge in db/queries/guests.ts drops them as well). */
const MEMORY_HOURS = 24;
/** Failures of one name from all sources within NAME_WINDOW_SECONDS that hold every other source. */
const NAME_CAP = 10;
const NAME_WINDOW_SECONDS = 1_800;

function memoryStart(now: Date): Date {
  return new Date(now.getTime() - MEMORY_HOURS * 3_600_000);
}

/** How long after its latest failure a source with `failures` recent failures must wait: 0, then 1, 2, 4 … 60 minutes. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** One sign-in attempt: the name tried and where it came from. */
export interface LoginAttempt {
  username: string;
  source: string;
}

export type LoginClaim = { claimed: true } | { claimed: false; retryAfterSeconds: number };

interface Failure {
  source: string;
  failedAt: Date;
}

/** When the source may try the name again, in epoch milliseconds (0: now). `recent` is newest first. */
function sourceUnlocksAt(recent: readonly Failure[], source: string): number {
  const own = recent.filter((failure) => failure.source === source);
  const wait = backoffSeconds(own.length);
  return wait > 0 ? own[0].failedAt.getTime() + wait * 1000 : 0;
}

/** When the name's cap lets a new attempt through: once the NAME_CAP-th newest counted failure leaves the window. */
function capUnlocksAt(recent: readonly Failure[], now: Date, ownerSignedInAt: Date | null): number {
  const windowStart = now.getTime() - NAME_WINDOW_SECONDS * 1000;
  const counted = recent.filter((failure) => failure.failedAt.getTime() > Math.max(windowStart, ownerSignedInAt?.getTime() ?? 0));
  return counted.length >= NAME_CAP ? counted[NAME_CAP - 1].failedAt.getTime() + NAME_WINDOW_SECONDS * 1000 : 0;
}

/** The owner's latest sign-in (or sign-up): their newest known device's creation. Null for a name nobody has. */
async function ownerSignedInAt(executor: Executor, username: string): Promise<Date | null> {
  const [row] = await executor
    .select({ latest: max(knownDevices.createdAt) })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(eq(users.username, username));
  return row?.latest ?? null;
}

/**
 * Claims one attempt for the name before its password is checked, so attempts sent together cannot all slip past
 * the count: under a per-name lock each sees the attempts before it and records itself. When the source must still
 * wait, or the name's cap is full, nothing is recorded and the wait is returned. The claim stands as a failure
 * unless the caller clears it after a right password.
 */
export async function claimLoginAttempt(db: Database, attempt: LoginAttempt, now: Date): Promise<LoginClaim> {
  const { username, source } = attempt;
  return db.transaction(async (tx) => {
    // One name's attempts queue here, so the count each one sees includes every attempt before it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
    const recent = await tx
      .select({ source: loginFailures.source, failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.failedAt, memoryStart(now))))
      .orderBy(desc(loginFailures.failedAt));
    const unlockAt = Math.max(sourceUnlocksAt(recent, source), capUnlocksAt(recent, now, await ownerSignedInAt(tx, username)));
    if (unlockAt > now.getTime()) return { claimed: false, retryAfterSeconds: Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000)) };
    // Old rows of every name go here, so names tried once and never again do not pile up.
    await tx.delete(loginFailures).where(lte(loginFailures.failedAt, memoryStart(now)));
    await tx.insert(loginFailures).values({ username, source, failedAt: now });
    return { claimed: true };
  });
}

/** After a right password: the source's failures on the name are forgiven (the owner's own typos); others stand. */
export async function clearLoginFailures(executor: Executor, attempt: LoginAttempt): Promise<void> {
  await executor.delete(loginFailures).where(and(eq(loginFailures.username, attempt.username), eq(loginFailures.source, attempt.source)));
}
