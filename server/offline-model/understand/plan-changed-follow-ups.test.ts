/**
 * Follow-ups of a proposed plan that change how it is planned: a part of the day cleared to daytime, the whole plan
 * pressed early (with the exam goal said as why), the earlier version wished back, and the missed blocks just listed
 * made up with a pointer at them ("这俩").
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const NEXT_WEEK: UserTurn = {
  text: "把离散复习排到下周",
  said: "已生成方案，请在卡片上确认：集合与二元关系 → 12月7日 周一 16:00–17:40；函数与等价关系 → 12月8日 周二 16:00–17:40；图论基础：欧拉图与哈密顿图 → 12月9日 周三 19:00起3节；树与最小生成树 → 12月10日 周四 19:00–20:40。",
};
const EXAMS: UserTurn = {
  text: "按考试时间帮我把期末复习排一下",
  said: "已按考试排好复习草稿：离散数学期末复习 6个任务（12月7日—1月8日）、概率论复习 6个任务（12月8日—1月11日），含考前回顾，请在方案卡片上确认。",
};
const THIS_WEEK: UserTurn = { text: "线代复习排到这周", said: "已生成方案，请在卡片上确认：行列式 → 12月3日 周四 14:00–15:40；矩阵运算 → 12月5日 周六 08:00–09:40。" };
const MOVED_ON: UserTurn = { text: "还是排到下周吧", said: "已生成方案，请在卡片上确认：行列式 → 12月7日 周一 16:00–17:40；矩阵运算 → 12月9日 周三 19:00–20:40。" };
const MISSED: UserTurn = {
  text: "这周落下了什么",
  said: "这周（11月30日—12月6日）落下了2个学习块，共4节：\n- 11月30日（周一）19:00「函数与等价关系」（「离散数学期末复习」，2节）\n- 12月1日（周二）08:00「第二章 随机变量及其分布」（「概率论复习」，2节）",
};

const ROWS: FollowUpRow[] = [
  {
    family: "a part of the day cleared to daytime, the plan redone",
    examples: [
      {
        before: [NEXT_WEEK],
        text: "我晚上脑子不转，晚上那些都换到白天，重排一版",
        readAs: "把离散复习排到下周，我晚上脑子不转，晚上那些都换到白天，重新排一下",
        intent: { family: "schedule", keepFree: ["晚上"], range: "下周" },
      },
      {
        before: [NEXT_WEEK],
        text: "晚上排的都挪到白天去，再排一遍",
        readAs: "把离散复习排到下周，晚上排的都挪到白天去，重新排一下",
        intent: { family: "schedule", keepFree: ["晚上"] },
      },
      {
        before: [NEXT_WEEK],
        text: "早八那几块都调到别的时间，重新来",
        readAs: "把离散复习排到下周，早八那几块都调到别的时间，重新排一下",
        intent: { family: "schedule", keepFree: ["早八"] },
      },
      { before: [NEXT_WEEK], text: "晚上的全都放到白天", readAs: "把离散复习排到下周，晚上的全都放到白天，重新排一下", intent: { family: "schedule", keepFree: ["晚上"] } },
    ],
    // A weekday is where blocks go, not a part of the day kept free.
    counterexamples: [{ before: [NEXT_WEEK], text: "晚上的都挪到周六" }],
  },
  {
    family: "the whole plan pressed early, the exam goal said as why",
    examples: [
      {
        before: [EXAMS],
        text: "离散考试前想把这些都学完，全部往前压，越早越好",
        readAs: "按考试时间帮我把期末复习排一下，全部往前压，越早越好，重新排一下",
        intent: { family: "schedule", forExams: true, strategy: "rapid" },
      },
      { before: [EXAMS], text: "整体往前挤一挤吧", readAs: "按考试时间帮我把期末复习排一下，整体往前挤一挤，重新排一下", intent: { strategy: "rapid" } },
      { before: [NEXT_WEEK], text: "都提前排，越快越好", readAs: "把离散复习排到下周，都提前排，越快越好，重新排一下", intent: { strategy: "rapid" } },
      { before: [EXAMS], text: "考前要把它们都复习完，统统往前赶", readAs: "按考试时间帮我把期末复习排一下，统统往前赶，重新排一下", intent: { strategy: "rapid" } },
    ],
    // One block pressed early names its block: a move, not the plan's strategy.
    counterexamples: [{ before: [NEXT_WEEK], text: "考前把这些都学完" }],
  },
  {
    family: "the version before the redo, wished back",
    examples: [
      { before: [THIS_WEEK, MOVED_ON], text: "想了想下周更忙，还是换成前一个方案", readAs: "线代复习排到这周" },
      { before: [THIS_WEEK, MOVED_ON], text: "算了，改成第一版吧", readAs: "线代复习排到这周" },
      { before: [THIS_WEEK, MOVED_ON], text: "还是用回上一版", readAs: "线代复习排到这周" },
      { before: [THIS_WEEK, MOVED_ON], text: "换成最开始那个方案，那样周末空一些", readAs: "线代复习排到这周" },
    ],
    // Without a redo there is no earlier version.
    counterexamples: [{ before: [THIS_WEEK], text: "还是用回上一版" }, { before: [THIS_WEEK], text: "算了，改成第一版吧" }],
  },
  {
    family: "the missed blocks just listed, made up by a pointer",
    examples: [
      { before: [MISSED], text: "那就把这俩补到周末，一天最多两节", readAs: "把没做的补到周末，一天最多两节", intent: { family: "replan_missed", range: "周末", dailyCap: 2 } },
      { before: [MISSED], text: "把这两个补到下周吧", readAs: "把没做的补到下周" },
      { before: [MISSED], text: "那把它们都塞进周六", readAs: "把没做的补到周六" },
      { before: [MISSED], text: "就把这两块补在周日，每天别超过三节", readAs: "把没做的补到周日，每天别超过三节" },
    ],
    // Nothing was listed missed after a plan was proposed.
    counterexamples: [{ before: [NEXT_WEEK], text: "那就把这俩补到周末" }],
  },
];

describeFollowUpRows("a plan changed", ROWS);
