/**
 * Why a block of the plan just proposed is where it is: answered from the plan's own words (its place, its length,
 * that a block is never split) with no tool called; a move asked after the question moves the block it named.
 */
import { describe, expect, test } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

const CALENDAR = {
  days: [7, 8, 9, 10, 11, 12, 13].map((day) => ({ day, date: `2026-12-${String(day).padStart(2, "0")}`, weekday: ((day + 6) % 7) + 1 })),
  periods: [...DEFAULT_SECTION_TIMES],
};
const PLAN = [
  user("把线代复习排到下周"),
  assistantText("已生成方案，请在卡片上确认：行列式 → 12月7日 周一 14:00–15:40；向量组与线性相关 → 12月10日 周四 16:00起3节；期末真题（限时） → 12月12日 周六 14:00–17:40。"),
];

describe("why a block of the plan is where it is", () => {
  test.each([
    ["为啥真题要放周六下午一口气做四节？", ["期末真题（限时）排在12月12日 周六 14:00–17:40", "这块要4节", "不会把一块拆开", "挪到周日下午两点"]],
    ["为什么向量组那个排到周四了", ["向量组与线性相关排在12月10日 周四 16:00起3节", "这块要3节"]],
  ])("%s is answered from the plan, nothing called", async (text, words) => {
    const step = await nextStep([...PLAN, user(text)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step.kind).toBe("text");
    for (const word of words) expect(step.kind === "text" && step.text).toContain(word);
  });

  test("a block on a Sunday is offered another day in the example", async () => {
    const sunday = [user("真题放周日下午"), assistantText("已预排：期末真题（限时） → 12月13日 周日 14:00–17:40，确认后写入日程。")];
    const step = await nextStep([...sunday, user("为啥真题放周日下午")], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step.kind === "text" && step.text).toContain("挪到周六下午两点");
  });

  test("a move asked after the question is a move, not an answer", async () => {
    const step = await nextStep([...PLAN, user("为啥行列式排在周一？周一我有课，挪到周三下午两点")], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  });
});

describe("a swap with no pair said", () => {
  test("of a plan with several blocks, which two is asked with two of them as the example", async () => {
    const step = await nextStep([...PLAN, user("换一下吧")], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user" });
    expect(step.kind === "tool" && String((step.input as { question?: unknown }).question)).toContain("行列式和向量组与线性相关换一下");
  });

  test("the answer naming the pair is the swap", async () => {
    const asked = await nextStep([...PLAN, user("换一下吧")], PLANNER_TOOL_NAMES, CALENDAR);
    const question = (asked.kind === "tool" ? asked.input : {}) as Record<string, unknown>;
    const prompt = [
      ...PLAN,
      user("换一下吧"),
      ...toolExchange("q1", "ask_user", question, { ok: true, text: String(question.question) }),
      assistantText(String(question.question)),
      user("行列式和真题"),
    ];
    expect(await nextStep(prompt, PLANNER_TOOL_NAMES, CALENDAR)).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  });

  test("of two blocks, those two are swapped", async () => {
    const two = [user("这周待办排一下"), assistantText("已生成方案，请在卡片上确认：背单词 → 12月8日 周二 14:00–15:40；写报告 → 12月9日 周三 16:00–17:40。")];
    const step = await nextStep([...two, user("换一下吧")], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  });
});
