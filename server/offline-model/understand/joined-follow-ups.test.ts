/**
 * A free time asked for a thing the student wants to put there ("周四下午有空吗，想放X"), then a place picked: the
 * thing is the one the question named. A request of its own may follow the pick after 另外 / 顺便 (round 28). Our own
 * sentences, and near misses.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const WISHED: UserTurn = { text: "周五上午有空吗，想放图的遍历", said: "12月4日 周五 上午 08:00–09:40、10:00–11:40 都有空。" };
const PLAIN: UserTurn = { text: "周五上午有空吗", said: "12月4日 周五 上午 08:00–09:40、10:00–11:40 都有空。" };
const NOTE: UserTurn = { text: "记一下周五交读书报告", said: "已记下。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the thing the free-time question named",
    examples: [
      { before: [WISHED], text: "好，放第一个空档", readAs: "把图的遍历移到12月4日08:00" },
      { before: [{ ...WISHED, text: "周五上午有空吗，想排图的遍历" }], text: "那就第二个空档吧", readAs: "把图的遍历移到12月4日10:00" },
    ],
    counterexamples: [{ before: [PLAIN], text: "这周末有空吗" }],
  },
  {
    family: "a request of its own after the pick",
    examples: [
      {
        before: [WISHED],
        text: "好，放第一个空档；另外周五晚上九点提醒我复盘",
        readAs: "把图的遍历移到12月4日08:00；另外周五晚上九点提醒我复盘",
        intent: { family: "compound", parts: [{ family: "edit", action: "move" }, { family: "quick_note" }] },
      },
      {
        before: [WISHED],
        text: "放第二个空档，顺便看看周六下午有没有课",
        readAs: "把图的遍历移到12月4日10:00；另外看看周六下午有没有课",
        intent: { family: "compound" },
      },
    ],
    counterexamples: [
      // No follow-up before 另外: the message stands on its own.
      { before: [NOTE], text: "知道了，另外周五晚上九点提醒我复盘" },
      // The pick names no thing: its pronoun is not read together with the other request's words.
      { before: [PLAIN], text: "好，放第一个空档；另外周五晚上九点提醒我复盘" },
    ],
  },
];

describeFollowUpRows("joined follow-ups", ROWS);
