/**
 * Follow-ups that move what the assistant just pre-placed, with no name of their own: shifted from where it was put,
 * or put at a new time of its own day; one of two by where it stood, or both. The block is named again by where it
 * was put, so the move knows it is in the draft.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const ONE: UserTurn = { text: "把代数系统排到周六下午", said: "已预排：代数系统：群、环、域 → 12月5日 周六 14:00–15:40，确认后写入日程。" };
const TWO: UserTurn = {
  text: "第四章和第五章放周日上午",
  said: "已预排：第四章 数字特征 → 12月6日 周日 08:00–09:40；第五章 大数定律 → 12月6日 周日 10:00–11:40，确认后写入日程。",
};
const NOTED: UserTurn = { text: "提醒我周五交读书笔记", said: "已记下：交读书笔记（截止 12月4日 周五 23:59）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the block just put, shifted from where it was put",
    examples: [
      { before: [ONE], text: "再往后挪一天", readAs: "把12月5日14:00那块代数系统：群、环、域再往后挪一天" },
      { before: [ONE], text: "提前两个小时吧", readAs: "把12月5日14:00那块代数系统：群、环、域提前两个小时" },
      {
        before: [TWO],
        text: "都往后推一周，钟点不变",
        // Later blocks move first, so none is moved onto a block that has not moved yet.
        readAs: "把12月6日10:00那块第五章 大数定律往后推一周；把12月6日08:00那块第四章 数字特征往后推一周",
      },
    ],
    counterexamples: [{ before: [NOTED], text: "往后挪一大节" }],
  },
  {
    family: "the block just put, at a new time of its own day",
    examples: [
      {
        before: [ONE],
        text: "还是改到晚上吧，七点开始",
        readAs: "把12月5日14:00那块代数系统：群、环、域挪到12月5日晚上七点",
        intent: { family: "edit", action: "move", target: { dayWord: "12月5日", clock: "19:00" } },
      },
      { before: [ONE], text: "四点那段就好", readAs: "把12月5日14:00那块代数系统：群、环、域挪到12月5日四点" },
      { before: [TWO], text: "前面那个挪到下午三点", readAs: "把12月6日08:00那块第四章 数字特征挪到12月6日下午三点" },
      { before: [ONE], text: "时间换成晚上八点", readAs: "把12月5日14:00那块代数系统：群、环、域挪到12月5日晚上八点" },
      {
        before: [ONE],
        text: "还是改到周日吧",
        readAs: "把12月5日14:00那块代数系统：群、环、域改到周日吧",
        intent: { family: "edit", action: "move", target: { dayWord: "周日" } },
      },
    ],
    counterexamples: [
      { before: [TWO], text: "下午三点有空吗" },
      { before: [ONE], text: "晚上七点提醒我去跑步" },
    ],
  },
];

describeFollowUpRows("draft follow-ups", ROWS);
