import type { Page } from "@playwright/test";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { expect, test } from "./fixtures";
import { addDays, checkAccessibility, fetchWeek, mondayOf, openNewConversation, proposal, signUpFreshStudent, storyToday, uniqueUsername, TIMELINE } from "./helpers";

/**
 * Issue 25, the exam story: a new student makes a 概率论复习 plan, imports a timetable whose file holds the 概率论
 * final ten days from today, asks "帮我规划期末复习", confirms the card whose rows include spaced reviews (复习 · …),
 * sees those reviews on the grid, and opens /progress with the exam's burn-down as an SVG chart and a table. axe
 * checks the card and the progress page at desktop width in light and at phone width in dark.
 */

const ZONE = "Asia/Shanghai";
const EXAM_TITLE = "概率论期末考试";

/** "20261207T080000": a wall clock in the student's zone, as a timetable app writes it with TZID. */
function icsTime(date: string, clock: string): string {
  return `${date.replaceAll("-", "")}T${clock.replace(":", "")}00`;
}

/** A file from a timetable app: two courses from this week's Monday on the default clock, and the final. */
function timetableWithExam(monday: string, examDate: string): string {
  const periods = DEFAULT_SECTION_TIMES;
  const course = (uid: string, name: string, date: string, first: number, last: number) => [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260801T000000Z",
    `SUMMARY:${name}`,
    `DTSTART;TZID=Asia/Shanghai:${icsTime(date, periods[first - 1].start)}`,
    `DTEND;TZID=Asia/Shanghai:${icsTime(date, periods[last - 1].end)}`,
    "RRULE:FREQ=WEEKLY;COUNT=16",
    "END:VEVENT",
  ];
  const exam = [
    "BEGIN:VEVENT",
    "UID:final-probability",
    "DTSTAMP:20260801T000000Z",
    `SUMMARY:${EXAM_TITLE}`,
    "LOCATION:教三 201",
    `DTSTART;TZID=Asia/Shanghai:${icsTime(examDate, "09:00")}`,
    `DTEND;TZID=Asia/Shanghai:${icsTime(examDate, "11:00")}`,
    "END:VEVENT",
  ];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//E2E//Exams//ZH",
    "X-WR-TIMEZONE:Asia/Shanghai",
    ...course("prob-course", "概率论与数理统计", monday, 1, 2),
    ...course("english-course", "大学英语", addDays(monday, 2), 3, 4),
    ...exam,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

interface ExamView {
  id: number;
  title: string;
  date: string;
  time: string | null;
  task_class_id: number | null;
}

async function exams(page: Page): Promise<ExamView[]> {
  const response = await page.request.get("/api/exams");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { exams: ExamView[] }).exams;
}

test("plan back from an imported exam: spaced reviews on the card and the grid, and the progress page", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const today = await storyToday(page, ZONE);
  const examDate = addDays(today, 10);

  await test.step("a new student makes a 概率论复习 plan of three chapters", async () => {
    await signUpFreshStudent(page, { username: uniqueUsername("e2e_exam") });
    await openNewConversation(page);
    const card = await proposal(page, "概率论复习，3章，每章2节");
    await card.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']").last()).toContainText("新建任务类 1 个");
  });

  await test.step("the timetable file's exam is listed apart from the courses, kept, and linked to the plan on import", async () => {
    await page.goto("/settings", { waitUntil: "networkidle" });
    await page.getByLabel("课表文件（.ics）").setInputFiles({ name: "课表.ics", mimeType: "text/calendar", buffer: Buffer.from(timetableWithExam(mondayOf(today), examDate)) });
    const preview = page.getByTestId("ics-preview");
    await expect(preview).toBeVisible();
    const fileExams = page.getByTestId("ics-exams");
    await expect(fileExams).toContainText(`保留「${EXAM_TITLE}」`);
    const [year, month, day] = examDate.split("-").map(Number);
    await expect(fileExams).toContainText(`${year}年${month}月${day}日`);
    await page.getByRole("button", { name: "导入所选" }).click();
    await expect(page.getByText(/已导入：.*添加 1 场考试/)).toBeVisible();
    const [exam] = await exams(page);
    expect(exam).toMatchObject({ title: EXAM_TITLE, date: examDate, time: "09:00" });
    expect(exam.task_class_id, "the exam is linked to 概率论复习 by its subject").toEqual(expect.any(Number));
  });

  await test.step("\"帮我规划期末复习\": the card places the chapters and their spaced reviews, all before the exam day", async () => {
    await openNewConversation(page);
    const card = await proposal(page, "帮我规划期末复习");
    const rows = card.getByTestId("change-row");
    await expect(rows.filter({ hasText: "复习 · " }).first()).toBeVisible();
    // The card lists the first rows and folds the rest; the reply counts them all.
    await expect(page.getByTestId("timeline")).toContainText(/复习：「概率论复习」为3项内容安排了\d+次复习/);
    await checkAccessibility(page, testInfo, "exam-plan-card", { within: TIMELINE });
    await card.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();
  });

  await test.step("the reviews are study blocks with review_of, before the exam, shown as 复习 · on the grid", async () => {
    const thisWeek = await fetchWeek<{ week: number; blocks: Array<{ kind: string; name: string; date: string; review_of?: number | null }> }>(page);
    const nextWeek = await fetchWeek<{ week: number; blocks: Array<{ kind: string; name: string; date: string; review_of?: number | null }> }>(page, thisWeek.week + 1);
    const reviews = [...thisWeek.blocks, ...nextWeek.blocks].filter((block) => typeof block.review_of === "number");
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of reviews) expect(review.date < examDate, `${review.name} on ${review.date} is before the exam`).toBe(true);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByText(/^复习 · /).first()).toBeAttached();
  });

  await test.step("/progress: the exam's burn-down as an SVG chart with the same figures in a table", async () => {
    await page.goto("/progress", { waitUntil: "networkidle" });
    const chart = page.getByTestId("burn-down-chart").first();
    await expect(chart.locator("svg")).toBeVisible();
    await expect(page.getByTestId("burn-down-table").first()).toBeAttached();
    await expect(page.getByTestId("progress-class").filter({ hasText: "概率论复习" })).toContainText(EXAM_TITLE);
    await checkAccessibility(page, testInfo, "exam-progress");
  });
});
