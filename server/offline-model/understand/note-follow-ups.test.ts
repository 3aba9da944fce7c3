/**
 * Family D: the note or to-do just made, taken back ("撤销刚才的", "刚才那个不要了") with why said after it, is that
 * to-do deleted; undo_schedule only takes back writes of the timetable. Our own sentences, read through
 * currentRequest as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const NOTED = { text: "提醒我周四下午三点去教务处盖章", said: "已记下：去教务处盖章（截止 12月3日 周四 15:00）。" };
const CREATED = { text: "新建任务：整理物理实验数据，周五前", said: "已创建任务：整理物理实验数据（截止 12月4日 周五 23:59）。" };
const PLANNED = { text: "把离散复习排到下周", said: "已为你预排了 4 个任务，确认后写入课表。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the to-do just made, taken back, with the reason after",
    examples: [
      { before: [NOTED], text: "撤销刚才的，老师说不用盖了", readAs: "删掉去教务处盖章" },
      { before: [NOTED], text: "刚才那个不要了，盖章取消了", readAs: "删掉去教务处盖章" },
      { before: [CREATED], text: "撤回刚刚那条，我建重了", readAs: "删掉整理物理实验数据" },
      { before: [CREATED], text: "刚才那个删了吧", readAs: "删掉整理物理实验数据" },
    ],
    counterexamples: [
      // After a plan, 撤销刚才的 takes the plan back (the undo reader); a new request after the drop is its own.
      { before: [PLANNED], text: "撤销刚才的", intent: { family: "undo" } },
      { before: [NOTED], text: "刚才那个不要了，改成周五提醒我" },
    ],
  },
  {
    family: "the reminder just set, called off (a particle after the verb) and put off to no day said",
    examples: [
      { before: [NOTED], text: "算了那个提醒删了吧，下次再盖", readAs: "删掉去教务处盖章" },
      { before: [NOTED], text: "这条提醒撤掉吧，有空再弄", readAs: "删掉去教务处盖章" },
      { before: [CREATED], text: "这个任务取消吧，以后再说", readAs: "删掉整理物理实验数据" },
    ],
    counterexamples: [
      // A day said is a re-dating, not a call-off.
      { before: [NOTED], text: "那个提醒取消吧，下周一再去" },
      { before: [PLANNED], text: "算了这个取消吧，下次再排" },
    ],
  },
];

describeFollowUpRows("note follow-ups", ROWS);
