/**
 * A free place taken in one clause while another only says why ("三点那段要开会，五点那段放X"; "…，那天我值班"), and
 * "那就放<day>" after an answer that listed one thing: that thing put on the day.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const FREE: UserTurn = { text: "周二下午哪有空", said: "12月8日 周二 下午 空闲：15:00–16:40（2节）；17:00–18:40（2节）" };
const EVENING: UserTurn = { text: "周日晚上有空吗", said: "12月6日 周日 晚上 空闲：19:00–22:30（4节）。" };
const ONE_LEFT: UserTurn = { text: "还剩什么没排", said: "待安排里还有：第六章 参数估计，需要连续2节。" };
const TWO_LEFT: UserTurn = { text: "还剩什么没排", said: "待安排里还有：第六章 参数估计、第七章 假设检验。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the clause that takes a place, beside the one that says why",
    examples: [
      { before: [FREE], text: "三点那段要去开会，五点那段放英语听力", readAs: "把英语听力移到12月8日17:00" },
      { before: [EVENING], text: "那八点开始把错题本排上，那天我下午有课", readAs: "把错题本移到12月6日20:00" },
    ],
    counterexamples: [{ before: [FREE], text: "三点那段要去开会，五点那段也有事" }],
  },
  {
    family: "the one thing listed, put on the day said",
    examples: [
      { before: [ONE_LEFT], text: "那就放周日下午", readAs: "把第六章 参数估计放到周日下午" },
      { before: [ONE_LEFT], text: "就排下周一晚上吧", readAs: "把第六章 参数估计放到下周一晚上" },
    ],
    counterexamples: [{ before: [TWO_LEFT], text: "那就放周日下午" }],
  },
];

describeFollowUpRows("slot clauses", ROWS);
