/**
 * The process-wide database: opened from the environment, migrated and (when empty) seeded with the demo student on
 * first use. Kept apart from the connection module so the seed's queries can import the connection types without
 * an import circle.
 */
import { openFromEnvironment, type Database, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { ensureDemoData } from "./seed";

// Cached on globalThis, not in a module variable: Next.js hot reload re-evaluates modules, and a second PGlite
// on the same directory would corrupt it.
const processCache = globalThis as typeof globalThis & { __studyPlannerDatabase?: Promise<DatabaseHandle> };

/**
 * The process-wide database, migrated and (when empty) seeded with the demo student on first use.
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
    await ensureDemoData(handle.db, new Date());
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Closes the process-wide database (scripts call this before exiting). */
export async function closeDb(): Promise<void> {
  const pending = processCache.__studyPlannerDatabase;
  processCache.__studyPlannerDatabase = undefined;
  if (pending) await (await pending).close();
}
