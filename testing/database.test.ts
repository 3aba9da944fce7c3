import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { POSTGRES_PARITY, runsOnPostgres, testDatabases } from "./database";

const ROOT = path.join(import.meta.dirname, "..");
const savedUrl = process.env.DATABASE_URL;

afterEach(() => {
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("which test files also run on Postgres", () => {
  it("lists files that exist and open their databases through testDatabases()", () => {
    // A moved or renamed file would otherwise drop to PGlite only, in silence.
    const wrong = POSTGRES_PARITY.files.filter((file) => !existsSync(path.join(ROOT, file)) || !readFileSync(path.join(ROOT, file), "utf8").includes("testDatabases()"));
    expect(wrong).toEqual([]);
  });

  it("takes the data layer and the listed racing writes, and nothing else unless TEST_POSTGRES=all", () => {
    expect(runsOnPostgres(path.join(ROOT, "db/queries/tasks.test.ts"), false)).toBe(true);
    expect(runsOnPostgres(path.join(ROOT, "app/api/blocks/[id]/checkin/route.test.ts"), false)).toBe(true);
    expect(runsOnPostgres(path.join(ROOT, "server/schedule/week-view.test.ts"), false)).toBe(false);
    expect(runsOnPostgres(path.join(ROOT, "server/schedule/week-view.test.ts"), true)).toBe(true);
    expect(runsOnPostgres(undefined, false)).toBe(false);
  });

  it("gives this file (not listed) PGlite only, though DATABASE_URL names a server", () => {
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
    const everywhere = process.env.TEST_POSTGRES === "all";
    expect(testDatabases().map((factory) => factory.name)).toEqual(everywhere ? ["pglite", "postgres"] : ["pglite"]);
  });
});
