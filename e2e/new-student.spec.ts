import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, fetchWeek, mondayOf, openNewConversation, say, checkAccessibility, storyToday, waitForTurnEnd, uniqueUsername, TIMELINE } from "./helpers";

/**
 * Issue #6's story: a new student with no demo data signs up, sets the term, imports an .ics timetable and adds a
 * course by hand, writes a study plan, lets the assistant schedule it, confirms, and downloads the .ics export.
 */

const ZONE = "Asia/Shanghai";
const ITEMS = ["第一章 随机事件", "第二章 随机变量", "第三章 多维随机变量"] as const;
const MY_COURSES = ["概率论与数理统计", "思想政治", "大学英语"] as const;
/** Demo student's names that a new student could not have typed in this story. */
const DEMO_ONLY_NAMES = ["高等数学", "线性代数", "大学物理", "程序设计", "离散数学", "交班费"] as const;

const compact = (date: string) => date.replaceAll("-", "");

/**
 * A timetable export the way phone timetable apps write one: a VTIMEZONE, TZID times, a weekly course with one week
 * off (EXDATE in week 9) and an odd-week course (INTERVAL=2).
 */
function timetableIcs(termMonday: string): string {
  const wednesday = addDays(termMonday, 2);
  const weekNine = addDays(termMonday, 8 * 7);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//E2E//Timetable//ZH",
    "BEGIN:VTIMEZONE",
    `TZID:${ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0800",
    "TZOFFSETTO:+0800",
    "TZNAME:CST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:probability@e2e",
    "DTSTAMP:20250101T000000Z",
    "SUMMARY:概率论与数理统计",
    "LOCATION:教一 201",
    `DTSTART;TZID=${ZONE}:${compact(termMonday)}T080000`,
    `DTEND;TZID=${ZONE}:${compact(termMonday)}T094000`,
    "RRULE:FREQ=WEEKLY;COUNT=16",
    `EXDATE;TZID=${ZONE}:${compact(weekNine)}T080000`,
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:politics@e2e",
    "DTSTAMP:20250101T000000Z",
    "SUMMARY:思想政治",
    `DTSTART;TZID=${ZONE}:${compact(wednesday)}T100000`,
    `DTEND;TZID=${ZONE}:${compact(wednesday)}T114000`,
    "RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** RFC 5545 unfolding: a line break followed by a space or tab continues the previous line. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

/** Each VEVENT's lines, without its BEGIN and END. */
function vevents(lines: readonly string[]): string[][] {
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = [];
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else current?.push(line);
  }
  return events;
}

async function courseNames(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/courses");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { courses: { name: string }[] };
  return body.courses.map((course) => course.name).sort();
}

test("a new student sets up the term, courses and a plan, has it scheduled, confirms and exports the .ics", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const termMonday = mondayOf(await storyToday(page, ZONE));
  const nextMonday = addDays(termMonday, 7);
  const nextSunday = addDays(termMonday, 13);
  const username = uniqueUsername("e2e");

  await test.step("sign up and land on the welcome settings page", async () => {
    await page.goto("/login?mode=signup", { waitUntil: "networkidle" });
    await page.getByTestId("auth-username").fill(username);
    await page.getByTestId("auth-name").fill("新同学");
    await page.getByTestId("auth-password").fill("correct-horse-42");
    await page.getByTestId("auth-submit").click();
    await expect(page).toHaveURL(/\/settings\?welcome=1/);
    await expect(page.getByTestId("settings-welcome")).toBeVisible();
    await expect(page.getByTestId("header-account")).toHaveAttribute("data-guest", "false");
    await page.waitForLoadState("networkidle");
    // The account starts empty: no demo courses, plans or tasks.
    expect(await courseNames(page)).toEqual([]);
    await expect(page.getByText("还没有课程。可以手动添加，或从 .ics 文件导入。")).toBeVisible();
  });

  await test.step("set the term to start on this week's Monday", async () => {
    const termForm = page.getByRole("form", { name: "学期设置" });
    await termForm.getByRole("textbox", { name: "开学日期" }).fill(termMonday);
    await termForm.getByLabel("学期周数").fill("18");
    await expect(termForm.getByText("（当前是周一）")).toBeVisible();
    await termForm.getByRole("button", { name: "保存学期设置" }).click();
    await expect(termForm.getByText("学期设置已保存。")).toBeVisible();
    const saved = (await (await page.request.get("/api/term")).json()) as { term: unknown };
    expect(saved.term).toMatchObject({ start_date: termMonday, weeks: 18, timezone: ZONE });
  });

  await test.step("add 大学英语 by hand: Tuesday periods 3-4, weeks 1-18, fixed", async () => {
    await page.getByRole("button", { name: "＋ 添加课程" }).click();
    const courseForm = page.getByRole("form", { name: "添加课程" });
    await courseForm.getByLabel("课程名称").fill("大学英语");
    await courseForm.getByLabel("上课地点（可不填）").fill("外语楼 305");
    await expect(courseForm.getByLabel("可嵌入学习任务")).not.toBeChecked();
    await courseForm.getByLabel("星期").selectOption({ label: "周二" });
    await courseForm.getByLabel("开始节次").selectOption({ label: "第3节" });
    await courseForm.getByLabel("结束节次").selectOption({ label: "第4节" });
    await courseForm.getByLabel("上课周次").fill("1-18");
    await expect(courseForm.getByText("即 第1-18周，共 18 周")).toBeVisible();
    await courseForm.getByRole("button", { name: "添加课程", exact: true }).click();
    await expect(page.getByText("已添加「大学英语」。")).toBeVisible();
    const english = page.getByTestId("course-item").filter({ hasText: "大学英语" });
    await expect(english).toContainText("周二 第3-4节 · 第1-18周");
    await expect(english).toContainText("固定");
  });

  await test.step("import the timetable .ics after a preview", async () => {
    await page.getByLabel("课表文件（.ics）").setInputFiles({
      name: "课表.ics",
      mimeType: "text/calendar",
      buffer: Buffer.from(timetableIcs(termMonday), "utf8"),
    });
    const preview = page.getByTestId("ics-preview");
    await expect(preview).toBeVisible();
    const rows = preview.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    const probabilityWeeks = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16].join("、");
    await expect(rows.filter({ hasText: "概率论与数理统计" })).toContainText(`周一 第1-2节 · 第${probabilityWeeks}周`);
    await expect(rows.filter({ hasText: "思想政治" })).toContainText("周三 第3-4节 · 第1-15周(单周)");
    // Previewing writes nothing.
    expect(await courseNames(page)).toEqual(["大学英语"]);

    await preview.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText("已导入：新增 2 门课程（2 个上课时间）。")).toBeVisible();
    await expect(page.getByTestId("course-item")).toHaveCount(3);
    await expect(page.getByTestId("course-item").filter({ hasText: "思想政治" })).toContainText("第1-15周(单周)");
    expect(await courseNames(page)).toEqual([...MY_COURSES].sort());
    await checkAccessibility(page, testInfo, "new-student-settings");
  });

  await test.step("create the study plan 概率论复习 with three items", async () => {
    await page.goto("/plan", { waitUntil: "networkidle" });
    await expect(page.getByTestId("plan-empty")).toBeVisible();
    await page.getByTestId("plan-new-class").click();
    await page.getByTestId("class-form-name").fill("概率论复习");
    await page.getByTestId("class-form-start").fill(termMonday);
    await page.getByTestId("class-form-end").fill(nextSunday);
    await page.getByTestId("class-form-strategy-steady").check();
    await page.getByTestId("class-form-save").click();

    const card = page.getByTestId("task-class-card").filter({ hasText: "概率论复习" });
    await expect(card).toBeVisible();
    for (const [index, content] of ITEMS.entries()) {
      await card.getByTestId("item-add-content").fill(content);
      await card.getByTestId("item-add-duration").selectOption("2");
      await card.getByTestId("item-add-submit").click();
      await expect(card.getByTestId("item-row")).toHaveCount(index + 1);
    }
    await expect(card.getByTestId("item-content")).toHaveText([...ITEMS]);
    await checkAccessibility(page, testInfo, "new-student-plan");
  });

  const nextWeek = (await fetchWeek(page)).week + 1;

  await test.step("ask the assistant to schedule it next week and confirm", async () => {
    expect(nextWeek).toBe(2);
    await openNewConversation(page);
    await say(page, "把概率论复习排到下周");
    const confirmCard = page.locator("[data-kind='confirm_request']").last();
    await expect(confirmCard).toBeVisible({ timeout: 30_000 });
    await waitForTurnEnd(page);
    const rows = confirmCard.getByTestId("change-row");
    await expect(rows).toHaveCount(ITEMS.length);
    for (const content of ITEMS) await expect(rows.filter({ hasText: content })).toHaveCount(1);

    // Nothing is committed before 确认: next week only has pending blocks.
    const pending = await fetchWeek(page, nextWeek);
    expect(pending.blocks.filter((block) => block.kind === "study")).toHaveLength(0);
    expect(pending.blocks.filter((block) => block.kind === "draft").map((block) => block.name).sort()).toEqual([...ITEMS].sort());
    await checkAccessibility(page, testInfo, "new-student-confirm", { within: TIMELINE });

    await confirmCard.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();
  });

  await test.step("next week holds the three study blocks beside the student's own courses only", async () => {
    const week = await fetchWeek(page, nextWeek);
    const study = week.blocks.filter((block) => block.kind === "study");
    expect(study.map((block) => block.name).sort()).toEqual([...ITEMS].sort());
    for (const block of study) expect(block.slot_end - block.slot_start + 1).toBe(2);
    expect(week.blocks.filter((block) => block.kind === "draft")).toHaveLength(0);
    // Week 2 is even: the odd-week 思想政治 does not meet; the weekly courses do.
    const courses = week.blocks.filter((block) => block.kind === "course").map((block) => block.name).sort();
    expect(courses).toEqual(["大学英语", "概率论与数理统计"].sort());
    // Study never sits on a fixed course.
    for (const block of study) {
      const clash = week.blocks.find(
        (other) => other.kind === "course" && other.day_of_week === block.day_of_week && other.slot_start <= block.slot_end && block.slot_start <= other.slot_end,
      );
      expect(clash, `${block.name} overlaps ${clash?.name}`).toBeUndefined();
    }

    // After 确认 the grid shows the week that changed.
    await expect(page.getByTestId("week-title")).toContainText(`第${nextWeek}周`);
    await expect(page.locator("[data-testid='week-block'][data-kind='study']")).toHaveCount(ITEMS.length);
    await expect(page.locator("[data-testid='week-block'][data-kind='draft']")).toHaveCount(0);
  });

  await test.step("the new student never sees the demo student's data", async () => {
    const labels = await page.getByTestId("week-block").evaluateAll((blocks) => blocks.map((block) => block.getAttribute("aria-label") ?? ""));
    expect(labels.length).toBeGreaterThan(0);
    for (const name of DEMO_ONLY_NAMES) expect(labels.filter((label) => label.includes(name))).toEqual([]);
    expect(await courseNames(page)).toEqual([...MY_COURSES].sort());

    const plan = (await (await page.request.get("/api/task-classes")).json()) as { task_classes: { name: string; items: { content: string }[] }[] };
    expect(plan.task_classes.map((taskClass) => taskClass.name)).toEqual(["概率论复习"]);
    expect(plan.task_classes[0].items.map((item) => item.content)).toEqual([...ITEMS]);

    const tasks = JSON.stringify(await (await page.request.get("/api/tasks")).json());
    for (const name of DEMO_ONLY_NAMES) expect(tasks).not.toContain(name);
  });

  await test.step("download the .ics export from the settings page", async () => {
    await page.goto("/settings", { waitUntil: "networkidle" });
    const downloadStarted = page.waitForEvent("download");
    await page.getByRole("link", { name: "下载课表 .ics" }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const path = await download.path();
    const lines = unfold(await readFile(path, "utf8"));

    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("END:VCALENDAR");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain(`TZID:${ZONE}`);
    const events = vevents(lines);
    const summaryOf = (event: string[]) => event.find((line) => line.startsWith("SUMMARY:"))?.slice("SUMMARY:".length) ?? "";
    // A study block is titled with its class, so a phone calendar says what it is (issue 26), and rings before it.
    const blockTitle = (content: string) => `概率论复习 · ${content}`;
    expect(events.map(summaryOf).sort()).toEqual([...MY_COURSES, ...ITEMS.map(blockTitle)].sort());
    for (const content of ITEMS) expect(events.find((candidate) => summaryOf(candidate) === blockTitle(content))).toContain("BEGIN:VALARM");
    for (const event of events) {
      for (const line of event.filter((candidate) => /^(DTSTART|DTEND|EXDATE)[;:]/.test(candidate))) expect(line).toContain(`;TZID=${ZONE}:`);
    }

    // The imported courses keep their weeks: the week-9 exception and the odd-week rule survive the round trip.
    const event = (summary: string) => events.find((candidate) => summaryOf(candidate) === summary) ?? [];
    expect(event("概率论与数理统计")).toContain(`EXDATE;TZID=${ZONE}:${compact(addDays(termMonday, 56))}T080000`);
    expect(event("思想政治")).toContain("RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8");
    expect(event("大学英语")).toContain(`DTSTART;TZID=${ZONE}:${compact(addDays(termMonday, 1))}T100000`);
    for (const content of ITEMS) {
      const start = event(blockTitle(content)).find((line) => line.startsWith("DTSTART"));
      const date = start?.split(":")[1]?.slice(0, 8) ?? "";
      expect(date >= compact(nextMonday) && date <= compact(nextSunday), `${content} starts ${date}`).toBe(true);
    }
  });
});
