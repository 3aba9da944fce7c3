import { describe, expect, it } from "vitest";
import { diffStates } from "./diff";
import { executeTool } from "./execute";
import type { ScheduleState } from "./state";

function baseState(): ScheduleState {
  return {
    window: {
      total_days: 3,
      day_mapping: [
        { day_index: 1, week: 5, day_of_week: 1 },
        { day_index: 2, week: 5, day_of_week: 2 },
        { day_index: 3, week: 5, day_of_week: 3 },
      ],
    },
    tasks: [
      { state_id: 1, source: "event", source_id: 101, name: "高等数学", category: "课程", status: "existing", locked: true, event_type: "course", slots: [{ day: 1, slot_start: 1, slot_end: 2 }] },
      { state_id: 2, source: "event", source_id: 102, name: "思政", category: "课程", status: "existing", locked: false, event_type: "course", can_embed: true, slots: [{ day: 2, slot_start: 1, slot_end: 2 }] },
      { state_id: 3, source: "task_item", source_id: 201, name: "复习线代", category: "学习", status: "pending", locked: false, duration: 2, category_id: 10 },
      { state_id: 4, source: "task_item", source_id: 202, name: "写实验报告", category: "作业", status: "pending", locked: false, duration: 2, category_id: 10 },
    ],
  };
}

function run(state: ScheduleState, name: string, args: unknown): ScheduleState {
  const result = executeTool(state, name, args);
  expect(result.ok, result.text).toBe(true);
  return result.state;
}

describe("diffStates", () => {
  it("is empty when the draft equals the base", () => {
    expect(diffStates(baseState(), baseState())).toEqual([]);
  });

  it("reports a placement with its new range", () => {
    const draft = run(baseState(), "place", { task_id: 3, day: 3, slot_start: 5 });
    expect(diffStates(baseState(), draft)).toEqual([
      { state_id: 3, name: "复习线代", category: "学习", change: "place", from: [], to: [{ day: 3, slot_start: 5, slot_end: 6 }] },
    ]);
  });

  it("names the host of an embedded placement", () => {
    const draft = run(baseState(), "place", { task_id: 4, day: 2, slot_start: 1 });
    expect(diffStates(baseState(), draft)).toEqual([
      expect.objectContaining({ state_id: 4, change: "place", embedded_in: "思政" }),
    ]);
  });

  it("reports a placed-then-moved task as one placement at its final position", () => {
    const placed = run(baseState(), "place", { task_id: 3, day: 3, slot_start: 5 });
    const moved = run(placed, "move", { task_id: 3, new_day: 1, new_slot_start: 3 });
    expect(diffStates(baseState(), moved)).toEqual([
      expect.objectContaining({ state_id: 3, change: "place", from: [], to: [{ day: 1, slot_start: 3, slot_end: 4 }] }),
    ]);
  });

  it("reports a moved existing task with both positions", () => {
    const base = run(baseState(), "place", { task_id: 3, day: 3, slot_start: 5 });
    const draft = run(base, "move", { task_id: 3, new_day: 3, new_slot_start: 9 });
    expect(diffStates(base, draft)).toEqual([
      expect.objectContaining({ change: "move", from: [{ day: 3, slot_start: 5, slot_end: 6 }], to: [{ day: 3, slot_start: 9, slot_end: 10 }] }),
    ]);
  });

  it("reports an unplaced task with an empty target", () => {
    const base = run(baseState(), "place", { task_id: 3, day: 3, slot_start: 5 });
    const draft = run(base, "unplace", { task_id: 3 });
    expect(diffStates(base, draft)).toEqual([expect.objectContaining({ change: "unplace", to: [] })]);
  });

  it("does not mutate its inputs", () => {
    const base = baseState();
    const draft = run(baseState(), "place", { task_id: 3, day: 3, slot_start: 5 });
    const snapshot = structuredClone([base, draft]);
    diffStates(base, draft);
    expect([base, draft]).toEqual(snapshot);
  });
});
