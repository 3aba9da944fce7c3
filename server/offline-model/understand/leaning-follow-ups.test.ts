/**
 * Follow-ups that lean on the answer before them when it came as words alone (a history whose tool parts were
 * trimmed): a free place taken by its pick or by 那儿/那段, a thing put on the day the answer named, the one study
 * block of a day taken off, a note moved to a new day with its time kept, a new date brought as news ("老师说…"),
 * and "两个都要" picking the option that joins the others.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { pickedOption } from "./option-picks";
import type { UserTurn } from "../types";

const FREE: UserTurn = { text: "周五下午有空吗", said: "12月4日 周五 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）。" };
const EVENING: UserTurn = { text: "后天晚上空不空", said: "12月3日 周四 晚上 19:00–22:30 有4节空。" };
const EMPTIEST: UserTurn = { text: "这周哪天最空", said: "12月5日 周六最空，全天12节都空着。" };
const AGENDA: UserTurn = { text: "后天有什么安排", said: "12月3日 周四：10:00–11:40 线性代数；19:00–20:40 树与最小生成树（学习）。" };
const NOTED_EVENING: UserTurn = { text: "提醒我周三晚上7点去取快递", said: "已记下：去取快递（截止 12月2日 周三 19:00）。" };
const NOTED_EN: UserTurn = { text: "remind me to call mom on Wednesday 8pm", said: "已记下：call mom（截止 12月2日 周三 20:00）。" };
const NOTED_DAY: UserTurn = { text: "记一下周二交实验报告", said: "已记下。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a free place taken by its pick or by 那儿",
    examples: [
      { before: [FREE], text: "the second one works, 把函数与等价关系放那儿", readAs: "把函数与等价关系移到12月4日16:00" },
      { before: [FREE], text: "first one is fine, 把树与最小生成树排上", readAs: "把树与最小生成树移到12月4日14:00" },
      { before: [FREE], text: "第二个可以，把代数系统塞进去", readAs: "把代数系统移到12月4日16:00" },
      { before: [EVENING], text: "就那段吧，把英语真题塞进去", readAs: "把英语真题移到12月3日19:00" },
      { before: [EVENING], text: "把整理笔记放那里", readAs: "把整理笔记移到12月3日19:00" },
      { before: [FREE], text: "put 图论基础 there", readAs: "把图论基础移到12月4日14:00" },
    ],
    counterexamples: [
      { before: [FREE], text: "那里离宿舍太远了" },
      { before: [FREE], text: "第二个是几点结束" },
    ],
  },
  {
    family: "a thing put on the day the answer named",
    examples: [
      {
        before: [EMPTIEST],
        text: "那天晚上给我排图论基础",
        readAs: "把图论基础放到12月5日晚上",
        intent: { family: "edit", action: "move", reference: { name: "图论基础" }, target: { dayWord: "12月5日" } },
      },
      { before: [EMPTIEST], text: "那天下午把英语真题排上", readAs: "把英语真题放到12月5日下午" },
      { before: [EMPTIEST], text: "那天帮我安排离散错题本", readAs: "把离散错题本排在12月5日" },
    ],
    counterexamples: [],
  },
  {
    family: "the study block of the day taken off",
    examples: [
      {
        before: [AGENDA],
        text: "那个复习的先拿掉，后天晚上要聚餐",
        readAs: "把树与最小生成树拿掉，后天晚上要聚餐",
        intent: { family: "edit", action: "unplace", reference: { name: "树与最小生成树" } },
      },
      { before: [AGENDA], text: "这个学习就去掉吧", readAs: "把树与最小生成树去掉吧" },
    ],
    counterexamples: [{ before: [AGENDA], text: "那个学习的内容是什么" }],
  },
  {
    family: "a new day with the time kept",
    examples: [
      { before: [NOTED_EVENING], text: "不对，是周四，时间不变", readAs: "把去取快递改到周四晚上7点" },
      { before: [NOTED_EVENING], text: "说错了，应该是下周三，还是那个点", readAs: "把去取快递改到下周三晚上7点" },
      { before: [NOTED_EVENING], text: "还是改到周五吧，时间照旧", readAs: "把去取快递改到周五晚上7点吧" },
      { before: [NOTED_EN], text: "ok Thursday then, same time", readAs: "把call mom改到Thursday 8pm" },
      { before: [NOTED_EN], text: "actually make it Friday", readAs: "把call mom改到Friday 8pm" },
    ],
    counterexamples: [{ before: [NOTED_EVENING], text: "时间不变的话我就不去了" }],
  },
  {
    family: "a new date brought as news",
    examples: [
      { before: [NOTED_DAY], text: "老师说推迟到周四交了", readAs: "把交实验报告改到周四" },
      { before: [NOTED_DAY], text: "助教通知，改成下周一截止", readAs: "把交实验报告改到下周一" },
      { before: [NOTED_DAY], text: "群里说又延到周五了", readAs: "把交实验报告改到周五" },
    ],
    counterexamples: [{ before: [NOTED_DAY], text: "老师说这次实验很难" }],
  },
];

describeFollowUpRows("leaning follow-ups", ROWS);

describe("an answer that takes every choice", () => {
  const RANGES = { question: "排到哪段时间？", options: ["这周", "下周", "这周和下周"] };
  test.each(["俩都要", "都要吧", "这两周都排", "both", "both weeks please"])("%s → the joined option", (text) => {
    expect(pickedOption(text, RANGES)).toBe("这周和下周");
  });

  // "都行" leaves the pick to the assistant (option-picks.ts): the first option, never all of them at once.
  test("都行 is not every choice", () => {
    expect(pickedOption("都行", RANGES)).toBe("这周");
  });

  test.each([
    // No option joins the others: nothing to pick.
    ["两个都要", { question: "排哪门？", options: ["高数", "线代"] }],
  ])("%s picks nothing", (text, asked) => {
    expect(pickedOption(text, asked)).toBeUndefined();
  });
});
