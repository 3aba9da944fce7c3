/**
 * Route handlers reach the process-wide database (getDb, configured from the environment). A route test points it
 * at a throwaway PGlite directory before the first getDb call and closes it afterwards. DATABASE_URL is hidden
 * meanwhile, so a route test never seeds or writes a shared server database.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { closeDb, getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { seedDemoStudent } from "@/db/seed";

const ROUTE_ENVIRONMENT = ["DATABASE_URL", "PGLITE_DIR"] as const;

/**
 * Opens the route database for the enclosing describe block. With `now`, the demo student (whom every route
 * serves) is re-seeded as of that instant, so dates in the answers are fixed.
 */
export function useRouteDatabase(options: { now?: Date } = {}): () => Database {
  let db: Database | undefined;
  let directory: string | undefined;
  const saved: Partial<Record<(typeof ROUTE_ENVIRONMENT)[number], string>> = {};

  beforeAll(async () => {
    for (const name of ROUTE_ENVIRONMENT) saved[name] = process.env[name];
    directory = await mkdtemp(path.join(tmpdir(), "planner-route-test-"));
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = directory;
    db = await getDb();
    if (options.now) await seedDemoStudent(db, { now: options.now, reset: true });
  });

  afterAll(async () => {
    await closeDb();
    for (const name of ROUTE_ENVIRONMENT) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  return () => {
    if (!db) throw new Error("the route database is not open yet");
    return db;
  };
}

/** The second argument Next.js hands a dynamic route handler. */
export function routeParams(id: string): { params: Promise<{ id: string }> } {
  return { params: Promise.resolve({ id }) };
}

export function jsonRequest(url: string, body: unknown, method = "POST"): Request {
  return new Request(url, {
    method,
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The error body every failing route answers with. */
export async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}
