import { expect, test } from "./fixtures";
import { openNewConversation, readTimeline, say, checkAccessibility, waitForTurnEnd, TIMELINE } from "./helpers";

test("a reload restores the same blocks in the same order, cards included", async ({ page }, testInfo) => {
  await openNewConversation(page);
  await say(page, "记一下明天下午交实验报告");
  await expect(page.locator("[data-kind='business_card']").last()).toBeVisible();
  await waitForTurnEnd(page);
  await say(page, "重要紧急的任务有哪些");
  await expect(page.locator("[data-kind='business_card'][data-card-type='task_query']").last()).toBeVisible();
  await waitForTurnEnd(page);

  const live = await readTimeline(page);
  expect(live.filter((entry) => entry.kind === "business_card").map((entry) => entry.cardType)).toEqual([
    "task_record",
    "task_query",
  ]);

  await page.reload();
  await expect(page.locator("[data-kind='business_card']")).toHaveCount(2);
  const reloaded = await readTimeline(page);
  expect(reloaded).toEqual(live);

  await checkAccessibility(page, testInfo, "reload", { within: TIMELINE });
});
