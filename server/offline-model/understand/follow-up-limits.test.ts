/**
 * Limits said after a plan was proposed, in the words follow-up-limits.ts reads (a cap kept to, a cap past bearing, a
 * clock span refused by a pointer, the eve of an exam), and the plan's follow-ups that carry them: the plan asked
 * again with the limit, the first version asked back with 按, the rest kept as it was beside a day off.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";
import { detectIntent } from "./intents";
import { saidLimits } from "./said-limits";

const PLAN: UserTurn = {
  text: "线代复习排到下周",
  said: "已生成方案，请在卡片上确认：行列式 → 12月7日 周一 16:00–17:40；矩阵 → 12月8日 周二 19:00–20:40；向量组 → 12月9日 周三 14:00起3节。",
};
const EXAM_PLAN: UserTurn = { text: "按考试时间把复习排一下", said: "已按考试排好复习草稿：线性代数复习 3个任务（12月7日—1月6日），请在方案卡片上确认。" };
const REDONE: UserTurn = { text: "每天最多一节，重新来", said: "已重新生成方案（每天不超过1节）：行列式 → 12月7日 周一 16:00–17:40；向量组 放不下，没有排。" };

describe("limits said in a follow-up's words", () => {
  test.each([
    ["每天都给我压在三节之内", { dailyCap: 3 }],
    ["一天超过三节我就静不下心", { dailyCap: 3 }],
    ["每天多于两节的话我扛不住", { dailyCap: 2 }],
    ["晚上九点到十点要跑步，这个时间段别排", { keepFree: ["21:00-22:00"] }],
  ])("%s → %j", (text, limits) => {
    expect(saidLimits(text)).toEqual({ rest: "", limits });
  });

  test.each([["一天三节课我也上得完"], ["每天超过两节课的老师"], ["晚上九点到十点要跑步"], ["考前一天帮我把准考证打印了"]])("%s sets no limit", (text) => {
    expect(saidLimits(text).limits).toEqual({});
  });
});

const ROWS: FollowUpRow[] = [
  {
    family: "a limit said after a plan asks for it again with the limit",
    examples: [
      {
        before: [PLAN],
        text: "每天控制在两节以内吧",
        readAs: "线代复习排到下周，每天控制在两节以内，重新排一下",
        intent: { family: "schedule", range: "下周", dailyCap: 2 },
      },
      {
        before: [PLAN],
        text: "一天多于一节我受不了，按这个限制重来",
        readAs: "线代复习排到下周，一天多于一节我受不了，重新排一下",
        intent: { family: "schedule", dailyCap: 1 },
      },
      {
        before: [EXAM_PLAN],
        text: "一天最多两节，考前那天别学新的",
        readAs: "按考试时间把复习排一下，一天最多两节，考前那天别学新的，重新排一下",
        intent: { family: "schedule", forExams: true, dailyCap: 2 },
      },
      {
        before: [EXAM_PLAN],
        text: "下午五点到六点我要吃饭，别碰这段",
        readAs: "按考试时间把复习排一下，下午五点到六点我要吃饭，别碰这段，重新排一下",
        intent: { family: "schedule", forExams: true, keepFree: ["17:00-18:00"] },
      },
    ],
    counterexamples: [
      { before: [PLAN], text: "一天八节我受不了" },
      { before: [PLAN], text: "考前一天提醒我带准考证" },
    ],
  },
  {
    family: "a day off beside the rest kept as it was, after a plan asked again",
    examples: [
      {
        before: [PLAN, REDONE],
        text: "周日也别排了，别的照之前的",
        readAs: "线代复习排到下周，每天最多一节，周日也别排了，重新排一下",
        intent: { family: "schedule", dailyCap: 1, daysOff: [7] },
      },
      {
        before: [PLAN, REDONE],
        text: "周三也不排了，其他不变",
        readAs: "线代复习排到下周，每天最多一节，周三也不排了，重新排一下",
        intent: { family: "schedule", dailyCap: 1, daysOff: [3] },
      },
      {
        before: [PLAN],
        text: "周末都别排了，剩下的照刚才的来",
        readAs: "线代复习排到下周，周末都别排了，重新排一下",
        intent: { family: "schedule", daysOff: [6, 7] },
      },
    ],
    counterexamples: [{ before: [PLAN], text: "周三下午有空吗" }],
  },
  {
    family: "the first version asked back with 按 / 照",
    examples: [
      { before: [PLAN, REDONE], text: "还是按第一版来吧，向量组没排上", readAs: "线代复习排到下周" },
      { before: [PLAN, REDONE], text: "就照原来那版吧", readAs: "线代复习排到下周" },
      { before: [PLAN, REDONE], text: "那还是按刚才那个方案", readAs: "线代复习排到下周" },
    ],
    counterexamples: [{ before: [PLAN], text: "按第一版的顺序排英语" }],
  },
];

describeFollowUpRows("follow-up limits", ROWS);

describe("别再 is no 'and then'", () => {
  test.each([["按考试时间把复习排一下，考前一天别再排新章节了，重新排一下"], ["按考试时间把复习排一下，考前那晚不要再塞新东西，重新排一下"]])("%s stays one plan", (text) => {
    expect(detectIntent(text).family).toBe("schedule");
  });

  test("再 after a request still joins a second one", () => {
    expect(detectIntent("记一下周五交班费，再把线代复习排到下周").family).toBe("compound");
  });
});
