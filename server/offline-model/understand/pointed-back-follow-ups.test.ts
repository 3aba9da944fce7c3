/**
 * Follow-ups that point back at what the last answer put before the student: a study block of the day told, by the
 * clock it starts at (clock-pointed.ts); the one thing listed, put back into a stretch (put-back.ts); the periods of
 * the one free run offered, shared out from its start and its end (run-periods.ts). Each row is read through
 * currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const THURSDAY = { text: "周四都有啥", said: "12月3日 周四：08:00–09:40 离散数学（课）；14:00–15:40 程序设计（课）；19:00–20:40 树与最小生成树（学习，离散数学期末复习）。" };
const MISSED = { text: "这周漏了哪些", said: "这周落下了1个学习块：\n- 12月1日（周二）19:00「第二章 随机变量及其分布」（概率论复习，2节）" };
const TWO_MISSED = { text: "上周没做的有哪些", said: "上周落下了2个学习块：\n- 11月24日（周二）19:00「集合与二元关系」（离散数学期末复习，2节）\n- 11月26日（周四）16:00「函数与等价关系」（离散数学期末复习，2节）" };
const SUNDAY_EVENING = { text: "周日晚上空不空", said: "12月6日 周日 晚上 空闲：19:00–22:30（4节）" };
const NOTE = { text: "记一下周五交报告", said: "已记下。" };
const TWO_RUNS = { text: "周五下午有空吗", said: "12月4日 周五 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）" };

const ROWS: FollowUpRow[] = [
  {
    family: "a block of the day told, by the clock it starts at",
    examples: [
      { before: [THURSDAY], text: "晚上七点那个挪到周五同一时间", readAs: "把树与最小生成树那块挪到周五19:00" },
      { before: [THURSDAY], text: "换了吧那个7点的，换到周六", readAs: "把树与最小生成树那块挪到周六", intent: { family: "edit", action: "move", target: { dayWord: "周六" } } },
      // A class at that clock is the timetable's: named as a class, it is answered as one.
      { before: [THURSDAY], text: "两点那个挪到周五同一时间", readAs: "把程序设计课挪到周五14:00", intent: { family: "small_talk", topic: "course_change" } },
    ],
    counterexamples: [
      // Nothing starts at that clock.
      { before: [THURSDAY], text: "五点那个挪到周五同一时间" },
      { before: [NOTE], text: "七点那个挪到周五同一时间" },
    ],
  },
  {
    family: "the one thing listed, put back into a stretch",
    examples: [
      { before: [MISSED], text: "这个排回这周吧，哪天下午都行", readAs: "把第二章 随机变量及其分布排到这周下午" },
      { before: [MISSED], text: "它也补到下周", readAs: "把第二章 随机变量及其分布排到下周" },
    ],
    counterexamples: [
      // Two listed: 这个 could be either.
      { before: [TWO_MISSED], text: "这个排回这周吧，哪天下午都行" },
    ],
  },
  {
    family: "the periods of the offered run, shared out from its start and its end",
    examples: [
      {
        before: [SUNDAY_EVENING],
        text: "前两节放树与最小生成树，后两节放代数系统",
        readAs: "把树与最小生成树放到12月6日19:00，把代数系统放到12月6日20:50",
        intent: { family: "compound", parts: [{ reference: { name: "树与最小生成树" } }, { reference: { name: "代数系统" } }] },
      },
      // One period first, the last two after a gap: the share up to the end starts two periods before it.
      { before: [SUNDAY_EVENING], text: "头一节背单词，最后两节做概率论第二章", readAs: "把背单词放到12月6日19:00，把概率论第二章放到12月6日20:50" },
      { before: [SUNDAY_EVENING], text: "代数系统放前两节，图论放后两节", readAs: "把代数系统放到12月6日19:00，把图论放到12月6日20:50" },
    ],
    counterexamples: [
      // More periods than the run has.
      { before: [SUNDAY_EVENING], text: "前三节放树与最小生成树，后两节放代数系统" },
      { before: [NOTE], text: "前两节放树与最小生成树，后两节放代数系统" },
    ],
  },
  {
    family: "a thing put at the start of each of two runs offered",
    examples: [
      {
        before: [TWO_RUNS],
        text: "那前一段给英语听力，后一段给高数作业",
        readAs: "把英语听力放到12月4日14:00，把高数作业放到12月4日16:00",
        intent: { family: "compound", parts: [{ reference: { name: "英语听力" } }, { reference: { name: "高数作业" } }] },
      },
      { before: [TWO_RUNS], text: "前面那段放背单词，后面那段放错题本", readAs: "把背单词放到12月4日14:00，把错题本放到12月4日16:00" },
      { before: [TWO_RUNS], text: "第一段学线代，第二段复习概率论", readAs: "把线代放到12月4日14:00，把概率论放到12月4日16:00" },
    ],
    counterexamples: [
      // One run offered: it has no earlier and later run.
      { before: [SUNDAY_EVENING], text: "前一段给英语听力，后一段给高数作业" },
      { before: [NOTE], text: "前一段给英语听力，后一段给高数作业" },
    ],
  },
];

describeFollowUpRows("pointed back", ROWS);
