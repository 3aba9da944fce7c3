import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { addDays, mondayOf, storyToday, uniqueUsername } from "./helpers";

/**
 * Issue 15, items 1 and 2: a student fresh from sign-up uploads their timetable app's export (a half-hour clock, a
 * term that is not the default one), accepts the preview's suggestion in one click, imports, and sees the courses on
 * the right days and periods; then imports an edited export again, which updates the courses instead of clashing
 * with them. The second story does the same with a school whose day has 14 periods: the suggestion carries all 14,
 * the term takes them, and the week grid has rows 13 and 14 with the course that meets in them.
 */

const TERM_MONDAY = "2026-09-07";
/** The school's clock: 12 periods from 08:30, 45 minutes each. */
const CLOCK: Array<[string, string]> = [
  ["0830", "0915"], ["0920", "1005"], ["1020", "1105"], ["1110", "1155"], ["1400", "1445"], ["1450", "1535"],
  ["1550", "1635"], ["1640", "1725"], ["1900", "1945"], ["1950", "2035"], ["2050", "2135"], ["2140", "2225"],
];
/** A school with 14 periods a day, 08:00 to 22:25 (lib/ics/fixtures/fourteen-periods.ics has the same clock). */
const CLOCK_14: Array<[string, string]> = [
  ["0800", "0845"], ["0850", "0935"], ["0950", "1035"], ["1040", "1125"], ["1330", "1415"], ["1420", "1505"], ["1520", "1605"],
  ["1610", "1655"], ["1710", "1755"], ["1800", "1845"], ["1900", "1945"], ["1950", "2035"], ["2050", "2135"], ["2140", "2225"],
];
type Course = { name: string; day: number; first: number; last: number };
const COURSES: Course[] = [
  { name: "高等数学", day: 1, first: 1, last: 2 },
  { name: "大学英语", day: 2, first: 3, last: 4 },
  { name: "线性代数", day: 3, first: 5, last: 6 },
  { name: "大学物理", day: 4, first: 7, last: 8 },
  { name: "程序设计", day: 5, first: 9, last: 10 },
  { name: "数据结构", day: 1, first: 11, last: 12 },
];

function dateOf(day: number, monday = TERM_MONDAY): string {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day - 1);
  return date.toISOString().slice(0, 10).replaceAll("-", "");
}

/** The Monday two weeks before this week's, in Shanghai: a term running now (by the server's clock), in its third week. */
async function runningTermMonday(page: Page): Promise<string> {
  return addDays(mondayOf(await storyToday(page, "Asia/Shanghai")), -14);
}

function exportOf(courses: readonly Course[], clock = CLOCK, monday = TERM_MONDAY): string {
  const events = courses.flatMap((course, index) => [
    "BEGIN:VEVENT",
    `UID:wakeup-${index}-${course.name}`,
    "DTSTAMP:20260801T000000Z",
    `SUMMARY:${course.name}`,
    `DTSTART;TZID=Asia/Shanghai:${dateOf(course.day, monday)}T${clock[course.first - 1][0]}00`,
    `DTEND;TZID=Asia/Shanghai:${dateOf(course.day, monday)}T${clock[course.last - 1][1]}00`,
    "RRULE:FREQ=WEEKLY;COUNT=16",
    "END:VEVENT",
  ]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//E2E//WakeUp//ZH", "X-WR-TIMEZONE:Asia/Shanghai", ...events, "END:VCALENDAR", ""].join("\r\n");
}

async function upload(page: Page, ics: string): Promise<void> {
  await page.getByLabel("课表文件（.ics）").setInputFiles({ name: "课表.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
  await expect(page.getByTestId("ics-preview")).toBeVisible();
}

async function signUp(page: Page, name: string): Promise<void> {
  await page.goto("/login?mode=signup", { waitUntil: "networkidle" });
  await page.getByTestId("auth-username").fill(uniqueUsername("e2e_ics"));
  await page.getByTestId("auth-name").fill(name);
  await page.getByTestId("auth-password").fill("correct-horse-42");
  await page.getByTestId("auth-submit").click();
  await expect(page).toHaveURL(/\/settings\?welcome=1/);
  await page.waitForLoadState("networkidle");
}

test("a new student imports a real export in two clicks, then re-imports an edited one as an update", async ({ page }) => {
  test.setTimeout(120_000);

  await test.step("sign up", async () => {
    await signUp(page, "导入同学");
  });

  await test.step("upload: nothing maps on the default term, the file's term and clock are suggested", async () => {
    await upload(page, exportOf(COURSES));
    const suggestions = page.getByTestId("ics-suggestions");
    await expect(suggestions).toContainText(`开学日期（第1周周一）${TERM_MONDAY}，共 16 周`);
    await expect(suggestions).toContainText("每天 12 节，第1节 08:30-09:15，第12节 21:40-22:25");
  });

  await test.step("one click sets the term and clock, the preview comes back with every course", async () => {
    await page.getByRole("button", { name: "按这个文件设置学期和节次" }).click();
    // Three requests in a row (read the term, save it, preview again): a loaded machine took 17 s for them once.
    await expect(page.getByText("已按文件设置学期和节次，下面是重新预览的结果。")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("ics-suggestions")).toHaveCount(0);
    await expect(page.getByTestId("ics-preview").getByRole("checkbox", { name: /^导入「/ })).toHaveCount(6);
    const term = (await (await page.request.get("/api/term")).json()) as { term: { start_date: string; weeks: number; section_times: Array<{ start: string }> } };
    expect(term.term).toMatchObject({ start_date: TERM_MONDAY, weeks: 16 });
    expect(term.term.section_times[0].start).toBe("08:30");
    // The term form shows the saved term without a reload.
    await expect(page.getByRole("form", { name: "学期设置" }).getByRole("textbox", { name: "开学日期" })).toHaveValue(TERM_MONDAY);
  });

  await test.step("import: the courses are on the right days and periods", async () => {
    await page.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText("已导入：新增 6 门课程（6 个上课时间）。")).toBeVisible();
    await expect(page.getByTestId("course-item").filter({ hasText: "高等数学" })).toContainText("周一 第1-2节 · 第1-16周");
    await expect(page.getByTestId("course-item").filter({ hasText: "数据结构" })).toContainText("周一 第11-12节 · 第1-16周");
    await expect(page.getByTestId("course-item").filter({ hasText: "程序设计" })).toContainText("周五 第9-10节 · 第1-16周");
  });

  await test.step("re-import an edited export: 大学物理 moved to Saturday, 数据结构 dropped and deleted", async () => {
    const edited = COURSES.filter((course) => course.name !== "数据结构").map((course) => (course.name === "大学物理" ? { ...course, day: 6 } : course));
    await upload(page, exportOf(edited));
    await expect(page.getByTestId("ics-preview").getByText("更新已有课程")).toHaveCount(5);
    const missing = page.getByRole("list", { name: "文件里已经没有的课程" });
    await expect(missing).toContainText("数据结构");
    await missing.getByRole("checkbox", { name: /删除「数据结构」/ }).check();
    await page.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText("已导入：更新 5 门、删除 1 门课程（5 个上课时间）。")).toBeVisible();
    await expect(page.getByTestId("course-item").filter({ hasText: "大学物理" })).toContainText("周六 第7-8节 · 第1-16周");
    await expect(page.getByTestId("course-item").filter({ hasText: "数据结构" })).toHaveCount(0);
    await expect(page.getByTestId("course-item")).toHaveCount(5);
  });
});

test("a school with 14 periods a day: the suggested clock keeps all 14, and the grid has rows 13 and 14", async ({ page }) => {
  test.setTimeout(150_000);
  const monday = await runningTermMonday(page);
  // Every period of the day is taught somewhere: a clock is inferred from the times a file shows.
  const courses: Course[] = [
    { name: "高等数学", day: 1, first: 1, last: 2 },
    { name: "大学英语", day: 2, first: 3, last: 4 },
    { name: "线性代数", day: 3, first: 5, last: 6 },
    { name: "大学物理", day: 4, first: 7, last: 8 },
    { name: "程序设计", day: 5, first: 9, last: 10 },
    { name: "数据结构", day: 1, first: 11, last: 12 },
    { name: "概率论", day: 2, first: 13, last: 14 },
    { name: "晚间研讨", day: 4, first: 13, last: 13 },
  ];

  await test.step("sign up", async () => {
    await signUp(page, "十四节同学");
  });

  await test.step("upload: the file's term and its 14-period clock are suggested", async () => {
    await upload(page, exportOf(courses, CLOCK_14, monday));
    const suggestions = page.getByTestId("ics-suggestions");
    await expect(suggestions).toContainText(`开学日期（第1周周一）${monday}，共 16 周`);
    await expect(suggestions).toContainText("每天 14 节，第1节 08:00-08:45，第14节 21:40-22:25");
  });

  await test.step("one click: the term has 14 periods and the form shows them", async () => {
    await page.getByRole("button", { name: "按这个文件设置学期和节次" }).click();
    // Three requests in a row (read the term, save it, preview again): a loaded machine took 17 s for them once.
    await expect(page.getByText("已按文件设置学期和节次，下面是重新预览的结果。")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("ics-preview").getByRole("checkbox", { name: /^导入「/ })).toHaveCount(courses.length);
    const term = (await (await page.request.get("/api/term")).json()) as { term: { start_date: string; section_times: Array<{ start: string; end: string }> } };
    expect(term.term.start_date).toBe(monday);
    expect(term.term.section_times).toHaveLength(14);
    expect(term.term.section_times[13]).toEqual({ start: "21:40", end: "22:25" });
    const form = page.getByRole("form", { name: "学期设置" });
    await expect(form.getByLabel("第14节上课时间")).toBeVisible();
    await expect(form.getByText("每天 14 节")).toBeVisible();
  });

  await test.step("import: periods 13-14 are courses like any other", async () => {
    await page.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText(`已导入：新增 ${courses.length} 门课程（${courses.length} 个上课时间）。`)).toBeVisible();
    await expect(page.getByTestId("course-item").filter({ hasText: "概率论" })).toContainText("周二 第13-14节 · 第1-16周");
    await expect(page.getByTestId("course-item").filter({ hasText: "晚间研讨" })).toContainText("周四 第13节 · 第1-16周");
  });

  await test.step("the week grid has 14 rows and the courses on their days and periods", async () => {
    await page.goto("/", { waitUntil: "networkidle" });
    const grid = page.getByTestId("week-grid");
    await expect(grid.getByTestId("week-period")).toHaveCount(14);
    await expect(grid.getByTestId("week-period").nth(13)).toContainText("21:40");
    const block = (day: number, first: number, last: number) => grid.locator(`[data-testid='week-block'][data-day='${day}'][data-slot-start='${first}'][data-slot-end='${last}']`);
    await expect(block(2, 13, 14)).toHaveAttribute("aria-label", /概率论/);
    await expect(block(4, 13, 13)).toHaveAttribute("aria-label", /晚间研讨/);
    await expect(block(1, 11, 12)).toHaveAttribute("aria-label", /数据结构/);
    await expect(block(1, 1, 2)).toHaveAttribute("aria-label", /高等数学/);
    await expectAccessible(page, "week grid with 14 periods");
  });

  await test.step("re-import an edited export: 概率论 moves to Wednesday periods 13-14, 晚间研讨 is gone and kept", async () => {
    await page.goto("/settings", { waitUntil: "networkidle" });
    const edited = courses.filter((course) => course.name !== "晚间研讨").map((course) => (course.name === "概率论" ? { ...course, day: 3 } : course));
    await upload(page, exportOf(edited, CLOCK_14, monday));
    await expect(page.getByTestId("ics-suggestions")).toHaveCount(0);
    await expect(page.getByTestId("ics-preview").getByText("更新已有课程")).toHaveCount(edited.length);
    await expect(page.getByRole("list", { name: "文件里已经没有的课程" })).toContainText("晚间研讨");
    await page.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText(`已导入：更新 ${edited.length} 门课程（${edited.length} 个上课时间）。`)).toBeVisible();
    await expect(page.getByTestId("course-item").filter({ hasText: "概率论" })).toContainText("周三 第13-14节 · 第1-16周");
    await expect(page.getByTestId("course-item").filter({ hasText: "晚间研讨" })).toContainText("周四 第13节");
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByTestId("week-grid").locator("[data-testid='week-block'][data-day='3'][data-slot-start='13'][data-slot-end='14']")).toHaveAttribute("aria-label", /概率论/);
  });
  await test.step("the study plan offers the 14-period day: block 第13-14节 and items up to 14 periods", async () => {
    await page.goto("/plan", { waitUntil: "networkidle" });
    await page.getByTestId("plan-new-class").click();
    const form = page.getByTestId("class-form");
    await expect(form.locator("[data-testid^='class-form-slot-']")).toHaveCount(7);
    await form.getByTestId("class-form-name").fill("晚间复习");
    await form.getByRole("button", { name: "第13-14节" }).click();
    await form.getByTestId("class-form-save").click();
    const card = page.getByTestId("task-class-card").filter({ hasText: "晚间复习" });
    await expect(card).toContainText("不排 第13-14节");
    await card.getByTestId("item-add-content").fill("通读全书");
    await card.getByTestId("item-add-duration").selectOption("more");
    await card.getByTestId("item-add-duration-number").fill("14");
    await card.getByTestId("item-add-submit").click();
    await expect(card.getByTestId("item-row")).toContainText("14 节");
  });
});
