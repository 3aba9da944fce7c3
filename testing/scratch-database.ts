/**
 * Throwaway databases for tests and the benchmark: an in-memory PGlite, or a uniquely named database on the
 * Postgres server in `url`, migrated on open and dropped again on close. Free of test-runner imports so the
 * benchmark can use it too.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { openPglite, openPostgres, type DatabaseHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";

export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const handle = await openPglite();
  await migrateDatabase(handle);
  return handle;
}

export async function openScratchPostgres(
  url: string,
  options: { prefix: string; max: number },
): Promise<DatabaseHandle> {
  const name = `${options.prefix}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  const handle = await openPostgres(scratchUrl.toString(), { max: options.max });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  } as DatabaseHandle;
}
