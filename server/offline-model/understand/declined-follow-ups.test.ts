/**
 * Follow-ups that decline what was offered or ask the last question again: planning declined after free time was
 * told or a plan proposed (the reason after it no note, the plan left to its card), and a progress question asked
 * for another stretch. Each row is read through currentRequest, as a turn does.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { detectIntent } from "./intents";

const FREE = { text: "周日上午有空吗", said: "12月6日 周日 上午 空闲：08:00–11:40（4节）" };
const PLAN = { text: "帮我把线代复习排到下周", said: "已排好复习草稿：线性代数复习 5个任务，请在方案卡片上确认。" };
const PROGRESS = { text: "这周完成了多少", said: "这周共安排学习8节：完成5节，完成了62%。" };

const ROWS: FollowUpRow[] = [
  {
    family: "planning declined, the reason after it no note",
    examples: [
      { before: [FREE], text: "算了不排了，周日我要去兼职", readAs: "算了，不排了" },
      { before: [PLAN], text: "算了，这个计划先不要了", readAs: "算了，不排了" },
      { before: [PLAN], text: "这版方案不要了", readAs: "算了，不排了" },
    ],
    counterexamples: [
      // A reason that asks for something is a request of its own.
      { before: [FREE], text: "算了不排了，提醒我周日去兼职" },
      { before: [FREE], text: "算了不排了，明天有啥课呢" },
      { before: [{ text: "提醒我周五交表", said: "已记下：交表。" }], text: "算了不排了，周日我要去兼职" },
    ],
  },
  {
    family: "a progress question asked for another stretch",
    examples: [
      { before: [PROGRESS], text: "上上周的呢", readAs: "上上周完成了多少" },
      { before: [PROGRESS], text: "那昨天呢", readAs: "昨天完成了多少" },
    ],
    counterexamples: [{ before: [PROGRESS], text: "那线代的呢" }],
  },
];

describeFollowUpRows("declined or asked again", ROWS);

describe("practice not done, put back", () => {
  test.each(["没练的那几次都帮我重新排回去", "没弹的两节帮我补上"])("%s re-plans missed work", (text) => {
    expect(detectIntent(text).family).toBe("replan_missed");
  });
  test("the week before last is a stretch of its own", () => {
    expect(detectIntent("上上周完成了多少")).toMatchObject({ family: "progress", range: "上上周" });
  });
});
