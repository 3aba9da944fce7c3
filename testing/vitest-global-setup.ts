/**
 * Runs before the test files of each project that lists it: migrates one PGlite and (when DATABASE_URL is set) one
 * Postgres database into templates, so a test file copies a migrated database instead of creating and migrating
 * its own. Starting PGlite from nothing runs initdb, which costs seconds per database on a small machine.
 * The projects of one run share the templates (built by the first, removed after the last), and the teardown
 * removes them again.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, dropPostgresDatabase, writePgliteTemplate } from "./scratch-database";
import type { DatabaseTemplates } from "./vitest-provided";

interface Shared {
  templates: Promise<DatabaseTemplates>;
  users: number;
  remove(): Promise<void>;
}

// Every project loads this file anew, so what they share lives on the global object of the main process.
const registry = globalThis as typeof globalThis & { __plannerDatabaseTemplates?: Shared };

async function buildTemplates(directory: string, postgresName: string | undefined): Promise<DatabaseTemplates> {
  const pglite = path.join(directory, "pglite-template.tar");
  const url = process.env.DATABASE_URL || undefined;
  await Promise.all([
    writePgliteTemplate(pglite),
    url && postgresName ? createPostgresTemplate(url, postgresName) : undefined,
  ]);
  return { pglite, postgres: url && postgresName ? { url, name: postgresName } : null };
}

function shareTemplates(): Shared {
  const url = process.env.DATABASE_URL || undefined;
  // Unique per run: other runs may be using the same server at the same time.
  const name = url ? `planner_tpl_${process.pid}_${randomBytes(4).toString("hex")}` : undefined;
  const directory = mkdtemp(path.join(tmpdir(), "planner-vitest-"));
  const remove = async () => {
    try {
      if (url && name) await dropPostgresDatabase(url, name);
    } finally {
      await rm(await directory, { recursive: true, force: true });
    }
  };
  const templates = directory.then((dir) => buildTemplates(dir, name));
  return { templates, users: 0, remove };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry.__plannerDatabaseTemplates ??= shareTemplates());
  shared.users += 1;
  const release = async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry.__plannerDatabaseTemplates = undefined;
    await shared.remove();
  };
  try {
    project.provide("databaseTemplates", await shared.templates);
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
