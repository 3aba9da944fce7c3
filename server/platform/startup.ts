/**
 * What a server does once when it starts (instrumentation.ts): open and migrate the database, so the first visitor
 * does not wait for it, close the turns a stopped server left open, and, when self-hosted, schedule the daily purge
 * of idle guests and the reminder scheduler (on Vercel cron routes do that). A database that is not reachable yet is logged, not fatal:
 * /api/health says so and the first request tries again. A PGlite directory another live process holds is fatal:
 * that does not heal while the other runs, so the server prints the reason and exits non-zero before it serves
 * anything (Next.js awaits register() before it handles a request), instead of answering 500 on every page. With
 * NEXT_MANUAL_SIG_HANDLE=true, SIGTERM and SIGINT drain the running turns before the process exits
 * (server/platform/shutdown.ts); without it Next.js handles them.
 */
import { getDb } from "@/db/bootstrap";
import { PgliteLockHeldError } from "@/db/pglite-lock";
import { env, type Env } from "@/lib/env";
import { logError } from "../http";
import { startHeartbeat } from "../turns/instance";
import { sweepInterruptedRuns } from "../turns/runs";
import { schedulePurge } from "./maintenance";
import { scheduleReminders } from "../notifications/scheduler";
import { handleShutdownSignals } from "./shutdown";

export interface StartDeps {
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => never;
}

/** The exit code of a server that found its PGlite directory held by another process. */
export const PGLITE_HELD_EXIT_CODE = 2;

/** The exit code of a server whose environment has a malformed variable (EX_CONFIG). */
export const BAD_ENVIRONMENT_EXIT_CODE = 78;

export async function startServer(deps: StartDeps = {}): Promise<void> {
  const { exit = (code: number) => process.exit(code) } = deps;
  let settings: Env;
  try {
    settings = env();
  } catch (error) {
    // A malformed variable fails every request that reads the environment: say which, and do not serve.
    console.error(`无法启动：${(error as Error).message}`);
    exit(BAD_ENVIRONMENT_EXIT_CODE);
    return;
  }
  try {
    const db = await getDb();
    // Turns a stopped server left open would otherwise say nothing and hold their student's next turn.
    const interrupted = await sweepInterruptedRuns(db, settings.AGENT_MAX_ELAPSED_MS);
    if (interrupted > 0) console.log(`启动时发现 ${interrupted} 轮未完成的回复，已标记为服务中断。`);
  } catch (error) {
    if (PgliteLockHeldError.isInstance(error)) {
      console.error(`无法启动：${error.message}`);
      exit(PGLITE_HELD_EXIT_CODE);
      return;
    }
    logError("startup: open the database", error);
  }
  if (!settings.VERCEL) {
    schedulePurge();
    // Every minute, and once now: reminders that fell due while the server was down go out at start.
    scheduleReminders();
    // A function on Vercel is frozen between requests and could not beat: its runs keep the time-budget rule.
    startHeartbeat(getDb);
  }
  handleShutdownSignals(settings, { db: getDb });
}
