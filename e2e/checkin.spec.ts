/**
 * Check-ins on a Saturday evening (the stories' moment): the demo week's study blocks on Monday and Wednesday have
 * begun and wait. The daily card asks about them on the first opening and takes one tap; the grid checks in one by
 * keyboard (做了一部分, how many periods) and one by mouse (没做), whose 重新安排 ends in one confirm card that places
 * the missed item again; 今天 on a phone lists the day; axe is clean.
 */
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { fetchWeek } from "./helpers";

test("past study blocks are checked in from the daily card, the grid by keyboard and mouse, and 今天 on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  // The first visit gives this browser its guest (the demo data, placed in the current week).
  await page.goto("/");
  await expect(page.getByTestId("composer")).toBeVisible();

  // The daily card: every block of the week that has begun, asked about by day.
  const card = page.getByTestId("daily-checkin");
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(/的 \d+ 个学习块完成了吗？$/);
  const rows = card.getByTestId("study-block-row");
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(rows.first()).toHaveAttribute("data-outcome", "unconfirmed");
  await expectAccessible(page, "the daily check-in card, desktop light");

  // One tap: the first block is done, on the card and in the grid.
  await rows.first().getByTestId("checkin-done").click();
  await expect(rows.first()).toHaveAttribute("data-outcome", "done");
  const grid = page.getByTestId("week-grid");
  await expect(grid.locator("[data-testid='week-block'][data-outcome='done']")).toHaveCount(1);

  // The grid by keyboard: Enter on a waiting block opens 打卡 with focus on 完成; 做了一部分 asks how many periods.
  const waiting = grid.locator("[data-testid='week-block'][data-outcome='unconfirmed'][data-slot-end]");
  await expect(waiting).toHaveCount((await rows.count()) - 1);
  const byKeyboard = waiting.first();
  const keyboardId = await byKeyboard.getAttribute("data-block-id");
  await expect(byKeyboard).toHaveAccessibleName(/，待打卡/);
  await byKeyboard.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByTestId("checkin-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId("checkin-done")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu.getByTestId("checkin-partial")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu.getByTestId("checkin-periods")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(menu).toHaveCount(0);
  const partial = grid.locator(`[data-block-id='${keyboardId}']`);
  await expect(partial).toHaveAttribute("data-outcome", "partial");
  await expect(partial).toBeFocused();
  await expect(page.getByTestId("checkin-status")).toContainText("做了 1 节");

  // The grid by mouse: 没做.
  const byMouse = grid.locator("[data-testid='week-block'][data-outcome='unconfirmed']").first();
  const mouseId = await byMouse.getAttribute("data-block-id");
  await byMouse.click();
  await menu.getByTestId("checkin-skipped").click();
  await expect(grid.locator(`[data-block-id='${mouseId}']`)).toHaveAttribute("data-outcome", "skipped");
  await expectAccessible(page, "the grid with outcomes, desktop light");

  // Missed work comes back: 重新安排 in the skipped block's menu asks the assistant, whose one confirm card places
  // the item again from now on; nothing moves before 确认, and the skipped sitting stays as history.
  type Week = { week: number; blocks: Array<{ name: string; outcome: string | null; date: string }> };
  const before = await fetchWeek<Week>(page);
  const skipped = before.blocks.find((block) => block.outcome === "skipped");
  expect(skipped, "the block checked in as 没做").toBeDefined();
  await grid.locator(`[data-block-id='${mouseId}']`).click();
  await menu.getByTestId("replan-missed").click();
  const confirmCard = page.locator("[data-kind='confirm_request']").last();
  await expect(confirmCard).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("stop")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("timeline")).toContainText("落下的学习从现在起重新排好了");
  await expect(grid.locator(`[data-block-id='${mouseId}']`)).toHaveAttribute("data-outcome", "skipped");
  await confirmCard.getByTestId("confirm").click();
  await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();
  await expect(grid.locator(`[data-block-id='${mouseId}']`)).toHaveAttribute("data-outcome", "skipped");
  const after = [...(await fetchWeek<Week>(page)).blocks, ...(await fetchWeek<Week>(page, before.week + 1)).blocks];
  const again = after.filter((block) => block.name === skipped?.name && block.outcome === null);
  expect(again.length, `${skipped?.name} is placed again, from now on`).toBeGreaterThanOrEqual(1);

  // 今天 on a phone, in dark: a tab beside 助手 and 日程.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByTestId("tab-today").click();
  const today = page.getByTestId("today-panel");
  await expect(today).toBeVisible();
  await expect(today.getByTestId("today-next")).toBeVisible();
  await expect(today.getByTestId("today-deadlines")).toBeVisible();
  await expectAccessible(page, "今天 on a phone, dark");

  // The next opening the same day has no card.
  await page.reload();
  await expect(page.getByTestId("composer")).toBeVisible();
  await expect(page.getByTestId("daily-checkin")).toHaveCount(0);
});
