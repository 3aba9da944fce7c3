import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "./bootstrap";
import { parseEnv } from "@/lib/env";
import { openFromEnvironment } from "./client";
import { users } from "./schema";

/**
 * A fresh PGlite directory runs initdb in WebAssembly: seconds idle, past 60 s when the two cores run a load of 18 (a
 * whole suite beside other jobs). A bound against a hang, not a speed target (as in pglite-lock.test.ts).
 */
const FRESH_DIRECTORY_MS = 180_000;

describe("openFromEnvironment", () => {
  it("refuses to start on Vercel without DATABASE_URL, in Chinese and English, before touching the file system", async () => {
    const directory = path.join(tmpdir(), `planner-vercel-${process.pid}-never-created`);
    for (const environment of [parseEnv({ VERCEL: "1" }), parseEnv({ VERCEL: "1", DATABASE_URL: "", PGLITE_DIR: directory })]) {
      const opening = openFromEnvironment(environment);
      await expect(opening).rejects.toThrow(/Vercel.*DATABASE_URL.*PGlite.*PostgreSQL/s);
      await expect(opening).rejects.toThrow(/只读且临时/);
      await expect(opening).rejects.toThrow(/read-only and ephemeral/);
    }
    await expect(stat(directory)).rejects.toThrow(/ENOENT/);
  });

  it("opens PGlite when VERCEL is empty (not on Vercel)", async () => {
    const handle = await openFromEnvironment(parseEnv({ VERCEL: "", PGLITE_DIR: await pgliteDirectory() }));
    expect(handle.kind).toBe("pglite");
    await handle.close();
  }, FRESH_DIRECTORY_MS);
});

// One data directory for the file: a new one runs initdb (seconds of WebAssembly); opening it again does not.
let directory: string | undefined;
async function pgliteDirectory(): Promise<string> {
  directory ??= await mkdtemp(path.join(tmpdir(), "planner-pglite-"));
  return directory;
}

describe("getDb", () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = saved.DATABASE_URL;
    process.env.PGLITE_DIR = saved.PGLITE_DIR;
    if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    if (saved.PGLITE_DIR === undefined) delete process.env.PGLITE_DIR;
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("opens one migrated PGlite on disk per process, with no students yet (each visitor gets a guest)", async () => {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = await pgliteDirectory();

    const [first, second] = await Promise.all([getDb(), getDb()]);

    expect(second).toBe(first);
    expect(await getDb()).toBe(first);
    expect(await first.select().from(users)).toEqual([]);
  }, FRESH_DIRECTORY_MS);
});
