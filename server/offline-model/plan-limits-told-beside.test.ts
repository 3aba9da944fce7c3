/**
 * Limits told beside a plan or a re-plan of missed work (round 38, E): a day the student will be away ("周日我要回家")
 * is a day off once the request names its own stretch, a part of a day taken by an errand ("周六下午我有事") is kept
 * free, a cap written the Cantonese way ("一日最多两节") is a cap, and a stretch said between the missed work and its
 * verb ("欠的复习这周末还上") is where the work goes. Run through the eval's replies, as a turn runs.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";

async function problemOf(evalCase: EvalCase): Promise<string | undefined> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed ? undefined : (result.score.problem ?? "a word the student may not read");
}

const plan = (text: string, fields: Record<string, unknown>): EvalCase => ({ category: "schedule", text, tools: ["rough_schedule"], fields, forbid: ["ask_user"] });
const replan = (text: string, fields: Record<string, unknown>): EvalCase => ({
  category: "replan_missed",
  text,
  tools: ["rough_schedule"],
  fields: { missed_only: true, ...fields },
  forbid: ["record_checkin"],
});

describe("a day away, told beside a plan with its own stretch: that day is off", () => {
  test.each([
    ["概率论复习排到下周，一天最多三节，周日我要回家", { task_class: "概率", range: "下周", daily_cap: 3, days_off: ["周日"] }],
    ["离散复习排进下周，周六我要回老家", { task_class: "离散", range: "下周", days_off: ["周六"] }],
    ["把概率论复习排到下周，周三我要去外地比赛", { task_class: "概率", range: "下周", days_off: ["周三"] }],
    ["离散的复习安排到下周吧，礼拜五我出去旅游", { task_class: "离散", range: "下周", days_off: ["周五"] }],
  ])("%s", async (text, fields) => {
    expect(await problemOf(plan(text, fields))).toBeUndefined();
  });

  test.each([
    // A part of the day: the day is not off whole.
    ["概率论复习排到下周，周三晚上我有家教", { range: "下周", days_off: null }],
    // No stretch of its own: the week the reason names is the plan's (away-reasons.ts).
    ["下周我回来以后，待办都排进去", { range: "下周", days_off: null }],
  ])("%s keeps its days", async (text, fields) => {
    expect(await problemOf(plan(text, fields))).toBeUndefined();
  });
});

describe("missed work re-planned, with its limits told beside", () => {
  test.each([
    ["欠的复习这周末还上，周六下午我有事", { range: "周末", keep_free: ["下午"] }],
    ["没做的那些下周补上，周二晚上我有事", { range: "下周", keep_free: ["晚上"] }],
    ["落下的复习下周再排，周四上午我有点事", { range: "下周", keep_free: ["上午"] }],
    ["啲冇做嘅幫我重新排過，一日最多兩節", { daily_cap: 2 }],
    ["落下的帮我重新排一下，一日最多三节", { daily_cap: 3 }],
    ["没做完的复习明天补上，一日不超过两节", { range: "明天", daily_cap: 2 }],
  ])("%s", async (text, fields) => {
    expect(await problemOf(replan(text, fields))).toBeUndefined();
  });

  test.each([
    // The stretch before the missed words says when it was missed, not where it goes.
    ["这周落下的补上", { range: null }],
    // A part of the day that is free asks nothing to be kept.
    ["没做的排到这周末，周六下午有空", { range: "周末", keep_free: null }],
  ])("%s keeps its reading", async (text, fields) => {
    expect(await problemOf(replan(text, fields))).toBeUndefined();
  });
});

describe("a note asked beside a plan is no day away", () => {
  test.each([
    ["记周二开会，再把概率论排下周", "开会"],
    ["提醒我周五去医院复查，然后离散排到下周", "复查"],
  ])("%s", async (text, content) => {
    expect(await problemOf({ category: "compound", text, tools: ["quick_note", "rough_schedule"], fields: { content } })).toBeUndefined();
  });
});

test("an appointment on a weekday, not pointed back at, keeps its day", async () => {
  expect(await problemOf(replan("落下的补到下周，周四我要去体检", { range: "下周", days_off: null }))).toBeUndefined();
});
