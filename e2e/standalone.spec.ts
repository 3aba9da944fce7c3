/**
 * The deploy artefact itself: `next build` writes .next/standalone (server.js with the traced node_modules), which
 * the Dockerfile copies into its image. This story starts that server as the image does — `node server.js` from
 * its own directory, on an empty database it must migrate with the SQL files traced into it — and checks that it
 * answers /api/health, serves the app's HTML and assets, and sends the security headers.
 *
 * With DATABASE_URL (CI), the server gets a new empty database on that Postgres server, dropped afterwards;
 * without it, PGlite in a temporary directory.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createEmptyDatabase, dropDatabase, prepareStandalone, startStandalone, type ScratchDatabase, type StandaloneServer } from "./servers";

const PORT = Number(process.env.STANDALONE_PORT ?? 3470);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy", "strict-transport-security"];

test.describe("the standalone server (node .next/standalone/server.js)", () => {
  // One worker, in order: the tests share the servers beforeAll starts, whatever the config says about parallel files.
  test.describe.configure({ mode: "default" });
  let server: StandaloneServer | undefined;
  let pgliteDir: string | undefined;
  let database: ScratchDatabase | undefined;

  test.beforeAll(async () => {
    // Starting includes migrating and seeding the empty database.
    test.setTimeout(180_000);
    const standalone = await prepareStandalone();
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) database = await createEmptyDatabase(serverUrl, "planner_standalone");
    else pgliteDir = await mkdtemp(path.join(tmpdir(), "planner-standalone-"));
    server = await startStandalone(standalone, { port: PORT, env: { DATABASE_URL: database?.url ?? "", PGLITE_DIR: pgliteDir } });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (database && process.env.DATABASE_URL) await dropDatabase(process.env.DATABASE_URL, database);
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
