/**
 * PGlite keeps its data in a directory that only one process may have open: a second process on the same
 * directory (a second `npm run dev`, `npm run db:seed` next to a running server) would each see only its own
 * writes and lose the other's. So whoever opens the directory first holds `<dir>.lock` (pid, host, start time) until
 * it closes; anyone else stops at once with a message naming the holder. A lock whose process is gone (same host,
 * no such pid) is stale and taken over.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Another live process holds the directory: a server that meets this must not start (server/platform/startup.ts). */
export class PgliteLockHeldError extends Error {
  readonly name = "PgliteLockHeldError";
  constructor(
    message: string,
    readonly holder: { pid: number; host: string; startedAt: string },
  ) {
    super(message);
  }

  static isInstance(error: unknown): error is PgliteLockHeldError {
    return error instanceof Error && error.name === "PgliteLockHeldError" && "holder" in error;
  }
}

export function lockPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string" ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function heldMessage(dataDir: string, owner: LockOwner): string {
  return (
    `PGlite 数据目录 ${dataDir} 正被另一个进程使用（进程 ${owner.pid}，主机 ${owner.host}，${owner.startedAt} 起）。` +
    `PGlite 只能由一个进程打开：请先停止那个进程（例如另一个 npm run dev），或设置 DATABASE_URL 改用 PostgreSQL。` +
    ` The PGlite directory ${dataDir} is held by process ${owner.pid} on ${owner.host}; stop it or set DATABASE_URL.`
  );
}

/** Takes the directory's lock or throws naming its holder; returns the release function. */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = lockPathOf(dataDir);
  const mine: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify(mine), { flag: "wx" });
      const release = () => {
        if (readOwner(lockPath)?.pid === mine.pid) rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      // A process that exits without closing (Ctrl-C on the dev server) leaves no lock behind.
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    const stale = !owner || (owner.host === mine.host && !isAlive(owner.pid));
    if (!stale) throw new PgliteLockHeldError(heldMessage(dataDir, owner), owner);
    rmSync(lockPath, { force: true });
  }
  throw new Error(`无法获取 PGlite 数据目录 ${dataDir} 的锁，请重试。`);
}
