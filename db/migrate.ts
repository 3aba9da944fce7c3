/** Applies the committed SQL migrations in db/migrations with drizzle's migrator for the handle's driver. */
import path from "node:path";
import type { DatabaseHandle } from "./client";
import { env } from "@/lib/env";

/** An arbitrary advisory-lock key of this app's migrations. */
const MIGRATION_LOCK_KEY = 734_022;

function migrationsFolder(): string {
  return env().MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations");
}

export async function migrateDatabase(handle: DatabaseHandle, folder: string = migrationsFolder()): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // Servers starting together on one database take turns: the second finds the migrations applied. The lock is
    // held on a connection of its own, outside the pool the migrator uses (which may have a single connection).
    const { default: postgres } = await import("postgres");
    const lock = postgres(handle.url, { max: 1, onnotice: () => {} });
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migrate(handle.db, { migrationsFolder: folder });
    } finally {
      await lock.end({ timeout: 5 });
    }
  }
}
