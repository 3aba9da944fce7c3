/**
 * The process-wide database: opened from the environment and migrated on first use. There is no shared demo
 * student any more: each visitor's guest gets the demo data (db/queries/guests.ts).
 */
import { openFromEnvironment, type Database, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";

// Cached on globalThis, not in a module variable: Next.js hot reload re-evaluates modules, and a second PGlite
// on the same directory would corrupt it.
const processCache = globalThis as typeof globalThis & { __studyPlannerDatabase?: Promise<DatabaseHandle> };

/**
 * The process-wide database, migrated on first use.
 * A failed start is not cached, so the next request retries.
 */
export function getDb(): Promise<Database> {
  processCache.__studyPlannerDatabase ??= startDatabase().catch((error: unknown) => {
    processCache.__studyPlannerDatabase = undefined;
    throw error;
  });
  return processCache.__studyPlannerDatabase.then((handle) => handle.db);
}

async function startDatabase(): Promise<DatabaseHandle> {
  const handle = await openFromEnvironment();
  try {
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Makes an open, migrated database the process-wide one, in place of the environment's. The route tests hand it an
 * in-memory copy of the migrated template: opening a fresh directory runs initdb and every migration for each file.
 */
export function adoptDb(handle: DatabaseHandle): void {
  if (processCache.__studyPlannerDatabase) throw new Error("the process-wide database is already open: closeDb() first");
  processCache.__studyPlannerDatabase = Promise.resolve(handle);
}

/** Closes the process-wide database (scripts call this before exiting). */
export async function closeDb(): Promise<void> {
  const pending = processCache.__studyPlannerDatabase;
  processCache.__studyPlannerDatabase = undefined;
  if (pending) await (await pending).close();
}
