/**
 * Starting the deploy artefact (`node .next/standalone/server.js`) from a story, as the Dockerfile's image runs it:
 * the static assets copied beside it, a scratch Postgres database it must migrate itself, and a wait on
 * /api/health. Used by standalone.spec.ts (one server) and two-servers.spec.ts (two on one database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { access, cp } from "node:fs/promises";
import path from "node:path";
import { test } from "@playwright/test";
import postgres from "postgres";

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Runs one statement on the server in `url` (create / drop database cannot run in a transaction). */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
}

/** A new empty database on the server in `url` (no schema: the server under test must migrate it). */
export async function createEmptyDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await onServer(url, `create database "${name}"`);
  const named = new URL(url);
  named.pathname = `/${name}`;
  return { name, url: named.toString() };
}

export async function dropDatabase(serverUrl: string, database: ScratchDatabase): Promise<void> {
  await onServer(serverUrl, `drop database if exists "${database.name}" with (force)`);
}

/** The standalone output's directory, with .next/static and public/ copied beside server.js (as the image does). */
export async function prepareStandalone(): Promise<string> {
  const configFile = test.info().config.configFile;
  const root = configFile ? path.dirname(configFile) : process.cwd();
  const standalone = path.join(root, ".next", "standalone");
  if (!(await exists(path.join(standalone, "server.js")))) throw new Error("no .next/standalone/server.js: run `next build` first");
  await cp(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true, force: true });
  if (await exists(path.join(root, "public"))) await cp(path.join(root, "public"), path.join(standalone, "public"), { recursive: true, force: true });
  return standalone;
}

export interface StandaloneServer {
  origin: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after `killAfterMs`; resolves with how long the exit took. */
  stop(killAfterMs?: number): Promise<number>;
}

/**
 * Starts `node server.js` in `standalone` on 127.0.0.1:`port` with the given environment on top of this process's
 * (no API key: the offline model), and waits until /api/health answers 200.
 */
export async function startStandalone(
  standalone: string,
  { port, env, timeoutMs = 120_000 }: { port: number; env: Record<string, string | undefined>; timeoutMs?: number },
): Promise<StandaloneServer> {
  // KEEP_ALIVE_TIMEOUT: as playwright.config.ts's server, idle sockets outlive a story (no ECONNRESET on reuse).
  const environment: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", OPENAI_API_KEY: "", APP_URL: "", KEEP_ALIVE_TIMEOUT: "120000", ...env };
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete environment[name];
  const child = spawn(process.execPath, ["server.js"], { cwd: standalone, env: environment as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const server: StandaloneServer = {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output: () => printed,
    async stop(killAfterMs = 10_000) {
      const started = Date.now();
      if (child.exitCode !== null || child.signalCode !== null) return 0;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      await exited;
      clearTimeout(timer);
      return Date.now() - started;
    },
  };
  try {
    await waitForHealth(server, timeoutMs);
  } catch (error) {
    await server.stop(1_000);
    throw error;
  }
  return server;
}

/** Polls /api/health until it answers 200; fails at once, with the server's output, if the server exits. */
async function waitForHealth(server: StandaloneServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`the standalone server exited with ${server.process.exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.origin}/api/health`);
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${server.origin}/api/health did not answer 200 within ${timeoutMs} ms (last: ${last}):\n${server.output()}`);
}
