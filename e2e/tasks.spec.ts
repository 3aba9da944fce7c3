import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, fetchWeek, mondayOf, openNewConversation, say, checkAccessibility, signUpFreshStudent, storyToday, waitForTurnEnd, uniqueUsername } from "./helpers";

/**
 * Issue #6, the 待办 page: a fresh student writes two loose tasks, sees the 重要不紧急 one listed (and queried) as
 * 重要且紧急 once its urgency threshold has passed, has the assistant schedule it, then edits, completes, undoes and
 * deletes — deleting a scheduled task takes its study blocks off the timetable too.
 */

const ZONE = "Asia/Shanghai";
const REPORT = "写实验报告";
const FEE = "交班费";
const FEE_RENAMED = "交班费（30元）";
const REPORT_SECTIONS = 3;

interface TaskView {
  id: number;
  title: string;
  priority_group: number;
  effective_quadrant: number;
  turned_urgent: boolean;
  estimated_sections: number | null;
  is_completed: boolean;
  study_blocks: number;
}

async function tasks(page: Page): Promise<TaskView[]> {
  const response = await page.request.get("/api/tasks?status=all");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: TaskView[] }).tasks;
}

async function taskNamed(page: Page, title: string): Promise<TaskView> {
  const task = (await tasks(page)).find((candidate) => candidate.title === title);
  expect(task, `${title} exists`).toBeDefined();
  return task as TaskView;
}

function row(page: Page, title: string): Locator {
  return page.getByTestId("task-row").filter({ has: page.locator("label", { hasText: new RegExp(`^${title.replace(/[()（）]/g, "\\$&")}$`) }) });
}

async function createThroughForm(
  page: Page,
  task: { title: string; priority: 1 | 2 | 3 | 4; date?: string; time?: string; threshold?: string; sections?: number },
): Promise<void> {
  await page.getByTestId("task-new").click();
  const form = page.getByTestId("task-form");
  await expect(form).toBeVisible();
  await expect(form.getByTestId("task-form-title")).toBeFocused();
  await form.getByTestId("task-form-title").fill(task.title);
  await form.getByTestId("task-form-priority").selectOption(String(task.priority));
  if (task.date) await form.getByTestId("task-form-date").fill(task.date);
  if (task.time) await form.getByTestId("task-form-time").fill(task.time);
  if (task.threshold) await form.getByTestId("task-form-threshold").fill(task.threshold);
  if (task.sections !== undefined) await form.getByTestId("task-form-sections").fill(String(task.sections));
  await form.getByTestId("task-form-submit").click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId("tasks-message")).toContainText(`已添加「${task.title}」。`);
}

test("a new student keeps loose tasks on 待办: urgency follows the threshold, the assistant schedules them, edit / complete / undo / delete", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const today = await storyToday(page, ZONE);
  // Next Wednesday: always inside "下周" and the planning window (today … next Sunday), whatever today is, and far
  // enough ahead that only an explicit threshold — today 00:00, always past — makes the task urgent already.
  const deadlineDate = addDays(mondayOf(today), 9);
  const threshold = `${today}T00:00`;

  await test.step("sign up a fresh student; /tasks shows the empty state", async () => {
    await signUpFreshStudent(page, { username: uniqueUsername("e2e_tasks") });
    await page.goto("/tasks", { waitUntil: "networkidle" });
    await expect(page.getByTestId("tasks-view")).toBeVisible();
    await expect(page.getByTestId("tasks-empty")).toBeVisible();
    await expect(page.getByTestId("task-row")).toHaveCount(0);
    expect(await tasks(page)).toEqual([]);
  });

  const currentWeek = (await fetchWeek(page)).week;
  const nextWeek = currentWeek + 1;

  await test.step("create 写实验报告 (重要不紧急, due next Wednesday 20:00, urgent from today, 需 3 节) and 交班费 (quadrant 3)", async () => {
    await createThroughForm(page, { title: REPORT, priority: 2, date: deadlineDate, time: "20:00", threshold, sections: REPORT_SECTIONS });
    await expect(page.getByTestId("tasks-empty")).toHaveCount(0);
    await createThroughForm(page, { title: FEE, priority: 3 });

    // The threshold has passed: the quadrant-2 task is listed under quadrant 1 and tagged 已紧急.
    const report = page.getByTestId("task-quadrant-1").getByTestId("task-row");
    await expect(report).toHaveCount(1);
    await expect(report).toContainText(REPORT);
    await expect(report.getByTestId("task-urgent-tag")).toHaveText("已紧急");
    await expect(report.getByTestId("task-sections-tag")).toHaveText(`需 ${REPORT_SECTIONS} 节`);
    await expect(report.getByTestId("task-deadline")).toContainText("20:00");
    await expect(report.getByTestId("task-scheduled-tag")).toHaveCount(0);
    await expect(page.getByTestId("task-quadrant-2").getByTestId("task-row")).toHaveCount(0);

    const fee = page.getByTestId("task-quadrant-3").getByTestId("task-row");
    await expect(fee).toHaveCount(1);
    await expect(fee).toContainText(FEE);
    await expect(fee.getByTestId("task-urgent-tag")).toHaveCount(0);
    await expect(page.getByTestId("tasks-summary")).toHaveText("2 项未完成 · 0 项已完成");

    // The student's choice is kept; only the effective quadrant moved.
    const saved = await taskNamed(page, REPORT);
    expect(saved).toMatchObject({ priority_group: 2, effective_quadrant: 1, turned_urgent: true, estimated_sections: REPORT_SECTIONS, study_blocks: 0 });
    expect(await taskNamed(page, FEE)).toMatchObject({ priority_group: 3, effective_quadrant: 3, turned_urgent: false, estimated_sections: null });
  });

  await test.step("the assistant's query for 重要且紧急 finds 写实验报告 by its effective quadrant", async () => {
    await openNewConversation(page);
    await say(page, "还有哪些重要且紧急的任务？");
    const card = page.locator("[data-kind='business_card'][data-card-type='task_query']").last();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await waitForTurnEnd(page);
    await expect(card.getByTestId("task-query-filters")).toContainText("优先级：重要且紧急");
    const rows = card.getByTestId("task-query-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(REPORT);
    await expect(rows.first()).toContainText("重要且紧急");
    await expect(card).not.toContainText(FEE);
  });

  let studyBlocks = 0;

  await test.step("“把待办排进下周”: the card places 写实验报告 before its deadline; 确认 writes its study blocks", async () => {
    const cards = page.locator("[data-kind='confirm_request']");
    const before = await cards.count();
    await say(page, "把待办排进下周");
    await expect(cards).toHaveCount(before + 1, { timeout: 30_000 });
    await waitForTurnEnd(page);
    const card = cards.last();
    const changes = card.getByTestId("change-row");
    await expect(changes.first()).toBeVisible();
    expect(await changes.count()).toBeGreaterThan(0);
    for (const text of await changes.allTextContents()) expect(text).toContain(REPORT);

    // Proposing writes nothing: next week holds only pending blocks, and the task has no study block yet.
    const pending = await fetchWeek(page, nextWeek);
    expect(pending.blocks.filter((block) => block.kind === "study")).toEqual([]);
    const drafted = pending.blocks.filter((block) => block.kind === "draft");
    expect(drafted.length).toBeGreaterThan(0);
    expect(drafted.every((block) => block.name === REPORT)).toBe(true);
    expect((await taskNamed(page, REPORT)).study_blocks).toBe(0);

    await card.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();

    const week = await fetchWeek(page, nextWeek);
    const study = week.blocks.filter((block) => block.kind === "study" && block.name === REPORT);
    expect(study.length).toBeGreaterThan(0);
    expect(study.reduce((sum, block) => sum + block.slot_end - block.slot_start + 1, 0)).toBe(REPORT_SECTIONS);
    // Due next Wednesday: every sitting is on Monday to Wednesday of next week.
    for (const block of study) expect(block.day_of_week, `${block.name} on day ${block.day_of_week}`).toBeLessThanOrEqual(3);
    expect(week.blocks.filter((block) => block.kind === "draft")).toEqual([]);
    // 交班费 has no estimate: there is nothing to plan for it.
    expect(week.blocks.some((block) => block.name === FEE)).toBe(false);

    studyBlocks = (await taskNamed(page, REPORT)).study_blocks;
    expect(studyBlocks).toBeGreaterThan(0);
  });

  await test.step("back on /tasks, 写实验报告 shows 已紧急 and 已排入日程", async () => {
    await page.goto("/tasks", { waitUntil: "networkidle" });
    const report = page.getByTestId("task-quadrant-1").getByTestId("task-row");
    await expect(report).toContainText(REPORT);
    await expect(report.getByTestId("task-urgent-tag")).toBeVisible();
    await expect(report.getByTestId("task-scheduled-tag")).toHaveText("已排入日程");
    await expect(page.getByTestId("task-quadrant-3").getByTestId("task-row")).toContainText(FEE);
    await checkAccessibility(page, testInfo, "tasks-scheduled");
  });

  await test.step("edit 交班费: rename it to 交班费（30元） and move it to quadrant 4", async () => {
    const fee = row(page, FEE);
    await fee.getByTestId("task-edit").click();
    const form = page.getByTestId("task-form");
    await expect(form).toBeVisible();
    await expect(form.getByTestId("task-form-title")).toHaveValue(FEE);
    await expect(form.getByTestId("task-form-priority")).toHaveValue("3");
    await form.getByTestId("task-form-title").fill(FEE_RENAMED);
    await form.getByTestId("task-form-priority").selectOption("4");
    await form.getByTestId("task-form-submit").click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId("tasks-message")).toContainText(`已保存「${FEE_RENAMED}」。`);

    await expect(page.getByTestId("task-quadrant-3").getByTestId("task-row")).toHaveCount(0);
    const moved = page.getByTestId("task-quadrant-4").getByTestId("task-row");
    await expect(moved).toHaveCount(1);
    await expect(moved.locator("label")).toHaveText(FEE_RENAMED);
    // Focus returns to the edited row's 编辑.
    await expect(moved.getByTestId("task-edit")).toBeFocused();
    expect(await taskNamed(page, FEE_RENAMED)).toMatchObject({ priority_group: 4, effective_quadrant: 4, is_completed: false });
  });

  await test.step("complete 交班费（30元）: it moves under 已完成; 撤销 brings it back", async () => {
    await row(page, FEE_RENAMED).getByTestId("task-complete").click();
    await expect(page.getByTestId("tasks-message")).toContainText(`已完成「${FEE_RENAMED}」。`);
    await expect(page.getByTestId("task-quadrant-4").getByTestId("task-row")).toHaveCount(0);
    await expect(page.getByTestId("tasks-summary")).toHaveText("1 项未完成 · 1 项已完成");

    const completed = page.getByTestId("tasks-completed");
    await expect(completed).toBeVisible();
    await expect(completed).not.toHaveAttribute("open");
    await page.getByTestId("tasks-completed-toggle").click();
    await expect(completed).toHaveAttribute("open");
    const done = completed.getByTestId("task-row");
    await expect(done).toHaveCount(1);
    await expect(done.locator("label")).toHaveText(FEE_RENAMED);
    await expect(done.getByTestId("task-complete")).toBeChecked();
    expect((await taskNamed(page, FEE_RENAMED)).is_completed).toBe(true);
    await checkAccessibility(page, testInfo, "tasks-completed");

    await done.getByTestId("task-undo").click();
    await expect(page.getByTestId("tasks-message")).toContainText(`「${FEE_RENAMED}」已移回待办。`);
    await expect(page.getByTestId("tasks-completed")).toHaveCount(0);
    const back = page.getByTestId("task-quadrant-4").getByTestId("task-row");
    await expect(back).toHaveCount(1);
    await expect(back.getByTestId("task-complete")).not.toBeChecked();
    await expect(page.getByTestId("tasks-summary")).toHaveText("2 项未完成 · 0 项已完成");
    expect((await taskNamed(page, FEE_RENAMED)).is_completed).toBe(false);
  });

  await test.step("delete 写实验报告: the dialog says its study blocks go too; after 删除待办 they are off the timetable", async () => {
    const report = row(page, REPORT);
    await report.getByTestId("task-delete").click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`删除「${REPORT}」？`);
    await expect(dialog.getByTestId("task-delete-message")).toHaveText(
      `它在日程里的 ${studyBlocks} 个学习块也会一起删除，日程随之更新。此操作无法撤销。`,
    );
    await dialog.getByRole("button", { name: "删除待办" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("tasks-message")).toContainText(`已删除「${REPORT}」，以及它在日程里的 ${studyBlocks} 个学习块。`);
    await expect(row(page, REPORT)).toHaveCount(0);
    await expect(page.getByTestId("task-quadrant-1").getByTestId("task-row")).toHaveCount(0);
    await expect(page.getByTestId("task-new")).toBeFocused();

    expect((await tasks(page)).map((task) => task.title)).toEqual([FEE_RENAMED]);
    const week = await fetchWeek(page, nextWeek);
    expect(week.blocks.filter((block) => block.name === REPORT)).toEqual([]);
    expect(week.blocks.filter((block) => block.kind === "study")).toEqual([]);

    // A reload agrees with what the page showed.
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByTestId("task-row")).toHaveCount(1);
    await expect(page.getByTestId("task-quadrant-4").getByTestId("task-row").locator("label")).toHaveText(FEE_RENAMED);
  });
});
