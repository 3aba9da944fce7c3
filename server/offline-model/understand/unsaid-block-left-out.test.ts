/**
 * "有一个我不想要了" after a plan was proposed: one of its blocks is to go, not yet said which, so it is read as the
 * block pointed at with no name and which one is asked; nothing is taken off or deleted before that.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const PLAN: UserTurn = {
  text: "离散复习帮我排一下，这周和下周都行",
  said: "已生成方案，请在卡片上确认：集合与二元关系 → 12月3日 周四 16:00–17:40；函数与等价关系 → 12月4日 周五 19:00–20:40；树与最小生成树 → 12月6日 周日 08:00–09:40。",
};
const ONE_BLOCK: UserTurn = { text: "把错题本排到这周", said: "已生成方案，请在卡片上确认：整理离散数学错题本 → 12月4日 周五 16:00–17:40。" };

const ROWS: FollowUpRow[] = [
  {
    family: "one block of the plan to go, which one unsaid",
    examples: [
      { before: [PLAN], text: "有一个我不想要了", readAs: "把那个拿掉" },
      { before: [PLAN], text: "其中一块不想排了", readAs: "把那个拿掉" },
      { before: [PLAN], text: "不过有一个我想拿掉", readAs: "把那个拿掉" },
      { before: [PLAN], text: "里面有一项我不想做了", readAs: "把那个拿掉" },
    ],
    // A plan of one block has no "one of them"; a thing named is no block unsaid.
    counterexamples: [
      { before: [ONE_BLOCK], text: "有一个我不想要了" },
      { before: [PLAN], text: "有一个作业不想做了" },
    ],
  },
];

describeFollowUpRows("a plan with one block unsaid", ROWS);
