/** Applies the committed SQL migrations in db/migrations with drizzle's migrator for the handle's driver. */
import path from "node:path";
import type { DatabaseHandle } from "./client";

function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations");
}

export async function migrateDatabase(handle: DatabaseHandle, folder: string = migrationsFolder()): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(handle.db, { migrationsFolder: folder });
  }
}
