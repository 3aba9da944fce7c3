import { expect, test } from "./fixtures";
import { discardOpenDraft, openNewConversation, readTimeline, say, waitForTurnEnd } from "./helpers";

/**
 * Issue 12: a turn outlives its page. A reload mid-turn reconnects to the running turn (GET /api/chat/:id/stream
 * replays it from its start) and the reloaded page shows it go on to its end; the server saved the same.
 */
test("a reload mid-turn reconnects to the running turn and watches it finish", async ({ page }) => {
  await discardOpenDraft(page);
  await openNewConversation(page);
  await say(page, "帮我把下周的复习排进空闲时间");
  // The turn is under way: its first tool block has streamed, the confirm card has not.
  await expect(page.locator("[data-kind='tool_call']").first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]c=/);
  expect(await page.locator("[data-kind='confirm_request']").count()).toBe(0);

  const resumed = page.waitForResponse((response) => /\/api\/chat\/[\w-]+\/stream$/.test(response.url()) && response.status() === 200);
  await page.reload();
  await resumed;

  // The reloaded page follows the same turn to its end: the confirm card, nothing cut off, nothing doubled. The
  // page that sent the message went away mid-turn, so the turn ends by saying it finished in the background.
  await expect(page.locator("[data-kind='confirm_request']")).toHaveCount(1, { timeout: 30_000 });
  await waitForTurnEnd(page);
  const timeline = await readTimeline(page);
  expect(timeline[0]?.kind).toBe("user_text");
  expect(timeline.filter((entry) => entry.kind === "user_text")).toHaveLength(1);
  expect(timeline.slice(-2).map((entry) => entry.kind)).toEqual(["confirm_request", "interrupt"]);
  const marker = page.locator("[data-kind='interrupt']");
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute("data-reason", "background");
  await expect(marker).toContainText("连接断开后已在后台完成");

  // What the page showed is what the server kept: another reload (nothing running now) shows the same blocks.
  await page.reload();
  await expect(page.locator("[data-kind='confirm_request']")).toHaveCount(1);
  expect(await readTimeline(page)).toEqual(timeline);
});

test("a turn its page watched to the end carries no marker", async ({ page }) => {
  await openNewConversation(page);
  await say(page, "记一下周五给导师发周报");
  await waitForTurnEnd(page);
  await expect(page.locator("[data-kind='business_card']").last()).toBeVisible();
  expect((await readTimeline(page)).map((entry) => entry.kind)).not.toContain("interrupt");
  await page.reload();
  await expect(page.locator("[data-kind='business_card']").last()).toBeVisible();
  expect((await readTimeline(page)).map((entry) => entry.kind)).not.toContain("interrupt");
});
