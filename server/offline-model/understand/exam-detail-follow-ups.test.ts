/**
 * A detail of the exam just recorded or asked about, said in the next message without naming the exam (round 38, C):
 * its room added, its clock put right with the day kept, its new day after the answer told it, one more exam run into
 * its day, a reminder counted back by hours, and the exam called off. Our own sentences, with near misses; each read
 * through currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const RECORDED_CET = { text: "记一下英语四级12月19号", said: "已记下考试「英语四级」：12月19日（周六），还有18天。" };
const RECORDED_LAW = { text: "合同法结课考12月21号上午九点", said: "已记下考试「合同法结课考」：12月21日（周一）09:00，还有20天。" };
const RECORDED_CIVIL = { text: "民法期末1月7号上午九点", said: "已记下考试「民法期末考试」：1月7日（周四）09:00，还有37天。" };
const RECORDED_CRIMINAL = { text: "刑法期末1月8号下午两点", said: "已记下考试「刑法期末」：1月8日（周五）14:00，还有38天。" };
const ASKED_MATHS = { text: "高数什么时候考", said: "「高等数学期末考试」：1月4日（周一）09:00，还有 34 天（4 周零 6 天）。" };
const ASKED_PROB = { text: "概率论还有几天考", said: "「概率论期末考试」：1月14日（周四）09:00，还有 44 天（6 周零 2 天）。" };
const NOTED = { text: "记一下周五交民法作业", said: "已记下：交民法作业（截止 12月4日 周五 23:59）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the room of the exam just recorded, added",
    examples: [
      { before: [RECORDED_CET], text: "考场在逸夫楼302，帮我补上", readAs: "英语四级考场改到逸夫楼302", intent: { family: "exam_record", location: "逸夫楼302" } },
      { before: [RECORDED_LAW], text: "考场是明德楼203，补一下", readAs: "合同法结课考考场改到明德楼203" },
      { before: [RECORDED_CIVIL], text: "考试地点在三教105，也记上", readAs: "民法期末考场改到三教105" },
      { before: [ASKED_MATHS], text: "考场在主楼A区302", readAs: "高数考场改到主楼A区302" },
    ],
    counterexamples: [
      // After a to-do, not an exam, the room names nothing to add it to.
      { before: [NOTED], text: "考场在逸夫楼302，帮我补上" },
    ],
  },
  {
    family: "the clock of the exam just recorded, put right with its day kept",
    examples: [
      { before: [RECORDED_CIVIL], text: "不对，是下午两点，日子没错", readAs: "民法期末1月7号下午两点", intent: { family: "exam_record" } },
      { before: [RECORDED_CRIMINAL], text: "不对，是上午十点，日期不变", readAs: "刑法期末1月8号上午十点" },
      { before: [RECORDED_LAW], text: "搞错了，是下午三点", readAs: "合同法结课考12月21号下午三点" },
    ],
    // After a note the same words re-time its deadline instead (follow-ups-against-records-a41.test.ts).
    counterexamples: [],
  },
  {
    family: "the exam asked about, moved to a new day at the clock the answer told",
    examples: [
      { before: [ASKED_MATHS], text: "改了，改到1月5号同一时间", readAs: "高数考试改到1月5号 09:00", intent: { family: "exam_record", title: "高数考试" } },
      { before: [ASKED_MATHS], text: "又改了，挪到1月6号下午两点", readAs: "高数考试改到1月6号下午两点" },
      { before: [ASKED_PROB], text: "改到1月15号，时间不变", readAs: "概率论考试改到1月15号" },
    ],
    counterexamples: [{ before: [RECORDED_CET], text: "周六有空吗" }],
  },
  {
    family: "one more exam, its name run into its day",
    examples: [
      { before: [RECORDED_CRIMINAL], text: "还有一门，宪法学1月11号上午九点", readAs: "宪法学考试1月11号上午九点", intent: { family: "exam_record" } },
      { before: [RECORDED_CIVIL], text: "还有一门，商法1月12号下午", readAs: "商法考试1月12号下午" },
      { before: [RECORDED_CIVIL], text: "还有国际法，1月13号上午", readAs: "国际法考试1月13号上午" },
    ],
    counterexamples: [{ before: [NOTED], text: "还有一门，宪法学1月11号上午九点" }],
  },
  {
    family: "a reminder counted back by hours from the exam asked about",
    examples: [
      { before: [ASKED_MATHS], text: "考前一个小时提醒我", readAs: "高数考试前一个小时提醒我", intent: { family: "exam_note", minutesBefore: 60 } },
      { before: [ASKED_PROB], text: "考前半小时叫我出门", readAs: "概率论考试前半小时叫我出门", intent: { family: "exam_note", minutesBefore: 30 } },
      { before: [RECORDED_CET], text: "考试前两个小时提醒我带身份证", readAs: "英语四级考试前两个小时提醒我带身份证" },
    ],
    counterexamples: [{ before: [NOTED], text: "考前一个小时提醒我" }],
  },
  {
    family: "the exam talked of, called off",
    examples: [
      { before: [ASKED_PROB], text: "这个取消了，老师说改成交课程论文", readAs: "概率论期末考试取消了", intent: { family: "exam_cancel", exam: "概率论期末" } },
      { before: [RECORDED_CET], text: "那个不考了", readAs: "英语四级考试取消了" },
      { before: [ASKED_MATHS], text: "这门取消了，期末改成大作业", readAs: "高等数学期末考试取消了" },
    ],
    counterexamples: [{ before: [NOTED], text: "这个取消了" }],
  },
];

describeFollowUpRows("exam details in a follow-up", ROWS);
