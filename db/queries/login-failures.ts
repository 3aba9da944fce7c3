/**
 * The per-name back-off of sign-in. Every attempt for a name from a browser that is not a known device of it is
 * claimed here before its password is checked; a right password clears the name. After FREE_FAILURES failures within
 * MEMORY_HOURS, each further attempt has to wait FIRST_WAIT_SECONDS after the latest failure, doubling with every
 * failure up to MAX_WAIT_SECONDS. Names are throttled whether or not they exist, so a refusal reveals nothing.
 *
 * A stranger can hold a name this way, but never against the student's own browser: a known device
 * (db/queries/known-devices.ts) signs in past the back-off, so the price of slowing guessers is paid by them.
 */
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import { loginFailures } from "../schema";

const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = 3_600;
/** Failures older than this no longer count (the daily purge in db/queries/guests.ts drops them as well). */
const MEMORY_HOURS = 24;

function memoryStart(now: Date): Date {
  return new Date(now.getTime() - MEMORY_HOURS * 3_600_000);
}

/** How long after its latest failure a name with `failures` recent failures must wait: 0, then 1, 2, 4 … 60 minutes. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

export type LoginClaim = { claimed: true } | { claimed: false; retryAfterSeconds: number };

/**
 * Claims one attempt for the name before its password is checked, so attempts sent together cannot all slip past
 * the count: under a per-name lock each sees the attempts before it and records itself. When the name must still
 * wait, nothing is recorded and the wait is returned. The claim stands as a failure unless the caller clears the name
 * after a right password.
 */
export async function claimLoginAttempt(db: Database, username: string, now: Date): Promise<LoginClaim> {
  return db.transaction(async (tx) => {
    // One name's attempts queue here, so the count each one sees includes every attempt before it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
    const recent = await tx
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.failedAt, memoryStart(now))))
      .orderBy(desc(loginFailures.failedAt));
    const wait = backoffSeconds(recent.length);
    if (wait > 0) {
      const unlockAt = recent[0].failedAt.getTime() + wait * 1000;
      if (unlockAt > now.getTime()) return { claimed: false, retryAfterSeconds: Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000)) };
    }
    // Old rows of every name go here, so names tried once and never again do not pile up.
    await tx.delete(loginFailures).where(lte(loginFailures.failedAt, memoryStart(now)));
    await tx.insert(loginFailures).values({ username, failedAt: now });
    return { claimed: true };
  });
}

export async function clearLoginFailures(executor: Executor, username: string): Promise<void> {
  await executor.delete(loginFailures).where(eq(loginFailures.username, username));
}
