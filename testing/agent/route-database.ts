/**
 * Route handlers reach the process-wide database (getDb, configured from the environment). A route test makes it an
 * in-memory PGlite copied from the migrated template (or, given the postgres factory of testDatabases(), a scratch
 * database on the DATABASE_URL server) before the first getDb call and closes it afterwards. The configured DATABASE_URL is hidden
 * meanwhile, so a route test never seeds or writes a shared server database.
 *
 * Routes serve only the student a session cookie names, so the describe block also gets a student of its own (the
 * demo data, as of `now`) with a session: jsonRequest and studentRequest carry its cookie, and actAs switches it.
 */
import { afterAll, beforeAll } from "vitest";
import { adoptDb, closeDb, getDb } from "@/db/bootstrap";
import type { Database, DatabaseHandle } from "@/db/client";
import { createSession } from "@/db/queries/sessions";
import { seedDemoStudent } from "@/db/seed";
import { openTestPglite, type TestDatabaseFactory } from "@/testing/database";

const ROUTE_ENVIRONMENT = ["DATABASE_URL", "PGLITE_DIR", "RATE_LIMITS", "REDIS_URL"] as const;

/** The session cookie requests carry by default: the current describe block's student. */
let activeCookie: string | null = null;
let activeStudentId: number | null = null;

/** Signs `userId` in for the requests that follow (a new session); returns its cookie header value. */
export async function actAs(userId: number, now: Date = new Date()): Promise<string> {
  const { token } = await createSession(await getDb(), userId, now);
  activeCookie = `planner_session=${token}`;
  activeStudentId = userId;
  return activeCookie;
}

/** The student the requests act as (see actAs). */
export function routeStudentId(): number {
  if (activeStudentId === null) throw new Error("no route student yet: call useRouteDatabase in the describe block");
  return activeStudentId;
}

/**
 * Opens the route database for the enclosing describe block, with a student (the demo data as of `now`, default
 * the real clock) signed in for the requests the helpers below build. Rate limits are off unless `limits` is set:
 * a route test sends more requests a minute than a student could, and the limits have their own tests (the Redis
 * store in server/limits/limiter.test.ts).
 */
export function useRouteDatabase(options: { now?: Date; limits?: boolean; factory?: TestDatabaseFactory } = {}): () => Database {
  let db: Database | undefined;
  let scratch: DatabaseHandle | undefined;
  const saved: Partial<Record<(typeof ROUTE_ENVIRONMENT)[number], string>> = {};

  beforeAll(async () => {
    for (const name of ROUTE_ENVIRONMENT) saved[name] = process.env[name];
    delete process.env.DATABASE_URL;
    delete process.env.PGLITE_DIR;
    if (options.factory?.name === "postgres") {
      // A copy of the migrated template, dropped afterwards; the routes open their own pool on it.
      scratch = await options.factory.open();
      if (scratch.kind !== "postgres") throw new Error("the postgres factory opened no Postgres database");
      process.env.DATABASE_URL = scratch.url;
    } else {
      // An in-memory copy of the migrated template (db/client.test.ts opens a PGLITE_DIR directory the way a server
      // does); a fresh directory per file would run initdb and every migration again.
      adoptDb(await openTestPglite());
    }
    if (options.limits) {
      delete process.env.RATE_LIMITS;
      // Counted in this test's own database: Redis counts would outlive it and meet the next file's student ids.
      delete process.env.REDIS_URL;
    } else process.env.RATE_LIMITS = "off";
    db = await getDb();
    const now = options.now ?? new Date();
    const { userId } = await seedDemoStudent(db, { now, reset: true });
    // The session starts at the real clock: it must still be valid when routes check it against new Date().
    await actAs(userId);
  });

  afterAll(async () => {
    activeCookie = null;
    activeStudentId = null;
    await closeDb();
    await scratch?.close();
    for (const name of ROUTE_ENVIRONMENT) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  return () => {
    if (!db) throw new Error("the route database is not open yet");
    return db;
  };
}

/** A request as the route student's browser sends it: their session cookie unless the test gives its own. */
export function studentRequest(url: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (!headers.has("cookie") && activeCookie) headers.set("cookie", activeCookie);
  return new Request(url, { ...init, headers });
}

/** The second argument Next.js hands a dynamic route handler. */
export function routeParams(id: string): { params: Promise<{ id: string }> } {
  return { params: Promise.resolve({ id }) };
}

/** A JSON request from the route student's browser; pass `cookie: null` for a browser with no session. */
export function jsonRequest(url: string, body: unknown, method = "POST", cookie: string | null | undefined = undefined): Request {
  return studentRequest(url, {
    method,
    headers: { "content-type": "application/json", ...(cookie !== undefined ? { cookie: cookie ?? "" } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The error body every failing route answers with. */
export async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}
