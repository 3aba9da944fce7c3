import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, checkAccessibility, fetchWeek, openNewConversation, proposal, say, storyToday, waitForTurnEnd, TIMELINE } from "./helpers";

/**
 * Issue 27 #4, the thread of a conversation: after a plan, a block named by when it is and a complaint ("下周一晚上那个
 * 集合与二元关系太晚了，挪到…") is moved; "那就挪到下周五第9-10节" moves the same block again (no 没有找到“那”); after
 * 确认, "不对，是下周四" says that move again with the new day. Each card shows the block's new date, and the committed
 * week has it there. A note re-timed with "时间改成下午四点" and then "不对，是下周四" moves its deadline to Thursday at 16:00.
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

function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** "12月3日 周四": a date as the card writes it. */
function dateWords(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日 ${WEEKDAYS[weekdayOf(date)]}`;
}

/** The card's row for the block, which must show it going to `date`. */
async function expectMovedTo(card: Locator, date: string): Promise<void> {
  const row = card.getByTestId("change-row").filter({ hasText: "集合与二元关系" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`→ ${dateWords(date)}`);
}

test("那就挪到… and 不对，是下周四 move the block the last request named", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const today = await storyToday(page, ZONE);
  const nextMonday = addDays(today, 7 - weekdayOf(today));
  const nextThursday = addDays(nextMonday, 3);
  const nextFriday = addDays(nextMonday, 4);

  await openNewConversation(page);
  await confirm(page, await proposal(page, "把离散数学的复习排到下周"), 0);

  const first = await proposal(page, "下周一晚上那个集合与二元关系太晚了，挪到下周四晚上第9-10节吧");
  await expectMovedTo(first, nextThursday);

  const again = await proposal(page, "那就挪到下周五第9-10节");
  await expectMovedTo(again, nextFriday);
  await expect(page.locator("[data-kind='assistant_text']").last()).not.toContainText(/没有找到|没太明白/);
  await confirm(page, again, 1);

  const corrected = await proposal(page, "不对，是下周四");
  await expectMovedTo(corrected, nextThursday);
  await confirm(page, corrected, 2);

  const thisWeek = await fetchWeek<Week>(page);
  const week = thisWeek.days.some((day) => day.date === nextThursday) ? thisWeek : await fetchWeek<Week>(page, thisWeek.week + 1);
  const moved = week.blocks.filter((block) => block.name === "集合与二元关系" && block.kind !== "draft");
  expect(moved.map((block) => block.date)).toEqual([nextThursday]);
  await checkAccessibility(page, testInfo, "follow-ups-moved", { within: TIMELINE });
});

test("时间改成下午四点 after a note re-times it, and 不对，是下周四 then moves it to Thursday at that time", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openNewConversation(page);
  const timeline = page.getByTestId("timeline");
  await say(page, "记一下下周五交课程设计报告");
  await waitForTurnEnd(page);
  await expect(timeline.locator("[data-kind='business_card'][data-card-type='task_record']").getByTestId("task-record-title")).toHaveText("交课程设计报告");

  const edits = timeline.locator("[data-kind='business_card'][data-card-type='task_edit']");
  await say(page, "时间改成下午四点");
  await expect(edits).toHaveCount(1);
  await waitForTurnEnd(page);
  await expect(edits.first().getByTestId("task-edit-title")).toHaveText("交课程设计报告");
  await expect(edits.first().locator("[data-testid='task-edit-change'][data-field='deadline']")).toContainText(/→改为.*周五 16:00/);

  await say(page, "不对，是下周四");
  await expect(edits).toHaveCount(2);
  await waitForTurnEnd(page);
  await expect(edits.last().locator("[data-testid='task-edit-change'][data-field='deadline']")).toContainText(/周五 16:00→改为.*周四 16:00/);
  await checkAccessibility(page, testInfo, "follow-ups-retimed", { within: TIMELINE });
});
