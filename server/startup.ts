/**
 * What a server does once when it starts (instrumentation.ts): open and migrate the database, so the first visitor
 * does not wait for it, and, when self-hosted, schedule the daily purge of idle guests (on Vercel a cron route
 * does that). A database that is not reachable yet is logged, not fatal: /api/health says so and the first
 * request tries again.
 */
import { getDb } from "@/db/bootstrap";
import { schedulePurge } from "./maintenance";

export async function startServer(environment: Record<string, string | undefined> = process.env): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    console.error("启动时无法打开数据库：", error instanceof Error ? error.message : String(error));
  }
  if (!environment.VERCEL) schedulePurge();
}
