/**
 * One more subject put into the plan just proposed ("概率论复习也一起塞进去，同样排下周"): that subject planned over the
 * plan's stretch, or over the one said after it.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const NEXT_WEEK: UserTurn = { text: "离散复习排到下周", said: "粗排完成：离散数学期末复习 预排6个任务（共15节）。\n  集合与二元关系 → 12月7日 周一 第7-8节" };
const FREE: UserTurn = { text: "下周哪天有空", said: "12月7日 周一 下午 空闲：14:00–17:40（4节）" };

const ROWS: FollowUpRow[] = [
  {
    family: "one more subject into the plan's stretch",
    examples: [
      { before: [NEXT_WEEK], text: "概率论复习也一起塞进去，同样排下周", readAs: "把概率论复习排到下周", intent: { family: "schedule", hints: ["概率论"], range: "下周" } },
      { before: [NEXT_WEEK], text: "线代也一并排上，也排下周", readAs: "把线代排到下周", intent: { family: "schedule", range: "下周" } },
      { before: [NEXT_WEEK], text: "概率论也一起排进去，排这周", readAs: "把概率论排到这周", intent: { family: "schedule", range: "这周" } },
      { before: [NEXT_WEEK], text: "好的，那马原也顺便塞进去吧", readAs: "把马原排到下周", intent: { family: "schedule", range: "下周" } },
    ],
    // With no plan before, there is no stretch to put it in.
    counterexamples: [{ before: [FREE], text: "概率论复习也一起塞进去" }],
  },
];

describeFollowUpRows("a plan with a subject added", ROWS);
