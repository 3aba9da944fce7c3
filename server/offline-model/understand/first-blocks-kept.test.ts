/**
 * "只排前三个就行，后面几个先拿掉" after a plan was proposed: the first blocks, counted in the order of their days, stay;
 * the rest are taken off by name, as "周三以后的都先别排" takes off those from a day on.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const PLAN: UserTurn = {
  text: "把离散复习排到下周",
  said: "已生成方案，请在卡片上确认：集合与二元关系 → 12月7日 周一 16:00–17:40；函数与等价关系 → 12月8日 周二 16:00–17:40；图论基础：欧拉图与哈密顿图 → 12月9日 周三 19:00起3节；树与最小生成树 → 12月10日 周四 19:00–20:40；代数系统：群、环、域 → 12月11日 周五 16:00–17:40。",
};
const FROM_THURSDAY = "周四起的「树与最小生成树」「代数系统：群、环、域」这几块从日程上拿掉";

const ROWS: FollowUpRow[] = [
  {
    family: "the first blocks kept, the rest taken off",
    examples: [
      { before: [PLAN], text: "只排前三个就行，后面几个先拿掉", readAs: FROM_THURSDAY, intent: { family: "edit", action: "unplace_from" } },
      { before: [PLAN], text: "前三块留着，剩下的都撤掉吧", readAs: FROM_THURSDAY },
      { before: [PLAN], text: "只要前两个，其余的先别排", readAs: "周三起的「图论基础：欧拉图与哈密顿图」「树与最小生成树」「代数系统：群、环、域」这几块从日程上拿掉" },
      { before: [PLAN], text: "那就只保留前4个，后面的不要了", readAs: "周五起的「代数系统：群、环、域」这几块从日程上拿掉" },
    ],
    // Keeping as many as the plan has, or more, takes nothing off.
    counterexamples: [{ before: [PLAN], text: "只排前五个就行，后面几个先拿掉" }],
  },
];

describeFollowUpRows("a plan cut to its first blocks", ROWS);
