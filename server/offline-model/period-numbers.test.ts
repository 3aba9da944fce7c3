/**
 * Periods past 12 on the built-in model: "第13节" and "连续14节" are read up to the longest day a term may have (16),
 * and the term's own day answers: a 16-period day takes 第13节, a 12-period day refuses it in the student's words.
 */
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState } from "@/lib/schedule";
import { timetableExample } from "@/testing/fixtures/seed-example";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { freeTimeAnswer } from "./speak/time-answers";

function withPeriods(state: ScheduleState, periods: number): ScheduleState {
  return { ...state, window: { ...state.window, periods_per_day: periods } };
}

const listed = (state: ScheduleState) => toolExchange("c1", "list_tasks", { status: "all" }, executeTool(state, "list_tasks", { status: "all" }));

describe("a period past 12", () => {
  test("第13-15节 places the task (3 periods) from period 13 on a 16-period day", async () => {
    const long = withPeriods(timetableExample, 16);
    const step = await nextStep([user("把复习线代移到第5天第13-15节"), ...listed(long)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 5, slot_start: 13 } });
    const placed = executeTool(long, "place", { task_id: 3, day: 5, slot_start: 13 });
    expect(placed.ok).toBe(true);
  });

  test("a 12-period day refuses 第13节 and the student reads why, without the tool's field names", async () => {
    const prompt = [user("把复习线代移到第5天第13节"), ...listed(timetableExample)];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 5, slot_start: 13 } });
    const refused = executeTool(timetableExample, "place", { task_id: 3, day: 5, slot_start: 13 });
    expect(refused.ok).toBe(false);
    const step = await nextStep([...prompt, ...toolExchange("c2", "place", { task_id: 3, day: 5, slot_start: 13 }, refused)]);
    expect(step).toEqual({ kind: "text", text: "这次没有改成：\n每天只有 12 节课，没有更晚的节次了。" });
  });

  test("第17节 is past every term's day: the schema's refusal reads the same", async () => {
    const prompt = [user("把复习线代移到第5天第17节"), ...listed(timetableExample)];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "place", input: { slot_start: 17 } });
    const refused = executeTool(timetableExample, "place", { task_id: 3, day: 5, slot_start: 17 });
    const step = await nextStep([...prompt, ...toolExchange("c2", "place", { task_id: 3, day: 5, slot_start: 17 }, refused)]);
    expect(step).toEqual({ kind: "text", text: "这次没有改成：\n每天只有 12 节课，没有更晚的节次了。" });
  });
});

describe("the emptiest day", () => {
  test("is all free only when every period of the term's day is", () => {
    const emptiest = (free_periods: number) => ({ kind: "free_time" as const, days: [], emptiest: { date: "2026-12-03", weekday: 4, free_periods } });
    expect(freeTimeAnswer(emptiest(12), undefined, "zh")).toBe("最空的是12月3日 周四，全天都空着。");
    expect(freeTimeAnswer(emptiest(12), undefined, "zh", 14)).toBe("最空的是12月3日 周四，有十二节空。");
    expect(freeTimeAnswer(emptiest(14), undefined, "zh", 14)).toBe("最空的是12月3日 周四，全天都空着。");
  });
});

