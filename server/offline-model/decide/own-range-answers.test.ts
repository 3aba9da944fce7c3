/**
 * Answers to the range question that say the stretch their own way: up to the exams ("就排到考试前吧", picked from
 * the options or not), or none of the options and a stretch of the student's own ("都不要，排到第15周").
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

function item(stateId: number, name: string, category: string, categoryId: number): StateTask {
  return { state_id: stateId, source: "task_item", source_id: 200 + stateId, name, category, status: "pending", locked: false, duration: 2, category_id: categoryId };
}

const twoClasses: ScheduleState = deepFreeze({
  window: seedWindow,
  tasks: [item(21, "命题逻辑", "离散数学期末复习", 40), item(22, "集合与关系", "离散数学期末复习", 40), item(31, "第一章随机事件", "概率论", 50)],
});
const pendingReply = executeTool(twoClasses, "list_tasks", { status: "pending" });

function listedPending(id: string): LanguageModelV4Message[] {
  return toolExchange(id, "list_tasks", { status: "pending" }, pendingReply);
}

/** The request, its pending items read and the range question asked with `options`. */
function askedRange(request: string, options: string[]): LanguageModelV4Message[] {
  const asked = { question: "想排到哪段时间？", options };
  return [user(request), ...listedPending("c1"), ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question })];
}

async function planned(request: string, options: string[], answer: string) {
  return nextStep([...askedRange(request, options), user(answer), ...listedPending("c3")]);
}

describe("a range answered up to the exams", () => {
  test.each([
    ["把离散复习排一下", ["这周", "下周", "到考试前"], "就排到考试前吧"],
    ["把离散复习排一下", ["这周", "下周", "到考试前"], "到考试前"],
    ["帮我排下离散", ["这周", "下周"], "排到考试前"],
    ["离散数学的复习安排一下", ["这周", "下周"], "那就考试前吧"],
  ])("%s, %j → %s", async (request, options, answer) => {
    expect(await planned(request, options, answer)).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "期末前" } });
  });

  // A time before an exam that says when one thing happens is no stretch of the plan.
  test("考试前 inside a longer answer is no stretch", async () => {
    const step = await planned("把离散复习排一下", ["这周", "下周"], "考试前一天晚上");
    expect(step).not.toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "期末前" } });
  });
});

describe("none of the offered stretches, then the student's own", () => {
  test.each([
    ["帮我排一下离散复习", "都不要，排到第15周", "第15周"],
    ["把离散复习排一下", "两个都不行，放到下下周", "下下周"],
    ["帮我排下离散", "都不合适，排到12月20日前", "12月20日前"],
    ["离散复习安排一下", "都不行，排到下个月吧", "下个月"],
  ])("%s → %s", async (request, answer, range) => {
    expect(await planned(request, ["这周", "下周"], answer)).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range } });
  });

  // Refusing the options and dropping the plan, or asking something else, continues nothing.
  test.each(["都不要，最近不想学，不排了", "都不要，周四下午有空吗"])("%s plans nothing", async (answer) => {
    const step = await planned("帮我排一下离散复习", ["这周", "下周"], answer);
    expect(step).not.toMatchObject({ kind: "tool", toolName: "rough_schedule" });
  });
});
