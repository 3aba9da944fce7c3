import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, fetchWeek, openNewConversation, proposal, checkAccessibility, showWeek, storyToday, TIMELINE } from "./helpers";

/**
 * Issue #14, references: after a confirmed change, "把它移到明天" moves the block that change named. The card says
 * tomorrow as a date and weekday, and after 确认 the grid shows the block on tomorrow's column.
 */

const ZONE = "Asia/Shanghai";
const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

interface Week {
  week: number;
  days: Array<{ day_of_week: number; date: string }>;
  blocks: Array<{ name: string; kind: string; date: string; day_of_week: number }>;
}

async function confirm(page: Page, card: Locator, completedBefore: number): Promise<void> {
  await card.getByTestId("confirm").click();
  await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(completedBefore + 1);
}

/** "12月3日 周四": a date as the card writes it. */
function dateWords(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${month}月${day}日 ${WEEKDAYS[weekday]}`;
}

test("把它移到明天 after a confirm moves the block just changed to tomorrow, and the grid shows it there", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openNewConversation(page);
  await confirm(page, await proposal(page, "把离散数学的复习排到下周"), 0);
  await confirm(page, await proposal(page, "把集合与二元关系移到下周三第3节"), 1);

  const tomorrow = addDays(await storyToday(page, ZONE), 1);
  const card = await proposal(page, "把它移到明天");
  const rows = card.getByTestId("change-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("集合与二元关系");
  await expect(rows.first()).toContainText(`→ ${dateWords(tomorrow)}`);
  // No question was needed: the turn named no other block and asked nothing.
  await expect(page.locator("[data-kind='assistant_text']").last()).not.toContainText("是指哪一个");

  await confirm(page, card, 2);
  // The committed week that holds tomorrow: this one, or the next when today is a Sunday.
  const thisWeek = await fetchWeek<Week>(page);
  const week = thisWeek.days.some((day) => day.date === tomorrow) ? thisWeek : await fetchWeek<Week>(page, thisWeek.week + 1);
  const moved = week.blocks.filter((block) => block.name === "集合与二元关系" && block.kind !== "draft");
  expect(moved.map((block) => block.date)).toEqual([tomorrow]);

  // The grid, on that week, shows the block in tomorrow's column.
  await showWeek(page, week.week);
  const column = week.days.find((day) => day.date === tomorrow)!.day_of_week;
  await expect(page.locator(`[data-testid='week-block'][data-day='${column}']`).filter({ hasText: "集合与二元关系" }).first()).toBeVisible();
  await checkAccessibility(page, testInfo, "reference-moved-tomorrow", { within: TIMELINE });
});
