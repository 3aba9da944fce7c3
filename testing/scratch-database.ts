/**
 * Throwaway databases for tests and the benchmark: an in-memory PGlite, or a uniquely named database on the
 * Postgres server in `url`, dropped again on close. Free of test-runner imports so the benchmark can use it too.
 *
 * Starting a PGlite from nothing runs initdb, which costs seconds; a test run therefore migrates once into a
 * template (testing/vitest-global-setup.ts) and every scratch database is a copy of it: PGlite loads the template's
 * data directory from a tarball, Postgres copies a template database with CREATE DATABASE ... TEMPLATE. Each open
 * still gets its own copy, so nothing one test writes (rows or schema) reaches another. Without a template (the
 * benchmark, or a test run without the global setup) the database is migrated on open, as before.
 */
import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import postgres from "postgres";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite, openPostgres, type DatabaseHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import * as schema from "@/db/schema";
import { rememberTemplateSchema, releasePglite, takeIdlePglite } from "./pglite-reuse";

type PgliteHandle = Extract<DatabaseHandle, { kind: "pglite" }>;

async function migratedPglite(): Promise<PgliteHandle> {
  const handle = (await openPglite()) as PgliteHandle;
  await migrateDatabase(handle);
  return handle;
}

/** Migrates a fresh in-memory PGlite and writes its data directory, as an uncompressed tarball, to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const handle = await migratedPglite();
  try {
    // A checkpoint first, so a copy starting from the tarball has (almost) no WAL to replay.
    await handle.client.exec("checkpoint");
    // Uncompressed: the tarball is read from a local file, and gunzipping it on every open costs more than it saves.
    const tarball = await handle.client.dumpDataDir("none");
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

// Read once per process; PGlite only reads the blob, so every database opened from it is still its own copy.
const templateBlobs = new Map<string, Promise<Blob>>();

function templateBlob(file: string): Promise<Blob> {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
    templateBlobs.set(file, blob);
  }
  return blob;
}

/**
 * An in-memory PGlite with the schema: a copy of the `template` tarball when given, else migrated here.
 * A copy is handed out again once its user closes it, emptied (pglite-reuse.ts): starting one costs about half a CPU
 * second, which a run's hundred-odd database files paid one after another. One whose schema its user changed is
 * closed instead, so every open still sees the template's schema and no rows.
 */
export async function openMigratedPglite(options: { template?: string } = {}): Promise<DatabaseHandle> {
  if (!options.template) return migratedPglite();
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = takeIdlePglite(options.template) ?? (await startTemplateCopy(options.template));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await releasePglite(options.template!, client);
  };
  return { kind: "pglite", db: drizzle({ client, schema }), client, close };
}

async function startTemplateCopy(template: string): Promise<PGlite> {
  const [{ PGlite }, loadDataDir] = await Promise.all([import("@electric-sql/pglite"), templateBlob(template)]);
  const client = new PGlite({ loadDataDir });
  await client.waitReady;
  await rememberTemplateSchema(template, client);
  return client;
}

function databaseUrl(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

async function withAdmin<T>(url: string, run: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Creates the database `name` on the server in `url` and migrates it, to be copied by `openScratchPostgres`.
 * Its connection is closed before this returns: Postgres refuses to copy a template that has open connections.
 */
export async function createPostgresTemplate(url: string, name: string): Promise<void> {
  await withAdmin(url, (admin) => admin.unsafe(`create database "${name}"`));
  try {
    const handle = await openPostgres(databaseUrl(url, name), { max: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    // Nobody may connect to the template from now on, so no stray session can make a copy fail.
    await withAdmin(url, (admin) => admin.unsafe(`alter database "${name}" allow_connections false`));
  } catch (error) {
    await dropPostgresDatabase(url, name);
    throw error;
  }
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
}

/**
 * A uniquely named database on the server in `url`: a copy of the `template` database when given (one made by
 * `createPostgresTemplate` on the same server), else created empty and migrated here. Dropped on close.
 */
export async function openScratchPostgres(
  url: string,
  options: { prefix: string; max: number; template?: string },
): Promise<DatabaseHandle> {
  const name = `${options.prefix}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdmin(url, (admin) =>
    admin.unsafe(options.template ? `create database "${name}" template "${options.template}"` : `create database "${name}"`),
  );
  const handle = await openPostgres(databaseUrl(url, name), { max: options.max });
  if (!options.template) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      await dropPostgresDatabase(url, name);
      throw error;
    }
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(url, name);
    },
  } as DatabaseHandle;
}
