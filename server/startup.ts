/**
 * What a server does once when it starts (instrumentation.ts): open and migrate the database, so the first visitor
 * does not wait for it, close the turns a stopped server left open, and, when self-hosted, schedule the daily purge of idle guests (on Vercel a cron route
 * does that). A database that is not reachable yet is logged, not fatal: /api/health says so and the first
 * request tries again. With NEXT_MANUAL_SIG_HANDLE=true, SIGTERM and SIGINT drain the running turns before the
 * process exits (server/shutdown.ts); without it Next.js handles them.
 */
import { getDb } from "@/db/bootstrap";
import { agentEnv } from "./agent/env";
import { logError } from "./http";
import { sweepInterruptedRuns } from "./agent/runs";
import { schedulePurge } from "./maintenance";
import { handleShutdownSignals } from "./shutdown";

export async function startServer(environment: Record<string, string | undefined> = process.env): Promise<void> {
  try {
    // A malformed variable (TRUST_PROXY, the model's) is named in the log at start, not first at a student's request.
    agentEnv();
  } catch (error) {
    logError("startup: read the environment", error);
  }
  try {
    const db = await getDb();
    // Turns a stopped server left open would otherwise say nothing and hold their student's next turn.
    const interrupted = await sweepInterruptedRuns(db, agentEnv().AGENT_MAX_ELAPSED_MS);
    if (interrupted > 0) console.log(`启动时发现 ${interrupted} 轮未完成的回复，已标记为服务中断。`);
  } catch (error) {
    logError("startup: open the database", error);
  }
  if (!environment.VERCEL) schedulePurge();
  handleShutdownSignals(environment, { db: getDb });
}
