/**
 * Follow-ups of a note or a drafted plan (round 37): one time of a repeat the assistant could not set, said as "…的";
 * the to-do just noted re-dated in news passed on, pointed at as "这次 / 这班"; a reminder timed from a block of the
 * plan just drafted; a block of that plan put off until a later time ("等周四晚上再弄"), a bare weekday being one of
 * the plan's own week. Our own sentences; the near misses stand on their own.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const WEEKLY = { text: "每周五下午提醒我交周报", said: "周期性提醒我还设不了，只能一条一条记。要不要先帮你记这周五的？" };
const DAILY = { text: "每天早上七点提醒我吃药", said: "我没法设每天重复的提醒，可以先帮你记明天早上这一次。" };
const CHECKUP = { text: "记一下周四下午两点去医院复查", said: "已记下：去医院复查（截止 12月3日 周四 14:00）。" };
const ONE_OFF = { text: "周五下午四点提醒我交周报", said: "已记下：交周报（截止 12月4日 周五 16:00）。" };
const AGENDA = { text: "周四有什么安排", said: "12月3日 周四：08:00–09:40 大学英语（课）；14:00–15:40 树与最小生成树（学习）。" };
const DRAFT = {
  text: "离散数学排到下周",
  said: "已生成方案，请在卡片上确认：集合与二元关系 → 12月7日 周一 16:00–17:40；图论 → 12月9日 周三 19:00–20:40。",
};

const ROWS: FollowUpRow[] = [
  {
    family: "one time of a repeat, said as the one of a day",
    examples: [
      { before: [WEEKLY], text: "好，那先记这周五下午四点的", readAs: "这周五下午四点提醒我交周报", intent: { family: "quick_note" } },
      { before: [DAILY], text: "行，就记明天的吧", readAs: "明天早上七点提醒我吃药" },
      { before: [WEEKLY], text: "可以，先记下周五的那回", readAs: "下周五下午提醒我交周报" },
    ],
    counterexamples: [
      { before: [ONE_OFF], text: "好，那先记这周五下午四点的" },
      { before: [WEEKLY], text: "的确设不了啊" },
    ],
  },
  {
    family: "the to-do just noted re-dated, pointed at and passed on",
    examples: [
      { before: [CHECKUP], text: "医生说这次改到周五同一时间了", readAs: "把去医院复查改到周五下午两点" },
      { before: [CHECKUP], text: "这回改到周六上午十点", readAs: "把去医院复查改到周六上午十点" },
      { before: [CHECKUP], text: "护士说那次推迟到下周一了", readAs: "把去医院复查改到下周一" },
    ],
    counterexamples: [
      { before: [AGENDA], text: "室友说这次改到周五了" },
      { before: [CHECKUP], text: "这次考试好难" },
    ],
  },
  {
    family: "a reminder timed from a block of the plan just drafted",
    examples: [
      { before: [DRAFT], text: "图论是晚上七点那块对吧？开始前半小时叫我", readAs: "12月9日19:00开始图论，开始前半小时提醒我", intent: { family: "quick_note" } },
      { before: [DRAFT], text: "集合与二元关系那块提前二十分钟提醒我", readAs: "12月7日16:00开始集合与二元关系，提前二十分钟提醒我" },
      { before: [DRAFT], text: "那图论提前一小时提醒我吧", readAs: "12月9日19:00开始图论，提前一小时提醒我" },
    ],
    counterexamples: [
      { before: [DRAFT], text: "高数那块提前一小时提醒我" },
      { before: [AGENDA], text: "图论提前一小时提醒我" },
    ],
  },
  {
    family: "a block of the plan just drafted put off until later",
    examples: [
      { before: [DRAFT], text: "图论那个等周四晚上再弄", readAs: "把12月9日19:00那块图论挪到12月10日晚上", intent: { family: "edit", action: "move" } },
      { before: [DRAFT], text: "集合与二元关系留到下周二下午再做吧", readAs: "把12月7日16:00那块集合与二元关系挪到下周二下午" },
      { before: [DRAFT], text: "图论周五晚上再说", readAs: "把12月9日19:00那块图论挪到12月11日晚上" },
    ],
    counterexamples: [
      { before: [DRAFT], text: "高数等周六再弄" },
      { before: [AGENDA], text: "图论那个等周四晚上再弄" },
    ],
  },
];

describeFollowUpRows("noted and drafted follow-ups", ROWS);
