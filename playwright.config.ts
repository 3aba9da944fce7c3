import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { storyClockEnv } from "./e2e/clock";

/**
 * End-to-end stories against the production build (`next build && next start`) on a fresh PGlite database and the
 * built-in offline model. Debian's Chromium is used because Playwright's own browser download is not reachable.
 */
const port = Number(process.env.E2E_PORT ?? 3456);
const pacedPort = port + 1;
const DEPLOY_STORIES = ["**/standalone.spec.ts", "**/two-servers.spec.ts", "**/restart.spec.ts"];
// The stories that act while a turn is still streaming (stop it, reload mid-turn) run on a second server whose
// built-in model paces its parts like a remote model; the rest run on one that streams almost at once, so a story
// does not wait out a pace it never looks at.
const PACED_STORIES = ["**/stop-and-double-confirm.spec.ts", "**/resume.spec.ts"];
// Debian's chromium-headless-shell (Chromium's old headless mode, the browser Playwright itself runs headless stories
// on) drives every story but the push one: the full browser's new headless mode kept its browser process busy for
// nothing a story checks (the 40 stories of the main project: 525 CPU-s with /usr/bin/chromium, its browser processes
// 180 of them; 366 with the shell, 47; 2026-12-07). The shell has no Push API, so the push story runs on the full one.
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const STORY_BROWSER = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
const FULL_BROWSER_STORIES = ["**/push.spec.ts"];
const BROWSER_LAUNCH = {
  // --lang: native date and time inputs take their format from the browser UI language, not from `locale`.
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--lang=zh-CN"],
};
const STORY_PACE_MS = process.env.OFFLINE_MODEL_DELAY_MS ?? "10";
const PACED_MS = "200";
const dataDir = process.env.E2E_PGLITE_DIR ?? `.data/e2e-${Date.now()}`;

/** `next start` of the build under test, on its own PGlite directory, at the stories' moment. */
function storyServer(listen: number, { dataDir, pace }: { dataDir: string; pace: string }) {
  return {
    // Playwright's request context keeps idle sockets open with no timeout of its own; at Node's 5 s default the
    // server could close one just as a story reused it (read ECONNRESET). Longer than any story, so it never races.
    command: `npx next start -p ${listen} --keepAliveTimeout 120000`,
    url: `http://127.0.0.1:${listen}/api/model`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      // The server's system clock starts at the stories' moment (a Saturday evening in Shanghai unless E2E_NOW says
      // otherwise): the stories never depend on the day they run. The deploy stories (standalone, two servers,
      // restart) start their own servers on the real clock: they share a Postgres whose now() is the real one.
      ...storyClockEnv(),
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
      // Rate limits and turn streams stay in this run's own PGlite and process: with CI's REDIS_URL, the sign-ups of
      // an earlier run within the hour (all from 127.0.0.1) would still count against this one.
      REDIS_URL: "",
      // The stories sign up more students from 127.0.0.1 than the 5-an-hour sign-up limit allows; the limits are
      // tested against real stores in vitest (server/limits, app/api/security.*, app/api/chat/limits.test.ts).
      RATE_LIMITS: "off",
      OPENAI_API_KEY: "",
      OFFLINE_MODEL_DELAY_MS: pace,
      // As `npm start` and the image run it: SIGTERM drains the running turns (server/platform/shutdown.ts).
      NEXT_MANUAL_SIG_HANDLE: "true",
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  // Every story is its own student (a fresh browser context is a new guest; a sign-up takes a unique username), so
  // stories run side by side whatever file they are in. Four workers on two cores: with two the cores idled while
  // stories waited on the server and the stream; with four they are busy (97 % of both, /proc/stat, 2026-12-07), and
  // six took longer than four. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    // Locally a trace is recorded for every story and kept for a failing one: its DOM snapshots show the page at each
    // step. Its screencast (screenshots: true, Playwright's default) encoded frames all story long in the browser and
    // GPU processes for traces almost always thrown away (600 of the stories' CPU seconds became 390 without it), so
    // it stays off. CI records none: a clean clone's run keeps only its log, where a failing story's error, call log
    // and page snapshot (error-context) are printed, so its traces were written for nobody (7 % of the stories' CPU).
    trace: process.env.CI === "true" ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: { ...BROWSER_LAUNCH, executablePath: STORY_BROWSER },
  },
  projects: [
    // The deploy stories start servers of their own from the one standalone output and share a Postgres: one at a time,
    // beside the other stories (none of their checks races the load: two-servers resumes its turn by the route, not a
    // page load, which took longer than the turn beside four story workers).
    { name: "deploy", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: DEPLOY_STORIES, workers: 1, fullyParallel: false },
    {
      name: "paced",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${pacedPort}` },
      testMatch: PACED_STORIES,
    },
    {
      name: "full-chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: { ...BROWSER_LAUNCH, executablePath: FULL_CHROMIUM } },
      testMatch: FULL_BROWSER_STORIES,
    },
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: [...DEPLOY_STORIES, ...PACED_STORIES, ...FULL_BROWSER_STORIES] },
  ],
  webServer: [storyServer(port, { dataDir, pace: STORY_PACE_MS }), storyServer(pacedPort, { dataDir: `${dataDir}-paced`, pace: PACED_MS })],
});
