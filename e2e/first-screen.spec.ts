/**
 * Issue 16's first screen: `/` is rendered on the server with the student's timeline and current week, so the first
 * paint is the real screen (checked with JavaScript off, and with every API request held), a navigation back to it
 * asks the API for nothing, and the JavaScript `/` loads (compressed, as sent, and unpacked) stays within a budget.
 * How fast it is usable is a benchmark's figure, not a story's: `npm run loadtest` times it in Chromium
 * (bench/loadtest/first-screen.ts) against the 1.5 s target.
 */
import { expect, test } from "@playwright/test";
import { attachScreenshot, isHydrated, javascriptLoaded, withApiHeld } from "./first-paint";
import { openNewConversation, say, waitForTurnEnd } from "./helpers";

/**
 * JavaScript for `/`, compressed as sent: 284 KB when the budget was set, 309 KB before check-ins, 321 KB with the 今天
 * view, the daily check-in card, the due-soon notice and the stale-card state (README, Performance). Raised by 20 KB for
 * those; loading 今天 only when it is opened is the next saving.
 */
const JS_BUDGET_KB = 340;

test("the first screen comes from the server, a navigation back asks the API for nothing, and the JavaScript for / stays within its budget", async ({ page, browser }, testInfo) => {
  // A turn, three page loads in two more contexts and a fetch of every script: past 60 s when the stories ran beside a
  // loaded build and Vitest (a load of 15+). A bound against a hang, not a speed target (loadtest times the screen).
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

  // A navigation back to the page, as a student coming back to it: the week, the list and the timeline come with
  // the page, and the client asks for none of them.
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(schedule|conversations)/.test(pathname)) asked.push(pathname);
  });
  await page.goto(page.url());
  await expect(page.getByTestId("week-block")).toHaveCount(blocksBefore);
  await expect.poll(() => isHydrated(page.getByTestId("composer"))).toBe(true);
  expect(asked).toEqual([]);
  const javascript = await javascriptLoaded(page);
  console.log(`first screen JavaScript: ${JSON.stringify(javascript)}`);
  await testInfo.attach("javascript.json", { body: JSON.stringify(javascript, null, 2), contentType: "application/json" });
  expect(javascript.sentKb, "JavaScript for / (KB as sent)").toBeLessThanOrEqual(JS_BUDGET_KB);
  // What the model is told about each tool (适用 / 不适用, its schemas) is the server's: the browser names a tool by
  // its label alone (lib/protocol/tool-labels.ts).
  for (const url of javascript.urls) {
    const source = await (await page.request.get(url)).text();
    expect(source.includes("不适用："), `${url} carries a tool description`).toBe(false);
  }
});
