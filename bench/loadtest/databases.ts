/**
 * The two databases the app is loaded on, each fresh for the run: a PGlite directory under the system's temporary
 * folder, and a scratch database on the Postgres server named by DATABASE_URL (by default the local one), created
 * empty and dropped afterwards. Either way the app migrates and seeds it itself on its first request, as in
 * production.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { dropPostgresDatabase } from "@/testing/scratch-database";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface LoadDatabase {
  name: "PGlite" | "Postgres";
  /** What the server's environment says about its database. */
  environment: Record<string, string>;
  dispose(): Promise<void>;
}

export async function freshPglite(): Promise<LoadDatabase> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "planner-loadtest-pglite-"));
  return {
    name: "PGlite",
    environment: { DATABASE_URL: "", PGLITE_DIR: directory },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}

/** Only the database name of the URL changes; the server, user and options stay. */
function withDatabase(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

export async function freshPostgres(serverUrl: string): Promise<LoadDatabase> {
  const name = `planner_loadtest_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    throw new Error(`cannot create a scratch database on ${new URL(serverUrl).host}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    name: "Postgres",
    environment: { DATABASE_URL: withDatabase(serverUrl, name) },
    dispose: () => dropPostgresDatabase(serverUrl, name),
  };
}
