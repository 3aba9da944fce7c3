/**
 * Follow-ups that take something else the last answer gave: a free run by its side or by the clock it starts at, the
 * block just placed moved to the run that starts at a clock, a new note on the day of the one just made (同一天), and
 * a question asked again for another stretch (what is due) or another subject (an exam).
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const FREE: UserTurn = { text: "周二下午有空吗", said: "12月8日 周二 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）。" };
const THREE_FREE: UserTurn = { text: "周三有空吗", said: "12月9日 周三 空闲：08:00–09:40（2节）；14:00–15:40（2节）；19:00–20:40（2节）。" };
const PLACED: UserTurn = { text: "把英语听力放到周二下午", said: "已预排：英语听力 → 12月8日 周二 14:00–15:40，确认后写入日程。" };
const NOTED: UserTurn = { text: "记一下周三下午三点去校医院", said: "已记下：去校医院（截止 12月2日 周三 15:00）。" };
const DUE: UserTurn = { text: "明天之前要交什么", said: "共找到 1 条：交电费（12月2日）。" };
const NEXT_EXAM: UserTurn = { text: "最近一门考试是哪门", said: "下一场是线性代数期末考试，1月8日 周五上午，还有38天。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a free run by its side or by its clock",
    examples: [
      { before: [FREE], text: "后一段放读书笔记", readAs: "把读书笔记移到12月8日16:00" },
      { before: [FREE], text: "好，前面那个时段给英语听力", readAs: "把英语听力移到12月8日14:00" },
      { before: [FREE], text: "4点那段写实验报告吧", readAs: "把实验报告移到12月8日16:00" },
      { before: [THREE_FREE], text: "七点那个时段给英语听力", readAs: "把英语听力移到12月9日19:00" },
    ],
    counterexamples: [
      // Three runs: 后一段 says no one of them; a clock no run starts at is none either.
      { before: [THREE_FREE], text: "后一段放读书笔记" },
      { before: [FREE], text: "五点那段写实验报告" },
    ],
  },
  {
    family: "the block just placed, at the run that starts at a clock",
    examples: [
      { before: [PLACED], text: "换到四点那段吧", readAs: "把12月8日14:00那块英语听力挪到12月8日16:00", intent: { family: "edit", action: "move", target: { clock: "16:00" } } },
      { before: [PLACED], text: "还是改成三点半那个时段", readAs: "把12月8日14:00那块英语听力挪到12月8日15:30" },
      { before: [PLACED], text: "换一个，五点那个", readAs: "把12月8日14:00那块英语听力挪到12月8日17:00" },
    ],
    counterexamples: [
      { before: [{ text: "明天有课吗", said: "明天有两节课。" }], text: "换到四点那段吧" },
      { before: [PLACED], text: "四点那段我要去跑步" },
    ],
  },
  {
    family: "a new note on the day of the one just made",
    examples: [
      { before: [NOTED], text: "再记一条，同一天晚上开组会", readAs: "记一下周三晚上开组会", intent: { family: "quick_note" } },
      { before: [NOTED], text: "对了，再记一个，当天中午取体检报告", readAs: "周三中午取体检报告", intent: { family: "quick_note" } },
      { before: [NOTED], text: "还有一条，周五交体育打卡表", readAs: "周五交体育打卡表", intent: { family: "quick_note" } },
    ],
    counterexamples: [{ before: [{ text: "周三下午有空吗", said: "有空。" }], text: "再记一条，同一天晚上开组会" }],
  },
  {
    family: "a question asked again for another stretch or subject",
    examples: [
      { before: [DUE], text: "那后天的呢", readAs: "后天要交什么", intent: { family: "query_tasks" } },
      { before: [DUE], text: "下下周呢", readAs: "下下周要交什么", intent: { family: "query_tasks" } },
      { before: [NEXT_EXAM], text: "那概率论呢", readAs: "概率论什么时候考", intent: { family: "exam_countdown", exam: "概率论" } },
      { before: [NEXT_EXAM], text: "大学物理的呢", readAs: "大学物理什么时候考", intent: { family: "exam_countdown", exam: "大学物理" } },
    ],
    counterexamples: [
      { before: [NEXT_EXAM], text: "那下一场呢" },
      { before: [DUE], text: "那英语呢" },
    ],
  },
];

describeFollowUpRows("what the answer gave", ROWS);
