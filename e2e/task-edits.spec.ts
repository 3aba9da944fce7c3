import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openNewConversation, say, checkAccessibility, waitForTurnEnd, TIMELINE } from "./helpers";

/**
 * Issue #14, to-dos changed from the chat with the built-in model: a compound request notes a to-do and schedules
 * a review in one turn; a re-date shows what changed (周五 → 周四) and its 撤销 puts Friday back; deleting asks first on a card, and only 删除
 * removes the to-do from the 待办 list. After a reload the card still reads as decided.
 */

const REPORT = "交实验报告";

async function taskTitles(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/tasks?status=all");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: Array<{ title: string }> }).tasks.map((task) => task.title);
}

test("a compound request does both parts, a re-date shows its card, and a delete happens only on 删除", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openNewConversation(page);

  // 1. Two requests in one message, both done in the one turn: the note's card and the proposal's confirm card.
  await say(page, `记一下周五${REPORT}，再把离散数学的复习排到下周`);
  await waitForTurnEnd(page);
  const timeline = page.getByTestId("timeline");
  const tools = await timeline.locator("[data-kind='tool_call']").evaluateAll((calls) => calls.map((call) => (call as HTMLElement).dataset.tool));
  expect(tools).toEqual(expect.arrayContaining(["quick_note", "rough_schedule"]));
  await expect(timeline.locator("[data-kind='business_card'][data-card-type='task_record']").getByTestId("task-record-title")).toHaveText(REPORT);
  await expect(timeline.locator("[data-kind='confirm_request']")).toBeVisible();
  expect(await taskTitles(page)).toContain(REPORT);

  // 2. A re-date: one sentence, then a card with the old and the new deadline by weekday.
  await say(page, `把${REPORT}改到周四`);
  const edit = timeline.locator("[data-kind='business_card'][data-card-type='task_edit']");
  await expect(edit).toBeVisible();
  await waitForTurnEnd(page);
  await expect(edit.getByTestId("task-edit-title")).toHaveText(REPORT);
  const change = edit.locator("[data-testid='task-edit-change'][data-field='deadline']");
  await expect(change).toContainText("截止时间");
  await expect(change).toContainText(/周五 \d\d:\d\d→改为.*周四 \d\d:\d\d/);

  // 2b. Every write from the chat stays in the student's hand (issue 27 #5): 撤销 puts Friday back.
  await edit.getByTestId("task-edit-undo").click();
  await expect(edit).toContainText("修改已撤销");
  await expect(change).toContainText(/周四 \d\d:\d\d→改为.*周五 \d\d:\d\d/);
  await expect(edit.getByTestId("task-edit-undo")).toHaveCount(0);
  const restored = (await (await page.request.get("/api/tasks?status=all")).json()) as { tasks: Array<{ title: string; deadline_text: string | null }> };
  expect(restored.tasks.find((task) => task.title === REPORT)?.deadline_text).toMatch(/周五|\d+月\d+日/);

  // 3. Deleting asks first: the card names the to-do, and nothing is deleted until 删除.
  await say(page, `删掉${REPORT}`);
  const question = timeline.getByTestId("task-delete-card");
  await expect(question).toHaveAttribute("data-state", "open");
  await waitForTurnEnd(page);
  await expect(question.getByTestId("task-delete-title")).toHaveText(REPORT);
  await expect(question.getByTestId("task-delete-deadline")).toContainText("周五");
  expect(await taskTitles(page)).toContain(REPORT);
  await checkAccessibility(page, testInfo, "task-delete-question", { within: TIMELINE });

  await question.getByTestId("task-delete-confirm").click();
  await expect(question).toHaveAttribute("data-state", "deleted");
  await expect(question).toContainText(`已删除待办「${REPORT}」`);
  expect(await taskTitles(page)).not.toContain(REPORT);

  // 4. After a reload the card is closed by the note its decision left; the 待办 list no longer has the to-do.
  await page.reload();
  await expect(page.getByTestId("timeline").getByTestId("task-delete-card")).toHaveAttribute("data-state", "deleted");
  await expect(page.getByTestId("timeline").getByTestId("task-delete-confirm")).toHaveCount(0);
  await page.goto("/tasks");
  await expect(page.getByTestId("task-row").first()).toBeVisible();
  await expect(page.getByTestId("task-row").filter({ has: page.locator("label", { hasText: new RegExp(`^${REPORT}$`) }) })).toHaveCount(0);
});
