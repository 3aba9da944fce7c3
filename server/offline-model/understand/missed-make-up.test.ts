/**
 * "都补到周末吧，一天别超过三节" after an answer that listed the blocks missed ("这周…落下了1个学习块…"): what was
 * missed made up in that stretch, with how to plan it when a clause of options follows.
 */
import { describeFollowUpRows } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const MISSED: UserTurn = {
  text: "上周我落下了哪些",
  said: "上周（11月23日—11月29日）落下了2个学习块，共4节：\n- 11月24日（周二）16:00「矩阵运算」（「线代复习」，2节）\n- 11月27日（周五）19:00「特征值」（「线代复习」，2节）",
};

describeFollowUpRows("missed make-up", [
  {
    family: "what was listed missed, made up in a stretch, with options",
    examples: [
      { before: [MISSED], text: "全都补到这周吧，每天最多两节", readAs: "把没做的补到这周，每天最多两节", intent: { family: "replan_missed", range: "这周", dailyCap: 2 } },
      { before: [MISSED], text: "都塞进下周，一天不超过一节", readAs: "把没做的补到下周，一天不超过一节", intent: { family: "replan_missed", dailyCap: 1 } },
      { before: [MISSED], text: "那就补到周末", readAs: "把没做的补到周末", intent: { family: "replan_missed", range: "周末" } },
    ],
    counterexamples: [
      { before: [MISSED], text: "都补到周末吧，我周末在家" },
      { before: [{ text: "下周有什么课", said: "下周一 08:00 高数；下周三 14:00 线代。" }], text: "都补到周末吧" },
    ],
  },
]);
