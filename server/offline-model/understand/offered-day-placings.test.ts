/**
 * Follow-ups that place study blocks on the day an answer about free time named: a thing to be done from a clock on
 * it, two things in two parts of it, a placing at a clock with an aside about the student's own plans, and a request
 * after a premise drawn from the answer (既然…，就…). Each row is read through currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const EMPTIEST = { text: "这周哪天最空", said: "最空：12月5日 周六（空闲12节）" };
const EVENING = { text: "下周哪天晚上有空", said: "12月9日 周三 晚上 空闲：19:00–22:30（4节）" };
const DAY_FREE = { text: "周日有什么安排", said: "12月6日 周日：没有课和学习安排" };
const NOTE = { text: "记一下周五交报告", said: "已记下。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a thing to be done, from a clock",
    examples: [
      { before: [EMPTIEST], text: "那周日下午把英语作文写了吧，两点开始", readAs: "把英语作文放到周日下午两点", intent: { family: "edit", target: { dayWord: "周日", clock: "14:00" } } },
      // No day said: the one the answer named.
      { before: [EMPTIEST], text: "就上午把线代习题做完吧，九点起", readAs: "把线代习题放到12月5日上午九点" },
    ],
    counterexamples: [{ before: [NOTE], text: "那周日下午把英语作文写了吧，两点开始" }],
  },
  {
    family: "two things in two parts of the day",
    examples: [
      {
        before: [EMPTIEST],
        text: "那周日上午放英语听力，晚上放错题本",
        readAs: "把英语听力放到周日上午，把错题本放到周日晚上",
        intent: { family: "compound", parts: [{ reference: { name: "英语听力" } }, { reference: { name: "错题本" } }] },
      },
      { before: [EMPTIEST], text: "上午把线代习题放上，下午放概率论", readAs: "把线代习题放到12月5日上午，把概率论放到12月5日下午" },
    ],
    counterexamples: [{ before: [NOTE], text: "那周日上午放英语听力，晚上放错题本" }],
  },
  {
    family: "a placing at a clock on that day, an aside after it",
    examples: [
      { before: [EVENING], text: "那天晚上八点先放线代习题，跑步改天再说", readAs: "把线代习题放到12月9日晚上八点", intent: { target: { clock: "20:00" } } },
      { before: [EVENING], text: "那天下午三点把英语听力排上", readAs: "把英语听力放到12月9日下午三点" },
    ],
    counterexamples: [{ before: [NOTE], text: "那天晚上八点先放线代习题，跑步改天再说" }],
  },
  {
    family: "a request after a premise drawn from the answer",
    examples: [
      { before: [DAY_FREE], text: "既然周日没事，那就把概率论第三章放周日下午两点", readAs: "把概率论第三章放周日下午两点", intent: { family: "edit" } },
      { before: [DAY_FREE], text: "那既然有空，就把错题本排到周日晚上", readAs: "把错题本排到周日晚上" },
    ],
    counterexamples: [
      { before: [DAY_FREE], text: "既然周日没事，我就去打球了" },
      { before: [DAY_FREE], text: "既然周日没事，那周日要不要多排点？" },
    ],
  },
];

describeFollowUpRows("placed on the day an answer named", ROWS);
