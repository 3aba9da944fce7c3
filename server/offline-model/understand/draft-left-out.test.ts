/**
 * One block of a plan just proposed left out for now (draft-left-out.ts): "not this time, the rest stays", or why
 * first and the taking off after it. Each is the block taken off where it was put, never the to-do deleted.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const PLAN: UserTurn = {
  text: "高数剩下几章排到下周",
  said: "已生成方案，请在卡片上确认：第八章 多元函数微分 → 12月7日 周一 16:00–17:40；第九章 重积分 → 12月9日 周三 19:00起3节；第十章 曲线积分 → 12月11日 周五 14:00–15:40；期中错题整理 → 12月12日 周六 08:00–09:40。",
};

const ROWS: FollowUpRow[] = [
  {
    family: "a block not put in this time, the rest said to stay",
    examples: [
      { before: [PLAN], text: "错题整理这回先不排，其余照旧", readAs: "把12月12日08:00那块期中错题整理先拿掉" },
      { before: [PLAN], text: "第十章暂时别放，别的都留着", readAs: "把12月11日14:00那块第十章 曲线积分先拿掉" },
      { before: [PLAN], text: "重积分那个这次不安排，其他的别动", readAs: "把12月9日19:00那块第九章 重积分先拿掉" },
    ],
    counterexamples: [
      // "这章" names no block of the plan, and a wish said after it is no rest kept.
      { before: [PLAN], text: "这章这次先不放，其他的不动" },
      { before: [PLAN], text: "第十章这次先不放，但是得提醒我自己看" },
    ],
  },
  {
    family: "why first, then the block taken off",
    examples: [
      { before: [PLAN], text: "第八章老师说期末不考，先拿掉", readAs: "把12月7日16:00那块第八章 多元函数微分先拿掉" },
      { before: [PLAN], text: "曲线积分助教周末会串讲，那就先去掉吧", readAs: "把12月11日14:00那块第十章 曲线积分先拿掉" },
      { before: [PLAN], text: "错题整理我自己零碎时间弄，暂时撤掉", readAs: "把12月12日08:00那块期中错题整理先拿掉" },
    ],
    counterexamples: [
      { before: [PLAN], text: "英语老师说不考了，先拿掉" },
    ],
  },
];

describeFollowUpRows("draft left out", ROWS);
