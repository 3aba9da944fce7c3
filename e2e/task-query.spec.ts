import { expect, test } from "./fixtures";
import { openNewConversation, say, checkAccessibility, waitForTurnEnd, TIMELINE } from "./helpers";

test("a task query shows a task_query card with filter chips and a consistent count", async ({ page }, testInfo) => {
  await openNewConversation(page);
  await say(page, "还有哪些离散数学的任务没做？");

  const card = page.locator("[data-kind='business_card'][data-card-type='task_query']").last();
  await expect(card).toBeVisible();
  await waitForTurnEnd(page);

  await expect(card.getByTestId("task-query-filters")).toContainText("关键词：离散数学");
  await expect(card.getByTestId("task-query-filters")).toContainText("仅未完成");
  const title = (await card.locator("h3").first().textContent()) ?? "";
  const total = Number(title.match(/(\d+)\s*条/)?.[1]);
  expect(total).toBeGreaterThan(0);
  const rows = await card.getByTestId("task-query-row").count();
  expect(rows).toBe(Math.min(total, 5));
  if (total > rows) await expect(card.getByTestId("task-query-more")).toContainText(`还有 ${total - rows} 条`);
  for (const row of await card.getByTestId("task-query-row").allTextContents()) expect(row).toContain("离散数学");

  await checkAccessibility(page, testInfo, "task-query", { within: TIMELINE });
});

test("a query that matches nothing shows the empty-state card", async ({ page }, testInfo) => {
  await openNewConversation(page);
  await say(page, "还有哪些量子色动力学的任务没做？");

  const card = page.locator("[data-kind='business_card'][data-card-type='task_query']").last();
  await expect(card).toBeVisible();
  await waitForTurnEnd(page);
  await expect(card.getByTestId("task-query-empty")).toBeVisible();
  await expect(card.getByTestId("task-query-row")).toHaveCount(0);

  await checkAccessibility(page, testInfo, "task-query-empty", { within: TIMELINE });
});
