/**
 * Follow-ups that answer or add to the last turn (round 27): an exam just recorded put on another day, one more
 * course's exam said after it, a new task's details given when asked, an offered note taken with how early to remind,
 * a note that names its own evening after a free-time question. Our own sentences; the near misses stand on their own.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const EXAM = { text: "记一下线代期末1月6号下午两点", said: "已记下考试：线性代数期末考试，1月6日 周三 14:00，还有36天。" };
const NOTE = { text: "记一下1月6号下午两点交材料", said: "已记下：交材料（截止 1月6日 周三 14:00）。" };
const NEW_TASK = { text: "新建任务：整理电路笔记", asked: { question: "大概要几节、哪天截止？", options: [] } };
const WHICH_COURSE = { text: "新建任务：整理电路笔记", asked: { question: "要归到哪门课下面？", options: ["电路", "模电"] } };
const INTERVIEW = { text: "周六上午九点约了导师面谈", asked: { question: "要帮你记个提醒吗？", options: ["记下", "不用"] } };
const HAND_IN = { text: "帮我记一下周四要带个东西", asked: { question: "要带什么呢？", options: [] } };
const BARE_REMIND = { text: "提醒我后天", asked: { question: "后天几点、提醒你做什么？", options: [] } };
const PARCEL = { text: "提醒我周五上午十点去取包裹", said: "已记下：去取包裹（截止 12月4日 周五 10:00）。" };
const PLAN_THIS_WEEK = { text: "把复习排进这周", said: "已生成方案：复习 3项预排进 12月2日—12月6日，请在卡片上确认。" };
const COUNTDOWN = { text: "线代考试还有几天", said: "线性代数期末考试：1月6日（周三）14:00，还有36天。" };
const EVENING_FREE = { text: "明天晚上有空吗", said: "12月2日 周三 晚上 空闲：19:00–22:30（4节）" };

const ROWS: FollowUpRow[] = [
  {
    family: "an exam just recorded, put on another day",
    examples: [
      { before: [EXAM], text: "不对，是1月9号", readAs: "记一下线代期末1月9号下午两点", intent: { family: "exam_record" } },
      { before: [EXAM], text: "搞错了，应该是1月10号，时间不变", readAs: "记一下线代期末1月10号下午两点", intent: { family: "exam_record" } },
      { before: [EXAM], text: "不对，是1月11号上午十点", readAs: "记一下线代期末1月11号上午十点", intent: { family: "exam_record" } },
    ],
    counterexamples: [
      // A question about a day is no correction of the exam's.
      { before: [EXAM], text: "1月9号有空吗" },
    ],
  },
  {
    family: "one more course's exam, its day after its name",
    examples: [
      { before: [EXAM], text: "还有大学物理，1月12号下午", readAs: "大学物理考试1月12号下午", intent: { family: "exam_record" } },
      { before: [EXAM], text: "还有一门马原，1月14号上午九点", readAs: "马原考试1月14号上午九点", intent: { family: "exam_record" } },
      { before: [EXAM], text: "还有概率论，下周五下午", readAs: "概率论考试下周五下午", intent: { family: "exam_record" } },
    ],
    counterexamples: [
      // After a note, not an exam: one more course is no exam to record.
      { before: [NOTE], text: "还有大学物理，1月12号下午" },
      // "still" with no day after it: a question of its own.
      { before: [EXAM], text: "还有多少天" },
    ],
  },
  {
    family: "a new task's details, given when asked",
    examples: [
      { before: [NEW_TASK], text: "4节，周五前", readAs: "新建任务：整理电路笔记，4节，周五前", intent: { family: "create_task", estimatedSections: 4 } },
      { before: [NEW_TASK], text: "3节左右，下周三前，重要紧急", readAs: "新建任务：整理电路笔记，3节左右，下周三前，重要紧急", intent: { family: "create_task", priorityGroup: 1 } },
      { before: [NEW_TASK], text: "两节，不重要不紧急", readAs: "新建任务：整理电路笔记，两节，不重要不紧急", intent: { family: "create_task", priorityGroup: 3 } },
    ],
    counterexamples: [
      // A question of its own after the details were asked.
      { before: [NEW_TASK], text: "帮我看看周五有没有空" },
      // The question asked something else (which course, offered as options): the clauses are a note of their own.
      { before: [WHICH_COURSE], text: "4节，周五前" },
    ],
  },
  {
    family: "an offered note taken, how early to remind after it",
    examples: [
      { before: [INTERVIEW], text: "记吧，提前一小时提醒我", readAs: "周六上午九点约了导师面谈，记下，提前一小时提醒我", intent: { family: "quick_note" } },
      { before: [INTERVIEW], text: "记下，提前二十分钟叫我", readAs: "周六上午九点约了导师面谈，记下，提前二十分钟叫我" },
      { before: [INTERVIEW], text: "记吧，早一个小时提醒", readAs: "周六上午九点约了导师面谈，记下，早一个小时提醒" },
    ],
    counterexamples: [
      // The first clause picks no option: a note of its own.
      { before: [INTERVIEW], text: "提醒我周五晚上熨衬衫，别忘了" },
    ],
  },
  {
    family: "a note after a free-time question that names its own evening",
    examples: [
      // No day of its own: the day asked about.
      { before: [EVENING_FREE], text: "那帮我记一下七点去取快递", readAs: "那帮我记一下明天七点去取快递" },
    ],
    counterexamples: [
      { before: [EVENING_FREE], text: "好，那帮我记一下明晚七点去取快递" },
      { before: [EVENING_FREE], text: "那提醒我今晚十点洗衣服" },
      { before: [EVENING_FREE], text: "行，记一下明早八点去体检" },
    ],
  },
  {
    family: "a note's thing (and time) given when asked what it is",
    examples: [
      { before: [HAND_IN], text: "学生证和体检表", readAs: "帮我记一下周四要带个东西，学生证和体检表", intent: { family: "quick_note" } },
      { before: [BARE_REMIND], text: "上午十点，去教务处盖章", readAs: "提醒我后天，上午十点，去教务处盖章", intent: { family: "quick_note" } },
      { before: [BARE_REMIND], text: "晚上七点去健身房", readAs: "提醒我后天，晚上七点去健身房", intent: { family: "quick_note" } },
    ],
    counterexamples: [
      // A question of its own instead of the answer.
      { before: [BARE_REMIND], text: "明天下午有空吗" },
    ],
  },
  {
    family: "a corrected time with the fix asked of the assistant",
    examples: [
      { before: [PARCEL], text: "哦不对是上午十一点，你改一下", readAs: "把去取包裹改到周五上午十一点" },
      { before: [PARCEL], text: "不对，是上午九点半，你帮我改一下", readAs: "把去取包裹改到周五上午九点半" },
      { before: [PARCEL], text: "啊不对，应该是中午十二点，你更正一下", readAs: "把去取包裹改到周五中午十二点" },
    ],
    counterexamples: [{ before: [PARCEL], text: "你改一下周六的安排" }],
  },
  {
    family: "the week of a plan put right, the old one said busy after it",
    examples: [
      { before: [PLAN_THIS_WEEK], text: "不对，我说的是下周，这周没空", readAs: "把复习排进下周" },
      { before: [PLAN_THIS_WEEK], text: "不是这周，是下下周，这周有事", readAs: "把复习排进下下周" },
      { before: [PLAN_THIS_WEEK], text: "搞错了，应该是下周，这几天太忙了", readAs: "把复习排进下周" },
    ],
    counterexamples: [
      // A weekday is a day, not the week: no stretch to put right.
      { before: [PLAN_THIS_WEEK], text: "这周没空" },
    ],
  },
  {
    family: "another course's exam asked about after a countdown, by 那门",
    examples: [
      { before: [COUNTDOWN], text: "大学物理那门是哪天", readAs: "大学物理考试是哪天", intent: { family: "exam_countdown" } },
      { before: [COUNTDOWN], text: "马原那场是啥时候", readAs: "马原考试是啥时候", intent: { family: "exam_countdown" } },
      { before: [COUNTDOWN], text: "那数据库那门什么时候考", readAs: "数据库考试是什么时候", intent: { family: "exam_countdown" } },
    ],
    counterexamples: [
      // After a question about a day, not an exam: a question of its own.
      { before: [EVENING_FREE], text: "大学物理那门是哪天" },
    ],
  },
];

describeFollowUpRows("answered and added follow-ups", ROWS);
