/**
 * Times and dates as students say them around the one they mean: a time given twice (their own clock and home's), a
 * day taken back or ruled out before the right one, a clause that names a day only as the reason, and a question
 * whose story names a day. Each family is read by a general rule; the sentences are not the ones that showed the gap.
 */
import { describe, expect, test } from "vitest";
import { notedMinute } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

const question = (text: string) => {
  const intent = detectIntent(normalise(text).text);
  return intent.family === "schedule_question" ? intent.question : intent;
};

describe("a time given in the student's clock and in home's: home's is kept unless they ask for theirs", () => {
  test.each([
    ["我在纽约，周四早上9点交paper，北京时间是晚上10点，按北京时间记一下", "2026-12-03 22:00"],
    ["我这边后天下午2点面试，国内时间是晚上9点，帮我记一下", "2026-12-03 21:00"],
    // Home's time names a day of its own.
    ["记一下我这边周三晚上8点交表，国内是周四早上9点", "2026-12-03 09:00"],
    ["我这边周二下午两点交作业，国内是晚上10点，按我这边时间记就行", "2026-12-01 14:00"],
    ["remind me to email 助教 on Thursday 4pm", "2026-12-03 16:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("a day taken back or ruled out before the one meant", () => {
  test.each([
    ["可别记成周四啊，是周五下午三点交实验报告", "2026-12-04 15:00"],
    ["周五之前都别提醒我，周六早上九点提醒我去取快递", "2026-12-05 09:00"],
    ["别周三提醒我，周四中午再提醒我交材料", "2026-12-03 12:00"],
    ["提醒我周四交读书笔记，算了还是周五吧", "2026-12-04 23:59"],
    ["提醒我周五交班费，不是这周五，是下周五", "2026-12-11 23:59"],
    ["今天不用记，后天早上八点提醒我去体检", "2026-12-03 08:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test.each([
    ["不是这周，是下周三才交读书报告，帮我改一下", { task: "读书报告", deadline: "下周三" }],
    ["实验报告周日才交，帮我改过来", { task: "实验报告", deadline: "周日" }],
  ])("%s re-dates the to-do", (text, edit) => {
    expect(detectIntent(normalise(text).text)).toMatchObject({ family: "task_edit", action: "update", ...edit });
  });

  test.each([
    ["周四满课不行，周五还可以，周五下午有空吗", { when: "周五", part: "afternoon" }],
    ["下周四上午有空吗？不对，我是想问下周五", { when: "下周五", part: "morning" }],
  ])("%s asks about the day meant", (text, input) => {
    expect(question(text)).toEqual({ toolName: "query_free_time", input });
  });
});

describe("a clause that names a day only as the reason", () => {
  test.each([
    ["这周六要搬宿舍，周五晚上9点提醒我收拾东西", "2026-12-04 21:00"],
    ["周日室友过生日，提醒我周六晚上八点去买礼物", "2026-12-05 20:00"],
    ["元旦后第一个周二提醒我去办理缓考手续", "2027-01-05 23:59"],
    // A bare weekday before the reason's day, in a later week, is that week's.
    ["下下周四答辩，周一上午提醒我约老师", "2026-12-14 12:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test.each([
    ["昨天熬夜到两点🥱后天上午有空吗", { when: "后天", part: "morning" }],
    ["学姐约我周六上午去图书馆，你帮我看看有没有空", { when: "周六", part: "morning" }],
  ])("%s asks about %o", (text, input) => {
    expect(question(text)).toEqual({ toolName: "query_free_time", input });
  });

  test("a story with no one asking for the time lends the question no day", () => {
    expect(question("今天早八差点迟到累死了，帮我看看有没有空")).toEqual({ toolName: "query_free_time", input: {} });
  });

  test("a change that happened, then a to-do changed to match: only the to-do", () => {
    expect(detectIntent("答辩延期到周五了，我那个答辩PPT的截止也改成周四晚上10点")).toEqual({
      family: "task_edit",
      action: "update",
      task: "答辩PPT",
      deadline: "周四晚上10点",
    });
  });
});
