/**
 * Issue 16's first screen: `/` is rendered on the server with the student's timeline and current week, so the first
 * paint is the real screen (checked with JavaScript off, and with every API request held), and it is usable fast. Measured in the page from navigation start (performance.now()): when the
 * composer is on screen and hydrated (React has attached to it: typing works), and when the week grid shows its
 * blocks. Also the JavaScript `/` loads (compressed, as sent, and unpacked), against a budget.
 */
import { cpus, loadavg } from "node:os";
// The page keeps the browser's real clock: a fake one replaces performance.now() and the resource timings these
// measurements read. What it renders comes from the server, whose clock is the stories' fixed moment.
import { expect, test, type Page } from "@playwright/test";
import { attachScreenshot, isHydrated, javascriptLoaded, withApiHeld } from "./first-paint";
import { openNewConversation, say, waitForTurnEnd } from "./helpers";

/** Composer usable and week grid filled, from navigation start; the median of these runs is held to the target. */
const TARGET_MS = 1500;
const RUNS = 3;
/**
 * Above this load average per core the machine, not the page, sets the time (hydration waits for a core): the
 * figures are still reported, with a note, but not held to the target. CI on its own runs well below it.
 */
const BUSY_LOAD_PER_CORE = 2;
/**
 * JavaScript for `/`, compressed as sent: 284 KB when the budget was set, 309 KB before check-ins, 321 KB with the 今天
 * view, the daily check-in card, the due-soon notice and the stale-card state (README, Performance). Raised by 20 KB for
 * those; loading 今天 only when it is opened is the next saving.
 */
const JS_BUDGET_KB = 340;

interface FirstScreen {
  composerPainted?: number;
  composerUsable?: number;
  gridFilled?: number;
}

/** Checks every frame from the document's start what is on screen. */
function watchFirstScreen() {
  const marks: FirstScreen = {};
  (window as unknown as { firstScreen: FirstScreen }).firstScreen = marks;
  const check = () => {
    const now = performance.now();
    const composer = document.querySelector("[data-testid='composer']");
    if (composer && marks.composerPainted === undefined) marks.composerPainted = now;
    if (composer && marks.composerUsable === undefined && Object.keys(composer).some((key) => key.startsWith("__reactProps"))) marks.composerUsable = now;
    if (document.querySelector("[data-testid='week-block']") && marks.gridFilled === undefined) marks.gridFilled = now;
    if (marks.composerUsable === undefined || marks.gridFilled === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function measure(page: Page): Promise<Required<FirstScreen> & { ready: number }> {
  await page.goto(page.url());
  await expect(page.getByTestId("week-block").first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen.composerUsable)).toBeDefined();
  const marks = await page.evaluate(() => (window as unknown as { firstScreen: Required<FirstScreen> }).firstScreen);
  return { ...marks, ready: Math.max(marks.composerUsable, marks.gridFilled) };
}

test("the first screen comes from the server and is usable within 1.5 s; the JavaScript for / stays within its budget", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await openNewConversation(page);
  // A question about today: its answer marks periods of the week the server renders, whatever the weekday ("第3天" is
  // next week's Monday on a weekend, and the grid would rightly fetch that week to mark it).
  await say(page, "今天有什么课");
  await waitForTurnEnd(page);
  const timelineBefore = await page.getByTestId("timeline").locator("[data-kind]").count();
  const blocksBefore = await page.getByTestId("week-block").count();
  const titleBefore = await page.getByTestId("week-title").textContent();
  expect(blocksBefore).toBeGreaterThan(0);

  // The server's HTML alone (no JavaScript at all) is the real screen: the timeline, the composer, the header's week
  // and the week grid with every block the live page shows.
  const serverOnly = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  const htmlPage = await serverOnly.newPage();
  await htmlPage.goto(page.url());
  await expect(htmlPage.getByTestId("composer")).toBeVisible();
  await expect(htmlPage.getByTestId("timeline").locator("[data-kind]")).toHaveCount(timelineBefore);
  await expect(htmlPage.getByTestId("student")).toContainText("周");
  await expect(htmlPage.getByTestId("week-title")).toHaveText(titleBefore ?? "");
  await expect(htmlPage.getByTestId("week-block")).toHaveCount(blocksBefore);
  await expect(htmlPage.getByText("正在加载课程表…")).toHaveCount(0);
  for (const [name, size] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
    await htmlPage.setViewportSize(size);
    await attachScreenshot(htmlPage, testInfo, `first-paint-${name}`);
  }
  await serverOnly.close();

  // With JavaScript, while no request of the page's own could finish (the API held until the end): the screen is
  // already the real one, and it hydrates on it.
  const heldRequests = await withApiHeld(browser, page, page.url(), async (heldPage) => {
    await expect(heldPage.getByTestId("week-block")).toHaveCount(blocksBefore);
    await expect(heldPage.getByTestId("timeline").locator("[data-kind]")).toHaveCount(timelineBefore);
    await expect.poll(() => isHydrated(heldPage.getByTestId("composer"))).toBe(true);
    await attachScreenshot(heldPage, testInfo, "first-paint-api-held");
  });
  expect(heldRequests.filter((path) => /^\/api\/(schedule|conversations)/.test(path))).toEqual([]);

  // Timed navigations of the same page, as a student coming back to it.
  await page.addInitScript(watchFirstScreen);
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(schedule|conversations)/.test(pathname)) asked.push(pathname);
  });
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page));
  // The week, the list and the timeline came with the page: the client asked for none of them.
  expect(asked).toEqual([]);
  const javascript = await javascriptLoaded(page);
  const sorted = runs.map((run) => run.ready).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const load = loadavg()[0] / cpus().length;
  const report = {
    loadPerCore: Math.round(load * 100) / 100,
    runs: runs.map((run) => ({ composerPainted: Math.round(run.composerPainted), composerUsable: Math.round(run.composerUsable), gridFilled: Math.round(run.gridFilled) })),
    medianReadyMs: Math.round(median),
    javascript,
  };
  // In the test output whether or not it is judged: the README's figures come from here.
  console.log(`first screen: ${JSON.stringify(report)}`);
  await testInfo.attach("first-screen.json", { body: JSON.stringify(report, null, 2), contentType: "application/json" });
  const judged = load <= BUSY_LOAD_PER_CORE;
  testInfo.annotations.push({
    type: judged ? "first screen" : "first screen (timing not judged)",
    description: `median ${Math.round(median)} ms to usable with the grid filled (runs ${sorted.map(Math.round).join(", ")} ms), load ${load.toFixed(1)} per core; JavaScript ${javascript.sentKb} KB as sent of ${JS_BUDGET_KB}`,
  });
  if (judged) expect(median, "composer usable and week grid filled (median ms from navigation start)").toBeLessThanOrEqual(TARGET_MS);
  expect(javascript.sentKb, "JavaScript for / (KB as sent)").toBeLessThanOrEqual(JS_BUDGET_KB);
  // What the model is told about each tool (适用 / 不适用, its schemas) is the server's: the browser names a tool by
  // its label alone (lib/protocol/tool-labels.ts).
  for (const url of javascript.urls) {
    const source = await (await page.request.get(url)).text();
    expect(source.includes("不适用："), `${url} carries a tool description`).toBe(false);
  }
});
