/**
 * The exam just recorded put right in the next message, which names no exam: its room with the slip before it and the
 * wrong room after ("考场记错了，是致远楼105不是104"), its day of the month alone with the clock kept ("日子错了是5号，
 * 钟点不变"), its clock with the wrong one after ("其实是三点开考 不是两点", kept in the part of the day it had), or the
 * exam recorded by mistake ("这场其实没有"). Each row is read through currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const PHYSICS = { text: "大学物理期末1月6号下午两点半，在致远楼104", said: "已记下考试「大学物理期末考试」：1月6日（周三）14:30，致远楼104，还有36天。" };
const CALCULUS = { text: "高数期末是1月4号上午九点", said: "已记下考试「高等数学期末考试」：1月4日（周一）09:00，还有34天。" };
const DISCRETE = { text: "离散期末1月12号下午两点", said: "已记下考试「离散数学期末考试」：1月12日（周二）14:00，还有42天。" };
const ALGEBRA = { text: "线代期中12月15号上午十点", said: "已记下考试「线性代数期中」：12月15日（周二）10:00，还有14天。" };
const NOTE = { text: "记一下周五交民法作业", said: "已记下：交民法作业（截止 12月4日 周五 23:59）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the room put right, the slip first and the wrong room after",
    examples: [
      { before: [PHYSICS], text: "考场记错了，是致远楼105不是104", readAs: "大学物理期末考场改到致远楼105", intent: { family: "exam_record" } },
      { before: [PHYSICS], text: "考场写错了 应该是致远楼204", readAs: "大学物理期末考场改到致远楼204" },
      { before: [DISCRETE], text: "地点搞错了，是在理科楼301，不是302", readAs: "离散期末考场改到理科楼301" },
    ],
    counterexamples: [{ before: [NOTE], text: "考场记错了，是致远楼105不是104" }],
  },
  {
    family: "the day of the month alone, the clock kept",
    examples: [
      { before: [CALCULUS], text: "日子错了是5号，钟点不变", readAs: "高数期末是1月5号上午九点", intent: { family: "exam_record" } },
      { before: [DISCRETE], text: "日期记错了，是13号，时间一样", readAs: "离散期末1月13号下午两点" },
    ],
    counterexamples: [],
  },
  {
    family: "the clock with the wrong one after, in the part of the day the exam had",
    examples: [
      { before: [DISCRETE], text: "其实是三点开考 不是两点", readAs: "离散期末1月12号下午三点" },
      { before: [CALCULUS], text: "其实是十点，不是九点", readAs: "高数期末是1月4号上午十点" },
    ],
    counterexamples: [{ before: [DISCRETE], text: "其实是我搞错了" }],
  },
  {
    family: "the exam recorded by mistake",
    examples: [
      { before: [ALGEBRA], text: "这场其实没有，我看错通知了", readAs: "线代期中考试取消了", intent: { family: "exam_cancel" } },
      // Asked to be deleted, not only told of: taken out whether or not it is kept on file.
      { before: [DISCRETE], text: "那场根本不存在，删了吧", readAs: "离散期末考试取消了，删掉吧", intent: { family: "exam_cancel" } },
      { before: [ALGEBRA], text: "这场没有", readAs: "线代期中考试取消了" },
    ],
    counterexamples: [{ before: [ALGEBRA], text: "这场没有复习资料吗" }],
  },
];

describeFollowUpRows("exam slips put right", ROWS);
