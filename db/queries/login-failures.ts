/**
 * Throttling of sign-in by name: after MAX_FAILURES wrong passwords within WINDOW_MINUTES, the name is refused
 * until the oldest of those failures ages out. A success clears the name's record. The name is throttled whether
 * or not it exists, so a refusal reveals nothing. (A stranger can hold one name locked for a quarter of an hour;
 * that is the price of not guessing passwords at speed.)
 */
import { PlannerError } from "@/lib/errors";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import { loginFailures } from "../schema";

const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;

function windowStart(now: Date): Date {
  return new Date(now.getTime() - WINDOW_MINUTES * 60_000);
}

/**
 * Claims one attempt for the name before its password is checked, so attempts sent together cannot all slip past
 * the count: under a per-name lock each counts the attempts before it and records itself. Throws
 * auth:throttled (recording nothing) when MAX_FAILURES attempts are already in the window. The claim stands as
 * a failure unless the caller clears the name after a right password.
 */
export async function claimLoginAttempt(db: Database, username: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One name's attempts queue here, so the count each one sees includes every attempt before it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
    const recent = await tx
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.failedAt, windowStart(now))))
      .orderBy(asc(loginFailures.failedAt));
    if (recent.length >= MAX_FAILURES) {
      // Allowed again once enough failures have aged out to leave MAX_FAILURES - 1 in the window.
      const unlockAt = recent[recent.length - MAX_FAILURES].failedAt.getTime() + WINDOW_MINUTES * 60_000;
      const retryAfterSeconds = Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000));
      throw new PlannerError("auth:throttled", {
        message: `登录失败次数过多，请 ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} 分钟后再试。`,
        retryAfterSeconds,
      });
    }
    // Old rows of every name go here, so names tried once and never again do not pile up.
    await tx.delete(loginFailures).where(lte(loginFailures.failedAt, windowStart(now)));
    await tx.insert(loginFailures).values({ username, failedAt: now });
  });
}

export async function clearLoginFailures(executor: Executor, username: string): Promise<void> {
  await executor.delete(loginFailures).where(eq(loginFailures.username, username));
}
