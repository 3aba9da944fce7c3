/**
 * Questions about why the plan just proposed is as it is: a block pointed at by the whole part of its day ("为什么周日一
 * 下午要排三节那么多？"), and how the planner orders what it places ("你排的时候是按什么决定先后的？"), answered in
 * words with nothing moved.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { detectIntent } from "./intents";
import type { UserTurn } from "../types";

const PLAN: UserTurn = {
  text: "概率论复习排到下周",
  said: "已生成方案，请在卡片上确认：第二章 随机变量及其分布 → 12月7日 周一 16:00–17:40；第三章 多维随机变量 → 12月9日 周三 19:00起3节；第六章 参数估计 → 12月12日 周六 08:00–09:40；第七章 假设检验与历年真题 → 12月13日 周日 14:00起3节。",
};

const ROWS: FollowUpRow[] = [
  {
    family: "why a block is there, pointed at by the whole part of its day",
    examples: [
      { before: [PLAN], text: "为什么周日一下午要排三节那么多？", readAs: "为什么12月13日周日14:00起3节那块第七章 假设检验与历年真题排在那里", intent: { family: "placed_reason" } },
      { before: [PLAN], text: "为啥周三一晚上都给我排满了", readAs: "为什么12月9日周三19:00起3节那块第三章 多维随机变量排在那里", intent: { family: "placed_reason" } },
      { before: [PLAN], text: "怎么周六整个上午要排参数估计", readAs: "为什么12月12日周六08:00–09:40那块第六章 参数估计排在那里", intent: { family: "placed_reason" } },
      { before: [PLAN], text: "为什么周一一下午要放第二章", readAs: "为什么12月7日周一16:00–17:40那块第二章 随机变量及其分布排在那里", intent: { family: "placed_reason" } },
    ],
    // A day the plan put nothing on points at no block.
    counterexamples: [{ before: [PLAN], text: "为什么周五一下午要排课" }],
  },
];

describeFollowUpRows("why the plan is as it is", ROWS);

describe("how the planner orders what it places, asked", () => {
  test.each(["你排的时候是按什么决定先后的？", "排的顺序是怎么定的？", "你怎么决定先排哪个", "你是根据什么安排前后的"])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "app_help", about: ["plan_order"] });
  });

  // Asking for an order to be set, or what comes first, is no question about how the planner orders.
  test.each(["按顺序排一下离散复习", "先排哪个都行"])("%s is no such question", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ about: ["plan_order"] });
  });
});
