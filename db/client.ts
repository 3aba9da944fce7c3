/**
 * The one way the app reaches its database. Without DATABASE_URL it runs on an embedded PGlite stored on disk, so
 * `npm run dev` needs no server; with it, postgres.js talks to a real Postgres. Both are wrapped by drizzle into the
 * same `Database` type. Opening is explicit; the process-wide, migrated and seeded database is db/bootstrap.ts.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import { env, type Env } from "@/lib/env";
import { acquirePgliteLock } from "./pglite-lock";
import * as schema from "./schema";

type Schema = typeof schema;

/** A drizzle database over either driver; `transaction` works the same on both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { kind: "pglite"; db: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: PostgresJsDatabase<Schema>; client: Sql; url: string; close(): Promise<void> };

/**
 * Opens PGlite on `dataDir`, or in memory when no directory is given. A directory is this process's alone while it
 * is open (db/pglite-lock.ts); a second process refuses to start instead of silently losing writes.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (!dataDir) {
    const client = new PGlite();
    await client.waitReady;
    return { kind: "pglite", db: drizzle({ client, schema }), client, close: () => client.close() };
  }
  await mkdir(dataDir, { recursive: true });
  const release = acquirePgliteLock(dataDir);
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { kind: "pglite", db: drizzle({ client, schema }), client, close };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  // Notices ("relation already exists, skipping") from migrations are noise, not problems.
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  return { kind: "postgres", db: drizzle({ client, schema }), client, url, close: () => client.end({ timeout: 5 }) };
}

function defaultPgliteDir(): string {
  return path.join(process.cwd(), ".data", "pglite");
}

const VERCEL_NEEDS_DATABASE_URL =
  "在 Vercel 上运行时必须设置 DATABASE_URL：Vercel 的文件系统是只读且临时的，无法使用内置的 PGlite 数据库；" +
  "请把 DATABASE_URL 设为托管的 PostgreSQL（如 Neon、Supabase、Vercel Postgres）的连接串。 " +
  "DATABASE_URL is required on Vercel: its file system is read-only and ephemeral, so the embedded PGlite database " +
  "cannot be used there; set DATABASE_URL to a managed PostgreSQL (Neon, Supabase, Vercel Postgres...).";

/** Opens the database the environment names, without migrating it. On Vercel only a Postgres server will do. */
export async function openFromEnvironment(environment: Pick<Env, "DATABASE_URL" | "PGLITE_DIR" | "VERCEL"> = env()) {
  if (environment.DATABASE_URL) return openPostgres(environment.DATABASE_URL);
  if (environment.VERCEL) throw new Error(VERCEL_NEEDS_DATABASE_URL);
  return openPglite(environment.PGLITE_DIR ?? defaultPgliteDir());
}
