import { expect, test } from "./fixtures";
import { fetchWeek, openNewConversation, say, checkAccessibility, waitForTurnEnd } from "./helpers";

test("a schedule request shows tool blocks and a confirm card; 确认 writes the blocks", async ({ page }, testInfo) => {
  // The first visit gives this browser its guest (the demo data); the API answers only with that session.
  await openNewConversation(page);
  // Next week is always whole, whatever weekday the stories run on, and inside the demo classes' date range.
  const nextWeek = (await fetchWeek(page)).week + 1;
  const before = await fetchWeek(page, nextWeek);
  const studyBefore = before.blocks.filter((block) => block.kind === "study").length;

  await say(page, "把离散数学的复习排到下周");

  const confirmCard = page.locator("[data-kind='confirm_request']").last();
  await expect(confirmCard).toBeVisible({ timeout: 30_000 });
  await waitForTurnEnd(page);
  await expect(page.locator("[data-kind='tool_call']").first()).toBeVisible();
  const changes = await confirmCard.getByTestId("change-row").count();
  expect(changes).toBeGreaterThan(0);

  // Nothing is written before the student confirms: the draft only shows as pending blocks.
  const pending = await fetchWeek(page, nextWeek);
  expect(pending.blocks.filter((block) => block.kind === "study").length).toBe(studyBefore);
  expect(pending.blocks.filter((block) => block.kind === "draft").length).toBeGreaterThan(0);
  await checkAccessibility(page, testInfo, "schedule-confirm");

  await confirmCard.getByTestId("confirm").click();
  await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();

  const after = await fetchWeek(page, nextWeek);
  const studyAfter = after.blocks.filter((block) => block.kind === "study" || block.kind === "embedded").length;
  const studyAndEmbeddedBefore = before.blocks.filter((block) => block.kind === "study" || block.kind === "embedded").length;
  expect(studyAfter).toBeGreaterThan(studyAndEmbeddedBefore);
  expect(after.blocks.filter((block) => block.kind === "draft")).toHaveLength(0);

  // The week grid refreshed from the database: next week now shows the committed study blocks, none pending.
  // After 确认 the grid shows the week that changed.
  await expect(page.getByTestId("week-title")).toContainText(`第${nextWeek}周`);
  await expect(page.locator("[data-testid='week-block'][data-kind='draft']")).toHaveCount(0);
  await expect(page.locator("[data-testid='week-block'][data-kind='study']").first()).toBeAttached();

  await checkAccessibility(page, testInfo, "schedule-completed");
});
