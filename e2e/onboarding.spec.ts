import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { expect, test } from "./fixtures";
import { addDays, mondayOf, openNewConversation, say, signUpFreshStudent, storyToday, waitForTurnEnd, uniqueUsername } from "./helpers";

/**
 * Issue 28, the newcomer's edges: a new student sets the term by "现在是第几周、共几周" in settings, asks the assistant
 * which week it is and tells it another week (a card with 撤销 that puts the term back), then imports a timetable
 * file whose times are a few minutes off the period clock and takes "按最近的节次" for it.
 */

const ZONE = "Asia/Shanghai";

async function term(page: import("@playwright/test").Page): Promise<{ start_date: string; weeks: number }> {
  return ((await (await page.request.get("/api/term")).json()) as { term: { start_date: string; weeks: number } }).term;
}

/** A course a few minutes off periods 3-4 (10:00-11:40 on the default clock): 10:10-11:30 every Tuesday. */
function offClockFile(monday: string): string {
  const tuesday = addDays(monday, 1).replaceAll("-", "");
  expect(DEFAULT_SECTION_TIMES[2].start).toBe("10:00");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//E2E//Nearest//ZH",
    "BEGIN:VEVENT",
    "UID:english-nearest",
    "DTSTAMP:20260801T000000Z",
    "SUMMARY:大学英语",
    `DTSTART;TZID=Asia/Shanghai:${tuesday}T101000`,
    `DTEND;TZID=Asia/Shanghai:${tuesday}T113000`,
    "RRULE:FREQ=WEEKLY;COUNT=12",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

test("a newcomer sets the term by its week, the assistant reads and changes it, and an off-clock file imports at the nearest periods", async ({ page }) => {
  test.setTimeout(150_000);
  const monday = mondayOf(await storyToday(page, ZONE));

  await test.step("settings: 现在是第5周，共16周", async () => {
    await signUpFreshStudent(page, { username: uniqueUsername("e2e_onboard") });
    const form = page.getByRole("form", { name: "学期设置" });
    await form.getByRole("radio", { name: "按第几周填" }).check();
    await form.getByLabel("现在是第几周").fill("5");
    await form.getByLabel("共几周").fill("16");
    await form.getByRole("button", { name: "保存学期设置" }).click();
    await expect(form.getByText("学期设置已保存。")).toBeVisible();
    expect(await term(page)).toMatchObject({ start_date: addDays(monday, -28), weeks: 16 });
    await expect(page.getByTestId("student")).toContainText("第5周");
  });

  await test.step("the assistant answers which week it is, sets another, and 撤销 puts the term back", async () => {
    await openNewConversation(page);
    await say(page, "现在是第几周？");
    await waitForTurnEnd(page);
    const timeline = page.getByTestId("timeline");
    await expect(timeline).toContainText("第5周（共16周）");
    await say(page, "现在是第6周");
    const card = timeline.locator("[data-kind='business_card'][data-card-type='term_update']");
    await expect(card).toBeVisible();
    await waitForTurnEnd(page);
    await expect(card.getByTestId("term-update")).toContainText("第5周（共16周）");
    await expect(card.getByTestId("term-update")).toContainText("第6周（共16周）");
    expect(await term(page)).toMatchObject({ start_date: addDays(monday, -35), weeks: 16 });
    await card.getByTestId("term-update-undo").click();
    await expect(card).toContainText("学期改动已撤销");
    expect(await term(page)).toMatchObject({ start_date: addDays(monday, -28), weeks: 16 });
  });

  await test.step("a file ten minutes off the clock: 按最近的节次, then imported at periods 3-4", async () => {
    await page.goto("/settings", { waitUntil: "networkidle" });
    await page.getByLabel("课表文件（.ics）").setInputFiles({ name: "课表.ics", mimeType: "text/calendar", buffer: Buffer.from(offClockFile(addDays(monday, -28))) });
    await expect(page.getByTestId("ics-preview")).toBeVisible();
    await expect(page.getByTestId("ics-nearest").first()).toContainText("文件里是 10:10-11:30，按最近的节次：第3-4节");
    await page.getByRole("button", { name: "全部按最近的节次" }).click();
    await page.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText(/已导入：新增 1 门课程/)).toBeVisible();
    await expect(page.getByTestId("course-item").filter({ hasText: "大学英语" })).toContainText("周二 第3-4节");
  });
});
