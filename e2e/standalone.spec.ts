/**
 * The deploy artefact itself: `next build` writes .next/standalone (server.js with the traced node_modules), which
 * the Dockerfile copies into its image. This story starts that server as the image does — `node server.js` from
 * its own directory, on an empty database it must migrate with the SQL files traced into it — and checks that it
 * answers /api/health, serves the app's HTML and assets, and sends the security headers.
 *
 * With DATABASE_URL (CI), the server gets a new empty database on that Postgres server, dropped afterwards;
 * without it, PGlite in a temporary directory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { access, cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";

const PORT = Number(process.env.STANDALONE_PORT ?? 3470);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy", "strict-transport-security"];

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** A new empty database on the server in `url` (no schema: the standalone server must migrate it). */
async function createEmptyDatabase(url: string): Promise<{ name: string; url: string }> {
  const name = `planner_standalone_${Date.now()}_${process.pid}`;
  await onServer(url, `create database "${name}"`);
  const named = new URL(url);
  named.pathname = `/${name}`;
  return { name, url: named.toString() };
}

/** Polls /api/health until it answers 200; fails at once, with the server's output, if the server exits. */
async function waitForHealth(server: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the standalone server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${ORIGIN}/api/health`);
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs} ms (last: ${last}):\n${output()}`);
}

test.describe("the standalone server (node .next/standalone/server.js)", () => {
  let server: ChildProcess | undefined;
  let output = "";
  let pgliteDir: string | undefined;
  let database: { name: string; url: string } | undefined;

  test.beforeAll(async () => {
    // Starting includes migrating and seeding the empty database.
    test.setTimeout(180_000);
    const configFile = test.info().config.configFile;
    const root = configFile ? path.dirname(configFile) : process.cwd();
    const standalone = path.join(root, ".next", "standalone");
    if (!(await exists(path.join(standalone, "server.js")))) throw new Error("no .next/standalone/server.js: run `next build` first");
    // The standalone output leaves the static assets out; a deployment (the Dockerfile) copies them beside it.
    await cp(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true, force: true });
    if (await exists(path.join(root, "public"))) await cp(path.join(root, "public"), path.join(standalone, "public"), { recursive: true, force: true });

    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) database = await createEmptyDatabase(serverUrl);
    else pgliteDir = await mkdtemp(path.join(tmpdir(), "planner-standalone-"));

    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: database?.url ?? "",
      PGLITE_DIR: pgliteDir,
      OPENAI_API_KEY: "",
      APP_URL: "",
    };
    if (!pgliteDir) delete environment.PGLITE_DIR;
    server = spawn(process.execPath, ["server.js"], {
      cwd: standalone,
      env: environment,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(server, () => output, 120_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (database && process.env.DATABASE_URL) await onServer(process.env.DATABASE_URL, `drop database if exists "${database.name}" with (force)`);
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  });

  test("answers /api/health with the database up, not cached", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: "up" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("serves the app's HTML and assets with the security headers and no X-Powered-By, within its CSP", async ({ page }) => {
    const violations: string[] = [];
    const assets: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Every asset the page loads from .next/static, with its status ("failed" when it never answered).
    const isAsset = (url: string) => new URL(url).pathname.startsWith("/_next/static/");
    page.on("response", (response) => {
      if (isAsset(response.url())) assets.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on("requestfailed", (request) => {
      if (isAsset(request.url())) assets.push(`failed ${new URL(request.url()).pathname}`);
    });

    // A first visit may be sent on (to a guest session or the sign-in page): follow it wherever it ends.
    const response = await page.goto(`${ORIGIN}/`, { waitUntil: "load" });
    expect(response, "the page answered").not.toBeNull();
    expect(response!.status()).toBeLessThan(400);
    const headers = response!.headers();
    expect(headers["content-type"]).toContain("text/html");
    for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");

    // The copied static assets load, and nothing the page runs or fetches breaks its CSP.
    await page.waitForLoadState("networkidle");
    expect(assets.some((asset) => /^200 \/_next\/static\/.*\.js$/.test(asset)), assets.join("\n")).toBe(true);
    expect(assets.filter((asset) => !asset.startsWith("200 ")), "assets that did not load").toEqual([]);
    expect(violations).toEqual([]);
  });

  test("sends the same headers on API answers, and no X-Powered-By there either", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/api/model`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});
