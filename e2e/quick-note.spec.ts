import { expect, test } from "./fixtures";
import { openNewConversation, readTimeline, say, checkAccessibility, waitForTurnEnd, TIMELINE } from "./helpers";

test("a quick note answers with one sentence and a task_record card right after it", async ({ page }, testInfo) => {
  await openNewConversation(page);
  await say(page, "提醒我周三晚上8点给导师发周报");

  const card = page.locator("[data-kind='business_card'][data-card-type='task_record']");
  await expect(card).toBeVisible();
  await waitForTurnEnd(page);

  await expect(card.getByTestId("task-record-title")).toHaveText("给导师发周报");
  await expect(card.getByTestId("task-record-deadline")).toContainText("20:00");
  await expect(card).toContainText("已帮你记下");

  const timeline = await readTimeline(page);
  const cardIndex = timeline.findIndex((entry) => entry.kind === "business_card");
  expect(timeline[cardIndex - 1]?.kind).toBe("assistant_text");
  expect(timeline.map((entry) => entry.seq)).toEqual([...timeline.map((entry) => entry.seq)].sort((a, b) => a - b));

  await checkAccessibility(page, testInfo, "quick-note", { within: TIMELINE });
});
