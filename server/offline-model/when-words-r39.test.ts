/**
 * When, as students say it (round 39, R): a reminder's lead said by how the event opens ("开课前十分钟", "集合前半小时"),
 * the day after a day said (次日, 隔天, 第二天), a day counted from the deed done on a day ("下周二交作业之前一天晚上
 * 十点"), a class hour said without 点 where a block is put ("放明天早八", "晚八"), and a building said by its number
 * before 教 ("3教301"), an exam's day said as 元旦后第一周周三 or 下个月初五号; a lead said in the answer to "要帮你记个提醒吗？" ("记，提前一个钟头喊我"), and the same note
 * again on another day said with 给我 ("下周五同一时间也给我记一条"). Our own sentences; the look-alikes stay as they were.
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { nextStep, notedMinute, toolExchange, user } from "@/testing/offline-model";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { formatDeadline } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { UserTurn } from "./types";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { slotTarget } from "./understand/slot-words";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };
const intentOf = (text: string) => detectIntent(normalise(text).text);

/** The minute a note is saved at when the call carries the term's period clock, as a turn's does. */
async function notedWithPeriods(text: string): Promise<string | undefined> {
  const calendar = { days: [], periods: DEFAULT_SECTION_TIMES.map((times) => ({ ...times })) };
  const step = await nextStep([user(text)], PLANNER_TOOL_NAMES, calendar);
  expect(step).toMatchObject({ kind: "tool", toolName: "quick_note" });
  const input = (step as { input: { content: string; deadline?: string } }).input;
  const parsed = parseDateTime(input.deadline ?? input.content, NOW);
  return parsed ? formatDeadline(parsed.date, NOW.timeZone) : undefined;
}

describe("a lead said by how the event opens", () => {
  test.each([
    ["周三下午两点有实验课，开课前十分钟提醒我带实验服", "2026-12-02 13:50"],
    ["明天晚上七点的讲座，开讲前十五分钟提醒我占座", "2026-12-02 18:45"],
    ["周六上午九点集合去秋游，集合前半小时叫我", "2026-12-05 08:30"],
    ["周五晚上七点半的话剧，开场前二十分钟提醒我", "2026-12-04 19:10"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("a lead ahead of an evening said by 晚 alone, or of a class said by its hour", () => {
  test.each([
    ["周四晚八点的讲座，提前一小时提醒我", "2026-12-03 19:00"],
    ["今晚八点的讲座，提前一小时提醒我", "2026-12-01 19:00"],
    ["明晚七点半的电影，开场前二十分钟提醒我", "2026-12-02 19:10"],
    ["周五早八的课，提前半小时叫我起床", "2026-12-04 07:30"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test.each([
    ["明早八点体检，提前半小时叫我", "2026-12-02 07:30"],
    ["周四早上九点面试，提前一小时提醒我", "2026-12-03 08:00"],
    ["周五英语周考，前一晚九点提醒我背作文模板", "2026-12-03 21:00"],
  ])("a part said in full, and the evening before, stay as they were: %s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("the day after a day said", () => {
  test.each([
    ["周四考完线代，次日上午十点去图书馆还书，记一下", "2026-12-04 10:00"],
    ["周三去医院拔牙，隔天上午九点回去复诊，记一下", "2026-12-03 09:00"],
    ["周五交完论文，第二天下午三点去导师那签字，记一下", "2026-12-05 15:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("当天 stays the day said", async () => {
    expect(await notedMinute("周四考完线代，当天下午三点去还书，记一下", NOW)).toBe("2026-12-03 15:00");
  });
});

describe("a day counted from the deed done on a day", () => {
  test.each([
    ["下周二交作业之前一天晚上十点提醒我再查一遍格式", "2026-12-07 22:00"],
    ["周五交论文的前两天上午十点提醒我查重", "2026-12-02 10:00"],
    ["周三答辩后一天下午两点提醒我交材料", "2026-12-03 14:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test.each([
    ["周五交前3章的笔记，记一下", "2026-12-04 23:59"],
    ["周四交实验报告前先找助教签字，提醒我", "2026-12-03 23:59"],
  ])("no day counted: %s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("a note's time said as the term's periods", () => {
  test.each([
    ["下礼拜三第三四节课前去实验楼领护目镜，帮我记着", "2026-12-09 10:00"],
    ["明天第一二节课前把作业交到讲台，提醒我", "2026-12-02 08:00"],
    ["周四下午第一节要去实验楼，记一下", "2026-12-03 14:00"],
    ["周五上午第二大节去办公室找助教，记一下", "2026-12-04 10:00"],
    ["周五下午第二大节交报告，记一下", "2026-12-04 16:00"],
    ["周三第7节课前交材料，记一下", "2026-12-02 16:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedWithPeriods(text)).toBe(minute);
  });

  test.each([
    ["周四交第三章的笔记，记一下", "2026-12-03 23:59"],
    ["周五交第2个实验的报告，记一下", "2026-12-04 23:59"],
    ["下礼拜三第三四节的课改到实验楼上，帮我记着", "2026-12-09 23:59"],
    ["周四第二节课交作业，记一下", "2026-12-03 23:59"],
  ])("no time the note is due at: %s", async (text, minute) => {
    expect(await notedWithPeriods(text)).toBe(minute);
  });
});

describe("a class hour said without 点 where a block goes", () => {
  test.each([
    ["明天早八", "08:00"],
    ["周四早十", "10:00"],
    ["明天晚八", "20:00"],
    ["明天晚八点", "20:00"],
    ["周五早7点半", "07:30"],
  ])("%s → %s", (text, clock) => {
    expect(slotTarget(text).clock).toBe(clock);
  });

  test.each([["晚一点"], ["早一点"], ["明天晚上"]])("no clock: %s", (text) => {
    expect(slotTarget(text).clock).toBeUndefined();
  });
});

describe("an exam's day counted from a holiday's week, or early next month", () => {
  test.each([
    ["线代期末在元旦后第一周周三上午九点", "元旦后第一周周三上午九点"],
    ["概率论期末 下个月初五号 上午九点", "下个月初五号 上午九点"],
    ["线代期末在元旦后第一个周三上午九点", "元旦后第一个周三上午九点"],
  ])("%s → %s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", when });
  });
});

describe("a building said by its number before 教", () => {
  test.each([
    ["线代期末定在第17周周三上午九点，3教301", "3教301"],
    ["数据库期末 下周三上午九点 3教301", "3教301"],
  ])("%s → %s", (text, location) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", location });
  });
});

function offered(request: string): LanguageModelV4Message[] {
  const question = "要帮你记个提醒吗？";
  return [
    user(request),
    ...toolExchange("h1", "ask_user", { question, options: ["记下", "不用"] }, { ok: true, text: question }),
    { role: "assistant", content: [{ type: "text", text: question }] },
  ];
}

describe("a lead said in the answer to an offered reminder", () => {
  test.each([
    ["周日下午三点要去校外工厂参观", "记，提前一个钟头喊我", "周日14:00"],
    ["周四上午十点要去面试", "记下，提前半小时提醒我", "周四09:30"],
    ["明天晚上七点班会", "记吧，提前俩小时叫我", "明天17:00"],
  ])("%s, answered %s → %s", async (request, answer, deadline) => {
    expect(await nextStep([...offered(request), user(answer)])).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline } });
  });

  test("an answer with no lead keeps the time said", async () => {
    const step = await nextStep([...offered("周日下午三点要去校外工厂参观"), user("记下")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note" });
    expect(step).not.toMatchObject({ input: { deadline: expect.anything() } });
  });
});

const WEEKLY: UserTurn = { text: "周五下午五点前交实习周志", said: "已记下：交实习周志（截止 12月4日 周五 17:00）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the same note again on another day, asked with 给我",
    examples: [
      { before: [WEEKLY], text: "下周五同一时间也给我记一条", readAs: "下周五下午五点前交实习周志" },
      { before: [WEEKLY], text: "下周五也给我提醒一下", readAs: "下周五下午五点前交实习周志" },
    ],
    counterexamples: [{ before: [WEEKLY], text: "下周五给我记一条交班费" }],
  },
];

describeFollowUpRows("when words", ROWS);
