import { expect, test } from "./fixtures";
import { discardOpenDraft, fetchWeek, openNewConversation, readTimeline, say, checkAccessibility, waitForTurnEnd, TIMELINE } from "./helpers";

test("stopping mid-stream keeps the partial turn and marks it interrupted", async ({ page }, testInfo) => {
  await openNewConversation(page);
  await say(page, "帮我把下周的复习排进空闲时间");
  const stop = page.getByTestId("stop");
  await expect(stop).toBeVisible();
  await stop.click();

  await expect(page.locator("[data-kind='interrupt']").last()).toBeVisible();
  await waitForTurnEnd(page);

  // The server kept the partial turn and the interruption: a reload shows them too.
  await page.reload();
  await expect(page.locator("[data-kind='interrupt']").last()).toBeVisible();
  const timeline = await readTimeline(page);
  expect(timeline[0]?.kind).toBe("user_text");
  expect(timeline.at(-1)?.kind).toBe("interrupt");
  await expect(page.locator("[data-kind='confirm_request']")).toHaveCount(0);

  await checkAccessibility(page, testInfo, "stopped", { within: TIMELINE });
});

test("a double click on 确认 commits once", async ({ page }) => {
  await discardOpenDraft(page);
  await openNewConversation(page);
  await say(page, "把概率论的复习排到下周");
  const confirmCard = page.locator("[data-kind='confirm_request']").last();
  await expect(confirmCard).toBeVisible({ timeout: 30_000 });
  await waitForTurnEnd(page);

  const confirmRequests: string[] = [];
  const confirmAnswers: number[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/confirm")) confirmRequests.push(request.url());
  });
  page.on("response", (response) => {
    if (response.url().includes("/confirm")) confirmAnswers.push(response.status());
  });
  await confirmCard.getByTestId("confirm").dblclick();
  await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(1);
  // Every confirm the double click sent has been answered (rather than a fixed wait): the page has seen all there is.
  await expect.poll(() => confirmAnswers.length).toBe(confirmRequests.length);
  await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(1);
  expect(confirmRequests.length).toBeLessThanOrEqual(2);

  // Whatever reached the server, the draft was written once: a reload shows one completion card.
  await page.reload();
  await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(1);
  const current = await fetchWeek(page);
  const nextWeek = await fetchWeek(page, current.week + 1);
  expect(nextWeek.blocks.filter((block) => block.kind === "draft")).toHaveLength(0);
  expect(nextWeek.blocks.some((block) => block.kind === "study" || block.kind === "embedded")).toBe(true);
});
