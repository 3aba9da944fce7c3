/**
 * "那…" requests that lean on what the last answer listed or told (round 39, J): the afternoon of the day a timetable
 * question named ("那下午有空吗" after "周三有什么课"), making up the blocks an answer listed as missed ("把它补到…",
 * "这两块帮我补回来"), planning by the exam day just told ("照这个日子把概率论复习排一下"), a told free part given to a
 * block pointed at ("那上午拿来做图论那块"), and two things put in the one told place. Counterexamples: the same words
 * after an answer that told nothing of the kind stand on their own.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { detectIntent } from "./understand/intents";

const WEDNESDAY_CLASSES = { text: "周三有什么课", said: "12月2日 周三：08:00–09:40 大学英语（课）；10:00–11:40 线性代数（课）" };
const MISSED_TWO = {
  text: "这周落下了哪些",
  said: "这周（11月30日—12月6日）落下了2个学习块，共4节：\n- 11月30日（周一）19:00「函数与等价关系」（「离散数学期末复习」，2节）\n- 12月1日（周二）08:00「第二章 随机变量及其分布」（「概率论复习」，2节）",
};
const EXAM_TOLD = { text: "概率论哪天考", said: "「概率论期末考试」：1月14日（周四）09:00，还有 44 天（7 周）。" };
const SATURDAY_FREE = { text: "周六有空吗", said: "12月5日 周六 全天 空闲：08:00–11:40（4节）；14:00–17:40（4节）" };
const NOTE_MADE = { text: "记一下周五交报告", said: "已记下：周五交报告。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the part of the day asked about",
    examples: [
      { before: [WEDNESDAY_CLASSES], text: "那下午有空吗", readAs: "周三下午有空吗" },
      { before: [WEDNESDAY_CLASSES], text: "那晚上下课以后还有空吗", readAs: "周三晚上下课以后还有空吗" },
    ],
    counterexamples: [
      { before: [NOTE_MADE], text: "那下午有空吗" },
      { before: [WEDNESDAY_CLASSES], text: "那周四下午有空吗" },
    ],
  },
  {
    family: "the missed blocks made up",
    examples: [
      { before: [MISSED_TWO], text: "这两块帮我补回来，早上别排", readAs: "把没做的补回来，早上别排", intent: { family: "replan_missed", keepFree: ["上午"] } },
      { before: [MISSED_TWO], text: "那就把它们补到周日", readAs: "把没做的补到周日", intent: { family: "replan_missed" } },
    ],
    counterexamples: [{ before: [NOTE_MADE], text: "这两块帮我补回来，早上别排" }],
  },
  {
    family: "the exam day just told",
    examples: [{ before: [EXAM_TOLD], text: "那就照这个日子把概率论复习排一下", readAs: "那就按考试把概率论复习排一下", intent: { family: "schedule", forExams: true } }],
    counterexamples: [{ before: [NOTE_MADE], text: "那就照这个日子把概率论复习排一下" }],
  },
  {
    family: "a told free part given to a block",
    examples: [{ before: [SATURDAY_FREE], text: "那下午拿来做代数系统那块", readAs: "把代数系统放到12月5日14:00" }],
    counterexamples: [],
  },
  {
    family: "two things in the one told place",
    examples: [
      {
        before: [SATURDAY_FREE],
        text: "那把树与最小生成树和代数系统都放周六下午",
        readAs: "把树与最小生成树放到周六下午，另外把代数系统放到周六下午",
        intent: { family: "compound" },
      },
    ],
    counterexamples: [{ before: [NOTE_MADE], text: "那把树与最小生成树和代数系统都放周六下午" }],
  },
];

describeFollowUpRows("requests leaning on the last answer", ROWS);

describe("missed work made up a class first", () => {
  test.each([
    ["落下的只补概率论的，离散那些先放着", "离散"],
    ["没做的先补线代，英语那些以后再说", "英语"],
  ])("%s keeps %s out", (text, kept) => {
    expect(detectIntent(text)).toMatchObject({ family: "replan_missed", exclude: [kept] });
  });

  test("sleep made up is no re-plan", () => {
    expect(detectIntent("周末先补觉").family).not.toBe("replan_missed");
  });
});
