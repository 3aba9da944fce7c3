/**
 * The databases the benchmark runs on: an in-memory PGlite always, and a scratch database on the Postgres server
 * named by DATABASE_URL when it is set (created, migrated, and dropped again on close), from testing/scratch-database.ts like the
 * tests' databases.
 */
import type { DatabaseHandle } from "@/db/client";
import { openMigratedPglite, openScratchPostgres } from "@/testing/scratch-database";

export interface BenchDatabase {
  name: "PGlite" | "Postgres";
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openBenchPglite(): Promise<BenchDatabase> {
  const handle = await openMigratedPglite();
  return { name: "PGlite", handle, close: () => handle.close() };
}

/** Null when DATABASE_URL is not set. */
export async function openBenchPostgres(url = process.env.DATABASE_URL): Promise<BenchDatabase | null> {
  if (!url) return null;
  const handle = await openScratchPostgres(url, { prefix: "planner_bench", max: 10 });
  return { name: "Postgres", handle, close: () => handle.close() };
}
