/**
 * A reminder's time reckoned from the event it is for (round 28): a lead said by the moment it comes before ("开始前
 * 十分钟"), the evening before a day across the week's edge, a period that only names the thing (这周的周报) before
 * the day it is due, a lead asked as a question after a note, an hour answering "周四几点前交？", one time of a repeat
 * with its own hour, and a reminder before every session, which no note can keep. Our own sentences.
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { nextStep, notedMinute, toolExchange, user } from "@/testing/offline-model";
import type { UserTurn } from "./types";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

describe("a lead said by the moment it comes before", () => {
  test.each([
    ["周三上午十点开始模拟考，开始前十五分钟提醒我", "2026-12-02 09:45"],
    ["明天下午三点出发去机场，出发前半小时叫我", "2026-12-02 14:30"],
    ["周五晚上七点开会，开会前十分钟提醒我把材料打印好", "2026-12-04 18:50"],
    ["周四早上八点考试，考试前一个小时提醒我", "2026-12-03 07:00"],
    ["后天下午两点上课，上课前二十分钟喊我", "2026-12-03 13:40"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("the note is about the event", async () => {
    const step = await nextStep([user("周三上午十点开始模拟考，开始前十五分钟提醒我")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining("模拟考") } });
  });
});

describe("the evening before a day across the week's edge", () => {
  test.each([
    ["下周一早上九点面试，前一晚十点提醒我熨衬衫", "2026-12-06 22:00"],
    ["下下周一上午有答辩，前一天晚上八点提醒我过一遍PPT", "2026-12-13 20:00"],
    ["周日下午四点有讲座，前一晚九点提醒我", "2026-12-05 21:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("a period that names the thing, then the day it is due", () => {
  test.each([
    ["这周的组会记录周五下午五点前发给师兄，到时候提醒我", "2026-12-04 17:00"],
    ["本月的考勤表下周一上午十点交，提醒我", "2026-12-07 10:00"],
    ["这周的读书笔记周六晚上九点前上传，记一下", "2026-12-05 21:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("a period said alone is still the period's end", async () => {
    expect(await notedMinute("提醒我这周把周报发给老板", NOW)).toBe("2026-12-06 23:59");
  });
});

describe("a reminder before every session is a repeat no note keeps", () => {
  test.each(["每块复习开始前五分钟提醒我", "每次上课前十分钟都叫我一下", "每节课下课后提醒我喝水", "每场考试前一天都提醒我"])("%s", (text) => {
    expect(detectIntent(normalise(text).text)).toMatchObject({ family: "small_talk", about: ["repeating_reminders"] });
  });

  test.each(["每次都是室友提醒我交作业", "这次复习开始前十分钟提醒我", "每块复习都排两节"])("%s is no repeat asked", (text) => {
    expect(detectIntent(normalise(text).text)).not.toMatchObject({ about: ["repeating_reminders"] });
  });
});

function asked(request: string, question: string): LanguageModelV4Message[] {
  return [
    user(request),
    ...toolExchange("h1", "ask_user", { question, options: [] }, { ok: true, text: question }),
    { role: "assistant", content: [{ type: "text", text: question }] },
  ];
}

describe("an hour answering when a note with its day is due", () => {
  test.each([
    ["提醒我周五交实习周记", "周五几点前交？", "中午十二点前吧，交给带教老师", "周五中午十二点前"],
    ["记一下明天还图书馆的书", "明天几点？", "下午四点吧", "明天下午四点"],
    ["提醒我周三去拿体检报告", "想几点提醒你？", "上午十点，医院开门后", "周三上午十点"],
  ])("%s, asked %s, answered %s", async (request, question, answer, deadline) => {
    expect(await nextStep([...asked(request, question), user(answer)])).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline } });
  });

  test("an answer that names its own day is not joined to the note's", async () => {
    const step = await nextStep([...asked("提醒我周五交实习周记", "周五几点前交？"), user("改成周六上午吧")]);
    expect(step).not.toMatchObject({ input: { deadline: "周五周六上午" } });
  });
});

const REPORT: UserTurn = { text: "周四下午四点交课程论文，记一下", said: "已记下：交课程论文（截止 12月3日 周四 16:00）。" };
const REPEAT: UserTurn = { text: "每周三晚上提醒我交组会记录", said: "我没法设置每周重复的提醒，可以先帮你记下下周三这一次。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a lead asked as a question after a note",
    examples: [
      { before: [REPORT], text: "能提前俩小时提醒我吗，打印店肯定排队", readAs: "把交课程论文改到周四14:00" },
      { before: [REPORT], text: "可以提前半小时提醒我吗", readAs: "把交课程论文改到周四15:30" },
      { before: [REPORT], text: "能不能提前一个小时叫我，路上估计堵", readAs: "把交课程论文改到周四15:00" },
    ],
    counterexamples: [{ before: [REPORT], text: "提前两小时能到吗" }],
  },
  {
    family: "one time of a repeat, with its own hour",
    examples: [
      { before: [REPEAT], text: "行，先记下周三晚上八点那次", readAs: "下周三晚上八点提醒我交组会记录" },
      { before: [REPEAT], text: "好，记这周三晚上十点那次吧", readAs: "这周三晚上十点提醒我交组会记录" },
      { before: [REPEAT], text: "那先记下周三那次", readAs: "下周三晚上提醒我交组会记录" },
    ],
    counterexamples: [{ before: [REPORT], text: "行，先记下周三晚上八点那次" }],
  },
];

describeFollowUpRows("reminder times from the event", ROWS);
