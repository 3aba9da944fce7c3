/**
 * The databases the benchmark runs on: an in-memory PGlite always, and a scratch database on the Postgres server
 * named by DATABASE_URL when it is set (created, migrated, and dropped again on close). db/testing.ts does the same
 * for the tests, but it registers vitest hooks, so the benchmark cannot import it.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { openPglite, openPostgres, type DatabaseHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";

export interface BenchDatabase {
  name: "PGlite" | "Postgres";
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openBenchPglite(): Promise<BenchDatabase> {
  const handle = await openPglite();
  await migrateDatabase(handle);
  return { name: "PGlite", handle, close: () => handle.close() };
}

/** Null when DATABASE_URL is not set. */
export async function openBenchPostgres(url = process.env.DATABASE_URL): Promise<BenchDatabase | null> {
  if (!url) return null;
  const name = `planner_bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const handle = await openPostgres(scratch.toString(), { max: 10 });
  await migrateDatabase(handle);
  return {
    name: "Postgres",
    handle,
    close: async () => {
      await handle.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}
