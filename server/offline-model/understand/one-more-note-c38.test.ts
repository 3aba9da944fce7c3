/**
 * One more to-do said right after a note was made, with 还有 and its day and no count word (round 38, C): "还有周五下午
 * 三点交实习周记" is a note of its own, its thing kept whole. Our own sentences, with near misses; each read through
 * currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const COURT = { text: "记一下周四上午九点去法院旁听", said: "已记下：去法院旁听（截止 12月3日 周四 09:00）。" };
const ESSAY = { text: "记一下周三交读书报告", said: "已记下：交读书报告（截止 12月2日 周三 23:59）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "one more to-do, 还有 before its day",
    examples: [
      { before: [COURT], text: "还有周五下午三点交实习周记", readAs: "周五下午三点交实习周记", intent: { family: "quick_note", content: "周五下午三点交实习周记" } },
      { before: [COURT], text: "还有明天晚上八点开班会", readAs: "记一下明天晚上八点开班会" },
      { before: [ESSAY], text: "还有下周一交实验报告", readAs: "下周一交实验报告" },
      { before: [ESSAY], text: "哦对了，还有周六上午去体检", readAs: "周六上午去体检" },
    ],
    counterexamples: [
      // A question after the note asks about the day.
      { before: [ESSAY], text: "还有周五有空吗" },
      // Nothing was noted before: no "one more".
      { before: [{ text: "明天有什么课", said: "没有课。" }], text: "还有周五下午三点交实习周记" },
    ],
  },
];

describeFollowUpRows("one more note", ROWS);
