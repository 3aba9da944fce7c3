/**
 * Follow-ups that put right the to-do just noted, created or listed, naming it by nothing but the turns before: the
 * fix asked after the corrected value (…，改一下), one word of its name said wrong or the name said whole, the time
 * kept said before the new day, one of two notes counted by the order they were made in, and a listed to-do's day
 * shifted. Each row is read through currentRequest, as a turn does (the texts as the normaliser leaves them).
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const SHUTTLE = { text: "周二晚上八点提醒我给班长打电话", said: "已记下：给班长打电话（截止 12月1日 周二 20:00）。" };
const ESSAY = { text: "记一下周三交读书报告", said: "已记下：交读书报告（截止 12月2日 周三 23:59）。" };
const CREATED = { text: "新建任务：背英语单词，重要且紧急", said: "已创建任务：背英语单词（重要且紧急）。" };
const DINNER = { text: "提醒我周四晚上六点去社团聚会", said: "已记下：去社团聚会（截止 12月3日 周四 18:00）。" };
const BOOK = { text: "周五提醒我去还书", said: "已记下：去还书（截止 12月4日 周五 23:59）。" };
const GYM = { text: "再记一个周日去体测", said: "已记下：去体测（截止 12月6日 周日 23:59）。" };
const LISTED = { text: "周三要交的有哪些", said: "共找到 1 条任务：\n交读书报告 | 重要且紧急 | 12月2日 周三 17:00" };

const ROWS: FollowUpRow[] = [
  {
    family: "the day corrected, then the fix asked for",
    examples: [
      { before: [ESSAY], text: "不对，是周四，改一下", readAs: "把交读书报告改到周四" },
      { before: [ESSAY], text: "说错了，应该是周五，帮我更正一下", readAs: "把交读书报告改到周五" },
    ],
    counterexamples: [{ before: [ESSAY], text: "不对，是周四，改一下时间表" }],
  },
  {
    family: "one word of the noted name said wrong, or the name said whole",
    examples: [
      { before: [SHUTTLE], text: "不是班长，是学委，改一下", readAs: "把给班长打电话改名为给学委打电话" },
      { before: [SHUTTLE], text: "不是班长，是学委", readAs: "把给班长打电话改名为给学委打电话" },
      { before: [CREATED], text: "名字改成背英语六级单词", readAs: "把背英语单词改名为背英语六级单词" },
      { before: [CREATED], text: "标题换成背考研单词吧", readAs: "把背英语单词改名为背考研单词" },
    ],
    counterexamples: [
      // A word the noted name does not hold renames nothing.
      { before: [SHUTTLE], text: "不是辅导员，是学委，改一下" },
      { before: [{ text: "明天有什么课", said: "没有课。" }], text: "名字改成背考研单词" },
    ],
  },
  {
    family: "a word of the moved thing's name said wrong, put right where it stands",
    examples: [{ before: [{ text: "把线代作业挪到周五", said: "好的。" }], text: "不是线代，是高数", readAs: "把高数作业挪到周五" }],
    counterexamples: [{ before: [{ text: "把线代作业挪到周五", said: "好的。" }], text: "不是英语，是高数" }],
  },
  {
    family: "the time kept said first, then the new day",
    examples: [
      { before: [DINNER], text: "时间还是原来那个，日子改成周五", readAs: "把去社团聚会改到周五晚上六点" },
      { before: [DINNER], text: "时间不变，日期换到周六", readAs: "把去社团聚会改到周六晚上六点" },
    ],
    counterexamples: [{ before: [DINNER], text: "时间还是原来那个" }],
  },
  {
    family: "one of two notes in a row, counted by the order they were made in",
    examples: [
      { before: [BOOK, GYM], text: "第一个改到下午三点", readAs: "去还书改到周五下午三点" },
      { before: [BOOK, GYM], text: "后面那个改到周六", readAs: "去体测改到周六" },
    ],
    counterexamples: [
      // After one note there is nothing to count.
      { before: [GYM], text: "第一个改到下午三点" },
    ],
  },
  {
    family: "a to-do the listing showed alone, its day shifted",
    examples: [{ before: [LISTED], text: "这个往后延一天", readAs: "交读书报告往后延一天" }],
    counterexamples: [{ before: [{ text: "周三有什么课", said: "没有课。" }], text: "这个往后延一天" }],
  },
];

describeFollowUpRows("a to-do just noted, put right", ROWS);
