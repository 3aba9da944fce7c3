/**
 * A proposal reshaped over several turns: a block of it named by its rank, its weekday and part of the day, or a word
 * of its name after its weekday; a block taken off after a reason or a wish for fewer; every block shifted; the plan
 * asked again under a new cap, days off or spacing; back to an earlier version or to where a block was; a noted time
 * made exact; a thing put at a clock said first after a free-time answer.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";
import { scheduleOptions } from "./schedule-options";

/** A plan over next week (12月7日 is a Monday). */
const WEEK: UserTurn = {
  text: "把线代复习排到下周",
  said: "已生成方案，请在卡片上确认：行列式 → 12月7日 周一 14:00–15:40；矩阵运算 → 12月8日 周二 19:00–20:40；向量组与线性相关 → 12月10日 周四 16:00起3节；特征值与对角化 → 12月11日 周五 08:00–09:40；期末真题（限时） → 12月12日 周六 14:00–17:40。",
};
/** One block of it just moved, as the answer to the move says it. */
const MOVED: UserTurn = { text: "矩阵运算挪到周五下午两点", said: "好的，已经改在方案里了：矩阵运算 → 12月11日 周五 14:00–15:40，确认后写入日程。" };
const REDONE: UserTurn = { text: "一天最多两节，重新排", said: "已重新生成方案（每天不超过2节）：行列式 → 12月7日 周一 14:00–15:40。请在卡片上确认。" };
const ONE: UserTurn = { text: "读书笔记放周五上午", said: "已预排：整理读书笔记 → 12月4日 周五 08:00–09:40，确认后写入日程。" };
const ONE_MOVED: UserTurn = { text: "改到周日上午", said: "好的，已经改在方案里了：整理读书笔记 → 12月6日 周日 08:00–09:40。" };
const NOTE: UserTurn = { text: "提醒我周五去银行办卡", said: "已记下：去银行办卡（截止 12月4日 周五 23:59）。" };
const MEETING: UserTurn = { text: "周三下午三点开班会，记一下", said: "已记下：开班会（截止 12月2日 周三 15:00）。" };
const FREE: UserTurn = { text: "周四晚上有空吗", said: "12月3日 周四 晚上 空闲：19:00–22:30（4节）" };

const ROWS: FollowUpRow[] = [
  {
    family: "a block of the plan by its rank, its weekday and part of the day, or its weekday and a word of its name",
    examples: [
      { before: [WEEK], text: "最后一个挪到周日上午", readAs: "把12月12日14:00那块期末真题（限时）挪到12月13日上午" },
      { before: [WEEK], text: "第二块往后推一天", readAs: "把12月8日19:00那块矩阵运算往后推一天" },
      { before: [WEEK], text: "倒数第二个挪到周日", readAs: "把12月11日08:00那块特征值与对角化挪到12月13日" },
      { before: [WEEK], text: "第三个挪到周日下午两点，周四我有实验", readAs: "把12月10日16:00那块向量组与线性相关挪到12月13日下午两点" },
      { before: [WEEK], text: "周五那个特征值换到周三晚上七点", readAs: "把12月11日08:00那块特征值与对角化挪到12月9日晚上七点" },
    ],
    counterexamples: [
      { before: [WEEK], text: "第一个" },
      { before: [WEEK], text: "周四那块挺好的" },
    ],
  },
  {
    family: "a block taken off, after a wish for fewer or a reason",
    examples: [
      { before: [WEEK], text: "周四下午那个不要了", readAs: "把12月10日16:00那块向量组与线性相关先拿掉", intent: { family: "edit", action: "unplace" } },
      { before: [WEEK], text: "再减一个，周二晚上那块去掉", readAs: "把12月8日19:00那块矩阵运算先拿掉" },
      { before: [WEEK], text: "头一个不要了", readAs: "把12月7日14:00那块行列式先拿掉" },
      { before: [WEEK], text: "真题那套我下周不想做，先去掉", readAs: "把12月12日14:00那块期末真题（限时）先拿掉" },
    ],
    // Said without taking it off: a remark, no change.
    counterexamples: [{ before: [WEEK], text: "真题那套我不想做" }],
  },
  {
    family: "every block of the plan shifted, the later ones first",
    examples: [
      {
        before: [WEEK],
        text: "这几个都往后挪一天，时间不变",
        readAs:
          "把12月12日14:00那块期末真题（限时）往后挪一天；把12月11日08:00那块特征值与对角化往后挪一天；把12月10日16:00那块向量组与线性相关往后挪一天；把12月8日19:00那块矩阵运算往后挪一天；把12月7日14:00那块行列式往后挪一天",
      },
      {
        before: [WEEK],
        text: "整体提前一天",
        readAs:
          "把12月7日14:00那块行列式提前一天；把12月8日19:00那块矩阵运算提前一天；把12月10日16:00那块向量组与线性相关提前一天；把12月11日08:00那块特征值与对角化提前一天；把12月12日14:00那块期末真题（限时）提前一天",
      },
      {
        before: [WEEK],
        text: "每个都往后延一天",
        readAs:
          "把12月12日14:00那块期末真题（限时）往后延一天；把12月11日08:00那块特征值与对角化往后延一天；把12月10日16:00那块向量组与线性相关往后延一天；把12月8日19:00那块矩阵运算往后延一天；把12月7日14:00那块行列式往后延一天",
      },
    ],
    counterexamples: [],
  },
  {
    family: "the plan asked again under a cap, days off or spacing, the complaint left out",
    examples: [
      {
        before: [WEEK],
        text: "周六一天四节太多了，每天最多两节，重新排",
        readAs: "把线代复习排到下周，每天最多两节，重新排一下",
        intent: { family: "schedule", dailyCap: 2, range: "下周" },
      },
      { before: [WEEK], text: "一天最多三节，你重新排一下", readAs: "把线代复习排到下周，一天最多三节，重新排一下", intent: { dailyCap: 3 } },
      { before: [WEEK], text: "周日那天排了四节太累了，重排一下，每天最多两节", readAs: "把线代复习排到下周，每天最多两节，重新排一下" },
      { before: [WEEK], text: "周末别排，重新出一版", readAs: "把线代复习排到下周，周末别排，重新排一下", intent: { daysOff: [6, 7] } },
      { before: [WEEK], text: "太密了，间隔拉开一点重排", readAs: "把线代复习排到下周，间隔拉开一点，重新排一下", intent: { strategy: "steady" } },
    ],
    counterexamples: [],
  },
  {
    family: "back to the earlier version of the plan, or to where a block was",
    examples: [
      { before: [WEEK, REDONE], text: "还是第一版吧，上一版挺好", readAs: "把线代复习排到下周" },
      { before: [WEEK, REDONE], text: "算了，用刚才那个方案", readAs: "把线代复习排到下周" },
      { before: [WEEK, REDONE], text: "第一版更好", readAs: "把线代复习排到下周" },
      // Why first (what the redo lost), then the version wished back in a clause of its own.
      { before: [WEEK, REDONE], text: "这样真题都排不上了，那还不如最开始那版，换回去", readAs: "把线代复习排到下周" },
      { before: [WEEK, REDONE], text: "两节一天太松了，还不如第一版", readAs: "把线代复习排到下周" },
      { before: [WEEK, REDONE], text: "排成这样没意思，不如刚才那版", readAs: "把线代复习排到下周" },
      { before: [WEEK, MOVED], text: "算了，还是刚才的位置", readAs: "把12月11日14:00那块矩阵运算挪到12月8日19:00" },
      { before: [WEEK, MOVED], text: "还是放回周二晚上原来的位置吧", readAs: "把12月11日14:00那块矩阵运算挪到12月8日19:00" },
      { before: [WEEK, MOVED], text: "算了，还是周二吧，刚才那样就行", readAs: "把12月11日14:00那块矩阵运算挪到12月8日19:00" },
      { before: [ONE, ONE_MOVED], text: "还是周五吧，原来那样就行", readAs: "把12月6日08:00那块整理读书笔记挪到12月4日08:00" },
    ],
    counterexamples: [
      // Another day than the one it came from is no way back.
      { before: [ONE, ONE_MOVED], text: "还是周六吧" },
      { before: [WEEK, REDONE], text: "刚才那版的周二排得不好" },
      // No redo before: no earlier version to go back to.
      { before: [WEEK], text: "这样真题都排不上了，还不如第一版" },
    ],
  },
  {
    family: "a noted time made exact, stated, or shifted with who said so",
    examples: [
      { before: [NOTE], text: "具体一点，上午十点", readAs: "把去银行办卡改到周五上午十点" },
      { before: [NOTE], text: "银行是九点开门的，改一下", readAs: "把去银行办卡改到周五九点" },
      { before: [MEETING], text: "推迟半小时，辅导员说三点半才到", readAs: "把开班会改到周三15:30" },
    ],
    counterexamples: [{ before: [NOTE], text: "车是几点的" }],
  },
  {
    family: "the clock said first, then the thing put, after a free-time answer",
    examples: [
      { before: [FREE], text: "行，八点那会儿把期末真题排上", readAs: "把期末真题放到12月3日八点" },
      { before: [FREE], text: "要得，七点半把行列式放起", readAs: "把行列式放到12月3日七点半" },
    ],
    counterexamples: [{ before: [FREE], text: "七点那会儿我在吃饭" }],
  },
];

describeFollowUpRows("reshaping a proposal", ROWS);

describe("options said in an answer to the planner's question", () => {
  test.each([
    ["先排要紧的，其余的回头再排", { allowPartial: true }],
    ["急的先排上吧", { allowPartial: true }],
    ["间隔拉开一点", { strategy: "steady" }],
    ["周日留给我睡懒觉", { daysOff: [7] }],
    ["周六周日我都不在", { daysOff: [6, 7] }],
  ] as const)("%s", (said, options) => {
    expect(scheduleOptions(said).options).toEqual(options);
  });

  test.each(["其余的我自己看着办", "周六留着复习高数", "大一点的字"])("%s sets none", (said) => {
    expect(scheduleOptions(said).options).toEqual({});
  });
});
