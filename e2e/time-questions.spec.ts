/**
 * Questions about time, as a student asks them: the answer is one sentence in dates, weekdays and clock times, and
 * the week grid marks the periods it talks about (on a phone, the answer's link opens the 日程 tab on that day).
 * A question with options offers them as chips; picking one goes on with the turn.
 */
import { expect, test } from "./fixtures";
import { addDays, discardOpenDraft, openNewConversation, say, checkAccessibility, signUpFreshStudent, storyToday, waitForTurnEnd, uniqueUsername, TIMELINE } from "./helpers";

const ZONE = "Asia/Shanghai";
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** "12月3日", "3日" and "周四" of a "YYYY-MM-DD" date. */
function spoken(date: string): { day: string; dayOfMonth: string; weekday: string } {
  const [, month, day] = date.split("-").map(Number);
  return { day: `${month}月${day}日`, dayOfMonth: `${day}日`, weekday: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] };
}

test("明天下午有空吗: a one-sentence answer in dates and clock times, and the grid marks those periods", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  // A fresh student's timetable is empty, so tomorrow afternoon is free whatever day the story runs on.
  await signUpFreshStudent(page, { username: uniqueUsername("free-time") });
  await openNewConversation(page);
  const tomorrow = spoken(addDays(await storyToday(page, ZONE), 1));

  await say(page, "明天下午有空吗");
  await waitForTurnEnd(page);

  const answer = page.locator("[data-kind='assistant_text']").last();
  await expect(answer).toContainText(`${tomorrow.day} ${tomorrow.weekday}`);
  await expect(answer).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  expect((await answer.innerText()).trim()).not.toContain("\n");

  // The grid: the week holding tomorrow, its afternoon marked, in words as well as an outline.
  const marks = page.getByTestId("highlight-mark");
  await expect(marks.first()).toBeVisible();
  const label = await marks.first().innerText();
  expect(label).toContain(`空闲 ${tomorrow.day} ${tomorrow.weekday} 第5-8节 14:00–`);
  await expect(page.getByTestId("time-highlight-bar")).toContainText(`已标出：${tomorrow.day} ${tomorrow.weekday}`);
  await expect(page.getByTestId("week-title")).toContainText(/第\d+周/);

  // On a phone the chat and the grid are tabs: the answer's link opens 日程 on tomorrow.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("show-highlight").click();
  await expect(page.getByTestId("tab-schedule")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: `${tomorrow.weekday} ${tomorrow.dayOfMonth}，有标记，0项安排` })).toHaveAttribute("aria-pressed", "true");
  await expect(marks.first()).toBeVisible();
  await checkAccessibility(page, testInfo, "time-question-free-afternoon");

  // 清除标记 takes the marks away; the answer's link brings them back; the next turn clears them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("clear-highlight").click();
  await expect(marks).toHaveCount(0);
  await page.getByTestId("show-highlight").click();
  await expect(marks.first()).toBeVisible();
  await say(page, "提醒我明天晚上8点交实验报告");
  await waitForTurnEnd(page);
  await expect(page.locator("[data-kind='business_card']").last()).toBeVisible();
  await expect(marks).toHaveCount(0);
  await expect(page.getByTestId("time-highlight-bar")).toHaveCount(0);
});

test("a question with options: the options are chips, picking one (by keyboard) answers and the turn goes on", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await discardOpenDraft(page);
  await openNewConversation(page);

  await say(page, "帮我排一下复习");
  await waitForTurnEnd(page);
  const chips = page.getByRole("group", { name: "可选回答" }).getByTestId("answer-chip");
  await expect(chips).toHaveText(["这周", "下周"]);
  await checkAccessibility(page, testInfo, "time-question-chips", { within: TIMELINE });

  await chips.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-kind='user_text']").last()).toHaveText("下周");
  await waitForTurnEnd(page);
  // The turn went on: a proposal for next week to confirm, and the old question's chips are closed.
  await expect(page.locator("[data-kind='confirm_request']").last()).toBeVisible();
  await expect(page.getByRole("group", { name: "可选回答（已结束）" }).getByTestId("answer-chip")).toHaveText(["这周", "✓ 下周（已选）"]);
  for (const chip of await page.getByTestId("answer-chip").all()) await expect(chip).toBeDisabled();
  await discardOpenDraft(page);
});
