/**
 * The English words students drop into a Chinese message, by family, each with the Chinese the readers know: the
 * verb of the request ("ddl push 后一天", "move 到周六"), when ("tonight 11 点", "this Sunday"), what it is about
 * ("deadline", "slot", "assignment") and the words that join clauses ("then"). Lower case; matched whatever the
 * student's capitals. A row may ask for the words after it (`after`): "set 到" is a change, "set 个 reminder" is
 * setting one up.
 */

export interface EnglishRow {
  from: string;
  to: string;
  /** The text right after the word (its spaces included) must match. */
  after?: RegExp;
  /** The text before the word (to its end) must match. */
  before?: RegExp;
}

const HAN_NEXT = /^\s*\p{Script=Han}/u;

/** What owns or points at chapters (概率论啲, 嗰几个): theirs, not a count. */
const CHAPTERS_OWNED = /(?:啲|的|嘅|嗰|那|些|几个)\s*$/;

/** A pointer (嗰, 那, 呢, 这), maybe counted (嗰两, 那几), before a part: the part is a block. */
const BLOCK_POINTED = /(?:嗰|那|呢|这)\s*[几两一二三四五六七八九十]?\s*$/;

/** What the student asks done: the verb, as the Chinese verb it stands for. */
const VERBS: readonly EnglishRow[] = [
  // "move 到 Saturday", "put 到周四 4pm 那个 slot": the block taken to a time.
  { from: "move", to: "挪" },
  { from: "put", to: "放" },
  // "ddl push 后一天", "push 到周五": 推 joins the 后 / 到 said after it; alone ("push 一天") it is a delay.
  { from: "push", to: "推", after: /^\s*(?:到|后|迟|晚)/ },
  { from: "push", to: "推迟" },
  { from: "postpone", to: "推迟" },
  { from: "delay", to: "推迟" },
  { from: "swap", to: "对调" },
  { from: "submit", to: "交" },
  { from: "submitted", to: "交" },
  { from: "hand in", to: "交" },
  // "mark 成 done 吧": the state a to-do is marked as.
  { from: "mark", to: "标" },
  { from: "done", to: "完成", before: /[成为]\s*$/ },
  // "all finished 了", "done 了": said done only with the Chinese that closes it right after ("交实验报告 done" is not).
  { from: "all finished", to: "全部做完", after: HAN_NEXT },
  { from: "all done", to: "全部做完", after: HAN_NEXT },
  { from: "finished", to: "做完", after: HAN_NEXT },
  { from: "finish", to: "做完", after: HAN_NEXT },
  { from: "done", to: "做完", after: HAN_NEXT },
  { from: "arrange", to: "安排" },
  { from: "reschedule", to: "重新安排" },
  // "能 fit 多少就 fit 多少", "fit 进这周": as much as fits is what is placed.
  { from: "fit", to: "排" },
  { from: "remind", to: "提醒" },
  // "deadline set 到周日": the value changed; "set 个 reminder": one set up.
  { from: "set", to: "改", after: /^\s*(?:到|成|为)/ },
  { from: "set", to: "设" },
  { from: "cancel", to: "取消" },
  { from: "delete", to: "删掉" },
];

const WEEKDAYS: readonly (readonly [string, string])[] = [
  ["monday", "一"],
  ["tuesday", "二"],
  ["wednesday", "三"],
  ["thursday", "四"],
  ["friday", "五"],
  ["saturday", "六"],
  ["sunday", "日"],
];

const SHORT_WEEKDAYS: readonly (readonly [string, string])[] = [
  ["mon", "一"],
  ["tues", "二"],
  ["tue", "二"],
  ["weds", "三"],
  ["wed", "三"],
  ["thurs", "四"],
  ["thur", "四"],
  ["thu", "四"],
  ["fri", "五"],
  ["sat", "六"],
  ["sun", "日"],
];

/** When: the day and the part of it (the clock, "4pm", "two o'clock", is read in mixed-english-clocks.ts). */
const TIMES: readonly EnglishRow[] = [
  ...WEEKDAYS.flatMap(([day, number]) => [
    { from: day, to: `周${number}` },
    { from: `this ${day}`, to: `这周${number}` },
    { from: `next ${day}`, to: `下周${number}` },
    { from: `last ${day}`, to: `上周${number}` },
    // "every Wednesday 3pm": a repeat, which the reminder readers know as 每周三.
    { from: `every ${day}`, to: `每周${number}` },
  ]),
  // "挪到 Fri 下午", "Sat 4pm 放X": the short days, as whole words (a Chinese message holds no other "sat").
  ...SHORT_WEEKDAYS.flatMap(([day, number]) => [
    { from: day, to: `周${number}` },
    { from: `this ${day}`, to: `这周${number}` },
    { from: `next ${day}`, to: `下周${number}` },
  ]),
  { from: "every day", to: "每天" },
  { from: "every night", to: "每晚" },
  { from: "every morning", to: "每天早上" },
  { from: "every week", to: "每周" },
  { from: "this week", to: "这周" },
  { from: "last week", to: "上周" },
  { from: "next week", to: "下周" },
  { from: "week", to: "周" },
  { from: "this weekend", to: "这周末" },
  { from: "next weekend", to: "下周末" },
  { from: "weekend", to: "周末" },
  { from: "this month", to: "这个月" },
  { from: "next month", to: "下个月" },
  { from: "yesterday's ", to: "昨天的" },
  { from: "yesterday's", to: "昨天的" },
  { from: "yesterday", to: "昨天" },
  { from: "today's ", to: "今天的" },
  { from: "today's", to: "今天的" },
  { from: "today", to: "今天" },
  { from: "tomorrow", to: "明天" },
  // "tmr 8pm 提醒…", "tmrw 交作业": the chat shorthands of tomorrow.
  { from: "tmrw", to: "明天" },
  { from: "tmr", to: "明天" },
  { from: "tmw", to: "明天" },
  { from: "day after tomorrow", to: "后天" },
  // "tonight 11 点" is eleven at night, "morning 9 点" nine in the morning: the part of the day the hour belongs to.
  { from: "tonight", to: "今晚" },
  { from: "this morning", to: "今天上午" },
  { from: "this afternoon", to: "今天下午" },
  { from: "this evening", to: "今晚" },
  // "mornings 别排", "evenings 留给我": the part of every day, said in the plural.
  { from: "mornings", to: "上午" },
  { from: "afternoons", to: "下午" },
  { from: "evenings", to: "晚上" },
  { from: "nights", to: "晚上" },
  { from: "weekends", to: "周末" },
  { from: "morning", to: "上午" },
  { from: "afternoon", to: "下午" },
  // "周四 arvo 有空吗": the Australian shortening of afternoon.
  { from: "arvo", to: "下午" },
  { from: "evening", to: "晚上" },
  { from: "night", to: "晚上" },
  { from: "noon", to: "中午" },
];

/** What the message is about: the planner's own things and the student's coursework. */
const NOUNS: readonly EnglishRow[] = [
  // ddl the readers know as it is.
  { from: "deadline", to: "截止日期" },
  { from: "due date", to: "截止日期" },
  { from: "time slot", to: "时段" },
  { from: "slot", to: "时段" },
  { from: "blocks", to: "块" },
  { from: "block", to: "块" },
  // 谓词逻辑嗰part, 第二个part: the part of a subject a block or to-do covers.
  // 概率论啲chapter: a subject's chapters, as its blocks are named (第一章); "5个chapter" counted stays for the plan
  // readers that count them.
  { from: "chapters", to: "章节", before: CHAPTERS_OWNED },
  { from: "chapter", to: "章节", before: CHAPTERS_OWNED },
  // 谓词逻辑嗰part, 嗰两part: a part pointed at is a block on the plan, which the block readers know as 块.
  { from: "parts", to: "块", before: BLOCK_POINTED },
  { from: "part", to: "块", before: BLOCK_POINTED },
  { from: "parts", to: "部分" },
  { from: "part", to: "部分" },
  { from: "revisions", to: "复习" },
  { from: "revision", to: "复习" },
  { from: "reviews", to: "复习" },
  { from: "review", to: "复习" },
  { from: "sessions", to: "复习" },
  { from: "session", to: "复习" },
  { from: "report", to: "报告" },
  { from: "assignments", to: "作业" },
  { from: "assignment", to: "作业" },
  { from: "homework", to: "作业" },
  { from: "exams", to: "考试" },
  { from: "exam", to: "考试" },
  { from: "midterm", to: "期中考试" },
  // "Accounting mid-term", "Stat mid term": the same exam, hyphened or spaced.
  { from: "mid-term", to: "期中考试" },
  { from: "mid term", to: "期中考试" },
  // "Econ温书plan", "开个Chem温习plan": after a study word, plan is the study plan (plan一下 is a verb, kept).
  { from: "plan", to: "计划", before: /(?:温书|温习|复习|学习|备考|study|revision|review)\s*$/i },
  // "每个topic两节": a plan's topics are its parts.
  { from: "topics", to: "部分" },
  { from: "topic", to: "部分" },
  { from: "quiz", to: "小测" },
  { from: "office hours", to: "答疑时间" },
  { from: "office hour", to: "答疑时间" },
  { from: "reminder", to: "提醒" },
  { from: "order", to: "顺序" },
  // "lecturer话要提早一日交": who passed the word on, as the readers of a told change know them.
  { from: "lecturer", to: "老师" },
  { from: "professor", to: "教授" },
  { from: "prof", to: "教授" },
  { from: "tutor", to: "助教" },
  // "Friday 晚上 free 不": free time asked.
  { from: "free", to: "有空" },
  { from: "busy", to: "忙" },
  // "哪天最 empty": how empty a day is, asked.
  { from: "empty", to: "空" },
];

/** The words that join two requests in one message. */
const CONNECTIVES: readonly EnglishRow[] = [
  { from: "and then", to: "然后" },
  { from: "then", to: "然后" },
];

/** The day words: English word order puts them last ("missed 线代 yesterday"), where the space still parts them. */
export const DAY_ROWS: ReadonlySet<string> = new Set(TIMES.map((row) => row.from));

/** Every row, longest first (a row's `after` guard decides between rows of one word). */
export const ENGLISH_ROWS: readonly EnglishRow[] = [...VERBS, ...TIMES, ...NOUNS, ...CONNECTIVES].sort((a, b) => b.from.length - a.from.length);
