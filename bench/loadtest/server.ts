/**
 * The app under load: `next start` from the existing `next build` output (this script builds nothing), on a free
 * loopback port, with the environment of one database. Its resident memory is read from /proc (VmRSS of the server
 * process and any children it started); memory-probe.mjs, preloaded, reports the heap after a full collection and
 * the event-loop delay when asked.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 10_000;
const PROBE = path.join(import.meta.dirname, "memory-probe.mjs");

/** The environment every server of the load test gets, whatever its database. */
const LOAD_ENVIRONMENT: Record<string, string> = {
  NODE_ENV: "production",
  // The app's limits would refuse a load test from one address; this switch exists for exactly this.
  RATE_LIMITS: "off",
  // No key: turns run on the built-in offline model, with no pause between its chunks.
  OPENAI_API_KEY: "",
  OFFLINE_MODEL_DELAY_MS: "0",
  PLANNER_DEMO: "on",
  REDIS_URL: "",
  APP_URL: "",
  NEXT_TELEMETRY_DISABLED: "1",
};

/** Refuses to go on without a production build: running `next build` here would take minutes and race others. */
export function requireBuild(root: string): void {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("no production build (.next/BUILD_ID is missing): run `npm run build` first, then `npm run loadtest`.");
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8");
    return text.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory in bytes of the process and everything it started (`next start` normally serves in-process). */
async function treeRss(pid: number): Promise<number> {
  let total = await rssOf(pid);
  for (const child of await childrenOf(pid)) total += await treeRss(child);
  return total;
}

/** What memory-probe.mjs writes: the heap after a full collection, and the event-loop delay since its last answer. */
interface ProbeReading {
  heapUsed: number;
  /** Memory outside the JS heap that V8 knows of (PGlite's WebAssembly memory is counted here). */
  external: number;
  loopDelay: { p99: number; max: number };
}

export interface AppServer {
  url: string;
  pid: number;
  /** Where the server's own output went. */
  logFile: string;
  rssBytes(): Promise<number>;
  /** Collects the server's garbage (after which its RSS is lower: read rssBytes first) and reads the probe. */
  probe(): Promise<ProbeReading>;
  stop(): Promise<void>;
}

async function modifiedAt(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function readProbe(pid: number, file: string): Promise<ProbeReading> {
  const before = await modifiedAt(file);
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + PROBE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if ((await modifiedAt(file)) > before) {
      try {
        return JSON.parse(await readFile(file, "utf8")) as ProbeReading;
      } catch {
        // caught mid-write: read again
      }
    }
  }
  throw new Error(`the server's memory probe did not answer within ${PROBE_TIMEOUT_MS / 1000} s`);
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode} before it answered; see ${logFile}`);
    try {
      // The health check opens the database: on first use the app migrates and seeds it.
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(15_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer GET /api/health within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts `next start` on 127.0.0.1 with the database environment given; resolves once /api/health answers 200. */
export async function startAppServer(options: { root: string; environment: Record<string, string>; logFile: string }): Promise<AppServer> {
  const port = await freePort();
  const probeFile = `${options.logFile}.probe.json`;
  const nodeOptions = [process.env.NODE_OPTIONS, "--expose-gc", `--import=${pathToFileURL(PROBE).href}`].filter(Boolean).join(" ");
  const url = `http://127.0.0.1:${port}`;
  const nextBin = path.join(options.root, "node_modules", "next", "dist", "bin", "next");
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [nextBin, "start", "--hostname", "127.0.0.1", "--port", String(port)], {
    cwd: options.root,
    env: { ...process.env, ...LOAD_ENVIRONMENT, ...options.environment, NODE_OPTIONS: nodeOptions, LOADTEST_PROBE_FILE: probeFile },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not start next start");
  try {
    await waitUntilReady(url, child, options.logFile);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid,
    logFile: options.logFile,
    rssBytes: () => treeRss(pid),
    probe: () => readProbe(pid, probeFile),
    stop: async () => {
      await stopChild(child);
      log.end();
    },
  };
}
