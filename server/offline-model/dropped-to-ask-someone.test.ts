/**
 * A plan dropped while the student goes to ask someone (round 38, D): "你先别排了，我去问问导员下周有没有活动" answers
 * "排到哪段时间？" by dropping the plan; who the student will ask, and what, is no question put to the planner. Our
 * own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);
const ASKED = { question: "排到哪段时间？", options: ["这周剩下几天", "下周"] };

describe("dropped, to go and ask someone", () => {
  test.each([
    "你先别排了，我去问问导员下周有没有活动",
    "先别排了，我得问问班长周六有没有集体活动",
    "算了不排了，我去问下室友周末回不回家",
    "你先别弄了，我去问问老师下周有没有补课",
  ])("%s drops the plan", async (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk", topic: "dismiss" });
    const step = await nextStep([
      user("把待办排一下"),
      ...toolExchange("c1", "ask_user", ASKED, { ok: true, text: ASKED.question }),
      assistantText(ASKED.question),
      user(text),
    ]);
    expect(step).toMatchObject({ kind: "text" });
  });

  test.each([
    // no drop: the question is the planner's to answer
    ["我去问问导员下周有没有活动", "schedule_question"],
    ["算了，下周三下午有空吗", "schedule_question"],
  ])("near miss: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
