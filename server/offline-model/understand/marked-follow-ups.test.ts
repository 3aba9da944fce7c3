/**
 * A done mark set or taken back right after the request that touched the to-do, the name coming from that request:
 * the words that stop the assistant (等等, 等下别删, 其实) are never taken for the name.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const DONE = { text: "高数作业交了", said: "已完成：提交高等数学第六章作业。" };
const DELETING = { text: "把读书笔记删了", said: "待确认删除：整理读书笔记。请在卡片上点“删除”确认。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the mark just set taken back, the to-do named by the request before",
    examples: [
      { before: [DONE], text: "等一下，其实还没交，点错了", readAs: "把高数作业改回未完成" },
      { before: [DONE], text: "哦不对，还没交，点错了", readAs: "把高数作业改回未完成" },
    ],
    counterexamples: [
      // A name of its own is that to-do.
      { before: [DONE], text: "英语作文其实还没交，点错了" },
      { before: [{ text: "明天有什么课", said: "没有课。" }], text: "等一下，其实还没交，点错了" },
    ],
  },
  {
    family: "a deletion stopped, the to-do marked done instead",
    examples: [
      { before: [DELETING], text: "等等别删，我其实写完了，标成完成就行", readAs: "把读书笔记标成完成" },
      { before: [DELETING], text: "先别删，其实写完了，标成完成吧", readAs: "把读书笔记标成完成" },
    ],
    counterexamples: [{ before: [DELETING], text: "先别删，英语作文写完了，标成完成吧" }],
  },
];

describeFollowUpRows("a done mark set or taken back", ROWS);
