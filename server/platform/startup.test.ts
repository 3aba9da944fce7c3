import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquirePgliteLock } from "@/db/pglite-lock";
import { BAD_ENVIRONMENT_EXIT_CODE, PGLITE_HELD_EXIT_CODE } from "./startup";

const run = promisify(execFile);
/**
 * A child that loads tsx and starts on a fresh PGlite directory (initdb in WebAssembly): ~10 s idle, past 50 s at a
 * load of 18 on the two cores. A bound against a hung child, not a speed target, so it is set for the loaded machine.
 */
const CHILD_MS = 170_000;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs what instrumentation.ts runs when a server starts, in a child process on `directory`; "serving" once it returns. */
async function startInChild(directory: string, extra: Record<string, string> = {}): Promise<Outcome> {
  const script = `import("./server/platform/startup.ts").then((m) => m.startServer({})).then(() => { console.log("serving"); process.exit(0); }, (error) => { console.error("threw", error); process.exit(9); });`;
  const environment: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: directory, RATE_LIMITS: "off", ...extra };
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  delete environment.VERCEL;
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "-e", script], { cwd: process.cwd(), env: environment, timeout: CHILD_MS });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("a server's start on a PGlite directory", () => {
  let directory: string;
  beforeEach(async () => {
    directory = path.join(await mkdtemp(path.join(tmpdir(), "planner-start-")), "pglite");
  });
  afterEach(async () => {
    await rm(path.dirname(directory), { recursive: true, force: true });
  });

  it("exits non-zero with the reason, before it serves, when another live process holds the directory", async () => {
    // This process holds the directory as the first `next start` would.
    const release = acquirePgliteLock(directory);
    try {
      const outcome = await startInChild(directory);
      expect(outcome.code).toBe(PGLITE_HELD_EXIT_CODE);
      expect(outcome.stdout).not.toContain("serving");
      expect(outcome.stderr).toContain("无法启动：PGlite 数据目录");
      expect(outcome.stderr).toContain(`正被另一个进程使用（进程 ${process.pid}，主机 ${hostname()}`);
      expect(outcome.stderr).toContain("DATABASE_URL");
    } finally {
      release();
    }
  }, CHILD_MS + 10_000);

  it("starts on a directory nobody holds", async () => {
    // The child exits itself once started: its purge timer and open database would keep it running.
    const outcome = await startInChild(directory);
    expect(outcome.stderr).not.toContain("无法启动");
    expect(outcome.stdout).toContain("serving");
    expect(outcome.code).toBe(0);
  }, CHILD_MS + 10_000);
});

describe("a server's start with a malformed environment", () => {
  it("names every bad variable in Chinese and English and exits before it opens the database or serves", async () => {
    const directory = path.join(await mkdtemp(path.join(tmpdir(), "planner-env-")), "pglite");
    try {
      const outcome = await startInChild(directory, { RATE_LIMITS: "sometimes", TRUST_PROXY: "yes" });
      expect(outcome.code).toBe(BAD_ENVIRONMENT_EXIT_CODE);
      expect(outcome.stdout).not.toContain("serving");
      expect(outcome.stderr).toContain("无法启动：环境变量无效 / Invalid configuration");
      expect(outcome.stderr).toContain("RATE_LIMITS 只能是 on 或 off");
      expect(outcome.stderr).toContain("TRUST_PROXY 应为");
      await expect(stat(directory)).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(path.dirname(directory), { recursive: true, force: true });
    }
  }, CHILD_MS + 10_000);
});
