/**
 * A block of a plan named by its chapter alone ("第三章明天有事，改到…"), two chapters said as one pair ("二三章对调"),
 * and a block of a plan already confirmed moved from where the proposal put it. Our own sentences.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

/** A plan of chapters over next week (12月7日 is a Monday), as the schedule card's answer says it. */
const CHAPTERS: UserTurn = {
  text: "数据结构第一到第四章排到下周",
  said: "已生成方案，请在卡片上确认：第一章 线性表 → 12月7日 周一 14:00–15:40；第二章 栈与队列 → 12月8日 周二 19:00–20:40；第三章 树与二叉树 → 12月10日 周四 08:00–09:40；第四章 图 → 12月11日 周五 16:00–17:40。",
};
const CONFIRMED: UserTurn = { text: "好，确认", said: "好的，已写入日程。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a block of a confirmed plan moved from where the proposal put it",
    examples: [
      { before: [CHAPTERS, CONFIRMED], text: "第三章往后挪一天吧，钟点不变", readAs: "把12月10日08:00那块第三章 树与二叉树往后挪一天吧" },
      { before: [CHAPTERS, CONFIRMED], text: "栈与队列那块挪到周三晚上七点", readAs: "把12月8日19:00那块第二章 栈与队列挪到12月9日晚上七点" },
      { before: [CHAPTERS, CONFIRMED], text: "第四章还是提前一天吧", readAs: "把12月11日16:00那块第四章 图提前一天吧" },
    ],
    counterexamples: [
      // Confirmed, but no block of the plan is 概率's: a to-do moved, as said.
      { before: [CHAPTERS, CONFIRMED], text: "概率那块挪到周三晚上七点" },
    ],
  },
  {
    family: "a block named by its chapter at the head of a clause that says why, then moved",
    examples: [
      { before: [CHAPTERS], text: "第三章那天早上要体检，改到周四下午两点", readAs: "把12月10日08:00那块第三章 树与二叉树挪到12月10日下午两点" },
      { before: [CHAPTERS], text: "第一章周一有班会，换到周二上午九点", readAs: "把12月7日14:00那块第一章 线性表挪到12月8日上午九点" },
      // The start said as when the student gets to it.
      { before: [CHAPTERS], text: "第二章别拖到周二了，周一晚上七点就学", readAs: "把12月8日19:00那块第二章 栈与队列挪到12月7日晚上七点" },
    ],
    counterexamples: [
      // 第二 before 章 is no rank: nothing of the plan is 第五章, so it stands as said.
      { before: [CHAPTERS], text: "第五章周一有班会，换到周二上午九点" },
    ],
  },
  {
    family: "two chapters said as one pair and swapped",
    examples: [
      { before: [CHAPTERS], text: "二三章对调", readAs: "把12月8日19:00那块第二章 栈与队列和12月10日08:00那块第三章 树与二叉树对调一下" },
      { before: [CHAPTERS], text: "一四章互换一下", readAs: "把12月7日14:00那块第一章 线性表和12月11日16:00那块第四章 图对调一下" },
      { before: [CHAPTERS], text: "三和四章换一下", readAs: "把12月10日08:00那块第三章 树与二叉树和12月11日16:00那块第四章 图对调一下" },
    ],
    counterexamples: [],
  },
];

describeFollowUpRows("a block of a plan", ROWS);
