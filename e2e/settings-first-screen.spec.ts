/**
 * Issue 16's first screen, for /settings: the page is rendered on the server with the student's settings, so the
 * term, its period clock and zone, the courses, the deadline alarm and the subscription are in the server's HTML
 * (checked with JavaScript off, and with every /api/ request held), and the page still saves after hydration. The
 * JavaScript the page loads is reported and held to a budget, as for `/` (e2e/first-screen.spec.ts).
 */
// The page keeps the browser's real clock: a fake one replaces performance.now() and the resource timings these
// measurements read. What it renders comes from the server, whose clock is the stories' fixed moment.
import { expect, test, type Page } from "@playwright/test";
import { attachScreenshot, isHydrated as isFormHydrated, javascriptLoaded, withApiHeld } from "./first-paint";

/** Twelve periods from 08:10, so the default clock (08:00) cannot pass for the student's. */
const CLOCK = Array.from({ length: 12 }, (_, index) => ({
  start: `${String(8 + index).padStart(2, "0")}:10`,
  end: `${String(8 + index).padStart(2, "0")}:55`,
}));

/** JavaScript for /settings, compressed as sent: 193 KB measured when the budget was set (README, First screen). */
const JS_BUDGET_KB = 220;

interface Shown {
  startDate: string;
  weeks: number;
  courses: number;
  feedUrl: string;
}

/** The student's settings as the page shows them, with nothing still loading. */
async function expectSettings(page: Page, shown: Shown): Promise<void> {
  const termForm = page.getByRole("form", { name: "学期设置" });
  await expect(termForm.getByRole("textbox", { name: "开学日期" })).toHaveValue(shown.startDate);
  await expect(termForm.getByLabel("学期周数")).toHaveValue(String(shown.weeks));
  await expect(termForm.getByLabel("时区")).toHaveValue("Asia/Shanghai");
  await expect(termForm.getByLabel("第1节上课时间")).toHaveValue("08:10");
  await expect(termForm.getByLabel("第12节下课时间")).toHaveValue("19:55");
  await expect(page.getByTestId("course-item")).toHaveCount(shown.courses);
  // PUT /api/ics/reminders {minutes: 60} (kept for compatibility) is 提醒's one deadline offset.
  await expect(page.getByRole("checkbox", { name: "提前 1 小时" })).toBeChecked();
  await expect(page.getByLabel("订阅地址")).toHaveValue(shown.feedUrl);
  await expect(page.getByText(/正在加载/)).toHaveCount(0);
}

const isHydrated = (page: Page) => isFormHydrated(page.getByRole("form", { name: "学期设置" }));

test("/settings comes from the server: the term and its clock with JavaScript off and with the API held, and it saves after hydration", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  // A guest of this story's own, with a clock, an alarm and a subscription of its own set through the API.
  await page.goto("/settings");
  const { term } = (await (await page.request.get("/api/term")).json()) as { term: { start_date: string; weeks: number } };
  expect((await page.request.put("/api/term", { data: { ...term, section_times: CLOCK, timezone: "Asia/Shanghai" } })).ok()).toBe(true);
  expect((await page.request.put("/api/ics/reminders", { data: { minutes: 60 } })).ok()).toBe(true);
  const { feed } = (await (await page.request.post("/api/ics/feed")).json()) as { feed: { url: string } };
  const { courses } = (await (await page.request.get("/api/courses")).json()) as { courses: unknown[] };
  expect(courses.length).toBeGreaterThan(0);
  const shown: Shown = { startDate: term.start_date, weeks: term.weeks, courses: courses.length, feedUrl: feed.url };

  // The server's HTML alone: every field holds the student's value, and the subscription is the address the API gives.
  const serverOnly = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  const htmlPage = await serverOnly.newPage();
  await htmlPage.goto("/settings");
  await expectSettings(htmlPage, shown);
  await attachScreenshot(htmlPage, testInfo, "settings-first-paint", { fullPage: true });
  await serverOnly.close();

  // With JavaScript, while no request of the page's own could finish: the same screen, and it hydrates on it.
  const heldRequests = await withApiHeld(browser, page, "/settings", async (heldPage) => {
    await expectSettings(heldPage, shown);
    await expect.poll(() => isHydrated(heldPage)).toBe(true);
    await attachScreenshot(heldPage, testInfo, "settings-first-paint-api-held", { fullPage: true });
  });
  expect(heldRequests.filter((path) => /^\/api\/(term|courses|ics)/.test(path))).toEqual([]);

  // Hydrated, the page works as before: a changed period time is saved and read back.
  await page.goto("/settings");
  await expectSettings(page, shown);
  await expect.poll(() => isHydrated(page)).toBe(true);
  const javascript = await javascriptLoaded(page);
  console.log(`settings first screen: ${JSON.stringify({ javascript })}`);
  testInfo.annotations.push({ type: "settings first screen", description: `JavaScript ${javascript.sentKb} KB as sent of ${JS_BUDGET_KB} (${javascript.files} files, ${javascript.unpackedKb} KB unpacked)` });
  expect(javascript.sentKb, "JavaScript for /settings (KB as sent)").toBeLessThanOrEqual(JS_BUDGET_KB);

  const termForm = page.getByRole("form", { name: "学期设置" });
  await termForm.getByLabel("第1节上课时间").fill("08:05");
  await termForm.getByRole("button", { name: "保存学期设置" }).click();
  await expect(termForm.getByText("学期设置已保存。")).toBeVisible();
  const saved = (await (await page.request.get("/api/term")).json()) as { term: { section_times: Array<{ start: string }> } };
  expect(saved.term.section_times[0].start).toBe("08:05");
});
