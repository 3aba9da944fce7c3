/**
 * Each class into its own range: one rough_schedule per part in the order said, onto the same draft, then one read
 * and a reply that counts what every part placed. A part that fails ends the turn with its reason.
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

function item(stateId: number, name: string, category: string, categoryId: number): StateTask {
  return { state_id: stateId, source: "task_item", source_id: 200 + stateId, name, category, status: "pending", locked: false, duration: 2, category_id: categoryId };
}

const twoClasses: ScheduleState = deepFreeze({
  window: seedWindow,
  tasks: [item(21, "命题逻辑", "离散数学期末复习", 40), item(22, "集合与关系", "离散数学期末复习", 40), item(31, "第一章随机事件", "概率论", 50)],
});

const listed: LanguageModelV4Message[] = toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(twoClasses, "list_tasks", { status: "pending" }));
const firstPart = roughSchedule(twoClasses, { category_id: 50, day_start: 1, day_end: 6 });
const secondPart = firstPart.ok ? roughSchedule(firstPart.state, { category_id: 40, day_start: 7, day_end: 13 }) : firstPart;

describe("a plan in ranged parts", () => {
  test.each(["概率论这周排，离散下周排", "把概率论放进这周，离散数学放到下周"])("%s: each part is planned in turn", async (text) => {
    const first = await nextStep([user(text), ...listed]);
    expect(first).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "概率论", range: "这周" } });
    const afterFirst = [user(text), ...listed, ...toolExchange("c2", "rough_schedule", { task_class: "概率论", range: "这周" }, firstPart)];
    expect(await nextStep(afterFirst)).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "下周" } });
  });

  test("after the last part: one read, then the count of every part", async () => {
    expect(firstPart.ok && secondPart.ok).toBe(true);
    const planned = [
      user("概率论这周排，离散下周排"),
      ...listed,
      ...toolExchange("c2", "rough_schedule", { task_class: "概率论", range: "这周" }, firstPart),
      ...toolExchange("c3", "rough_schedule", { task_class: "离散数学期末复习", range: "下周" }, secondPart),
    ];
    expect(await nextStep(planned)).toMatchObject({ kind: "tool", toolName: "list_tasks", input: { status: "suggested" } });
    const read = [...planned, ...toolExchange("c4", "list_tasks", { status: "suggested" }, executeTool(secondPart.state, "list_tasks", { status: "suggested" }))];
    expect(await nextStep(read)).toEqual({ kind: "text", text: "已为你预排了 3 个任务（共 6 节），目前还是建议安排，请确认后再写入课表。" });
  });

  test("a part that fails is told with its reason; the next part is not planned", async () => {
    const failed = { ok: false, text: "粗排失败：没有名为「英语」的任务类。" };
    const step = await nextStep([user("英语这周排，离散下周排"), ...listed, ...toolExchange("c2", "rough_schedule", { task_class: "英语", range: "这周" }, failed)]);
    expect(step.kind).toBe("text");
  });
});
