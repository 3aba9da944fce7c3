/**
 * Whether the app can serve: the process database answers a `select 1`. Load balancers, Docker's HEALTHCHECK and
 * uptime monitors ask this without a session; the answer says up or down and nothing else (no URL, no error text).
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";

export type HealthReport = { ok: true; database: "up" } | { ok: false; database: "down" };

interface HealthOptions {
  /** The database to ask; the process database unless a test hands another. */
  openDatabase?: () => Promise<Database>;
  /** A database that takes longer to answer counts as down (the first call also migrates and seeds it). */
  timeoutMs?: number;
}

/** Asks the database for `select 1`; never throws. */
export async function checkHealth({ openDatabase = getDb, timeoutMs = 10_000 }: HealthOptions = {}): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([openDatabase().then((db) => db.execute(sql`select 1`)), timeout]);
    return { ok: true, database: "up" };
  } catch (error) {
    // The first line only: enough to see why (refused, timed out, the Vercel start-up error), never a query's text.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(`health: the database is down: ${reason}`);
    return { ok: false, database: "down" };
  } finally {
    clearTimeout(timer);
  }
}
