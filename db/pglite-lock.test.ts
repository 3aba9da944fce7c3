import { execFile, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { acquirePgliteLock, lockPathOf } from "./pglite-lock";

const run = promisify(execFile);
/**
 * A fresh PGlite directory runs initdb in WebAssembly: ~5 s idle, over 70 s when the two cores run a load of 18 (a
 * whole suite beside other jobs). A bound, not a speed target, so it is set for the loaded machine.
 */
const FRESH_DIRECTORY_MS = 180_000;

describe("the PGlite directory lock", () => {
  let directory: string;
  beforeEach(async () => {
    directory = path.join(await mkdtemp(path.join(tmpdir(), "planner-lock-")), "pglite");
  });
  afterEach(async () => {
    await rm(path.dirname(directory), { recursive: true, force: true });
  });

  it("makes a second process on the same directory stop at once, naming the holder and what to do", async () => {
    // This process holds the directory as a running server would (openPglite takes exactly this lock first).
    const release = acquirePgliteLock(directory);
    try {
      const script = `import("./db/client.ts").then((m) => m.openPglite(${JSON.stringify(directory)})).then(() => { console.log("opened"); process.exit(0); }, (error) => { console.error(error.message); process.exit(3); });`;
      const outcome = await run(process.execPath, ["--import", "tsx", "-e", script], { cwd: process.cwd() }).catch((error: { code: number; stderr: string; stdout: string }) => error);
      expect("code" in outcome ? outcome.code : 0).toBe(3);
      expect(outcome.stdout).not.toContain("opened");
      expect(outcome.stderr).toContain(`正被另一个进程使用（进程 ${process.pid}，主机 ${hostname()}`);
      expect(outcome.stderr).toContain("DATABASE_URL");
    } finally {
      release();
    }
  }, FRESH_DIRECTORY_MS);

  it("is let go on close, so the directory opens again", async () => {
    const first = await openPglite(directory);
    expect(existsSync(lockPathOf(directory))).toBe(true);
    await first.close();
    expect(existsSync(lockPathOf(directory))).toBe(false);
    const second = await openPglite(directory);
    await second.close();
  }, FRESH_DIRECTORY_MS);

  it("takes over a lock whose process is gone (a killed server), but not one whose process lives", () => {
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(lockPathOf(directory), JSON.stringify({ pid: gone, host: hostname(), startedAt: "2026-11-30T00:00:00Z" }));
    const release = acquirePgliteLock(directory);
    expect(() => acquirePgliteLock(directory)).toThrow(`进程 ${process.pid}`);
    release();
    expect(existsSync(lockPathOf(directory))).toBe(false);
  });
});
