import { describe, expect, it } from "vitest";
import { replanMissed } from "./replan-missed";
import type { ScheduleState, StateTask } from "./state";

// A 7-day window, now at day 3 period 1 (days 1-2 are over). Class 1 runs the whole window; item 2 was skipped on
// day 1 and comes back, item 3 is pending as it always was, item 4 (after item 2) already sits on day 5.
function state(extra: StateTask[] = []): ScheduleState {
  return {
    window: {
      total_days: 7,
      day_mapping: Array.from({ length: 7 }, (_, index) => ({ day_index: index + 1, week: 1, day_of_week: index + 1 })),
      open_from: { day: 3, slot: 1 },
    },
    tasks: [
      { state_id: 1, source: "event", source_id: 40, name: "第四章", category: "复习", status: "existing", locked: false, event_type: "task", slots: [{ day: 5, slot_start: 1, slot_end: 2 }], duration: 2, category_id: 1, item_order: 4, item_id: 14 },
      { state_id: 2, source: "task_item", source_id: 12, name: "第二章", category: "复习", status: "pending", locked: false, duration: 2, category_id: 1, item_order: 2, missed: true },
      { state_id: 3, source: "task_item", source_id: 13, name: "第三章", category: "复习", status: "pending", locked: false, duration: 2, category_id: 1, item_order: 3 },
      ...extra,
    ],
    task_classes: [{ category_id: 1, name: "复习", day_start: 1, day_end: 7, strategy: "rapid", allow_filler_course: false, excluded_slots: [] }],
  };
}

describe("replanMissed", () => {
  it("places only the missed item, from now on, even after the items that followed it, and leaves the rest pending", () => {
    const result = replanMissed(state());
    expect(result.ok, result.text).toBe(true);
    const placed = result.state.tasks.find((task) => task.state_id === 2)!;
    expect(placed.status).toBe("suggested");
    expect(placed.slots![0].day).toBeGreaterThanOrEqual(3);
    expect(result.state.tasks.find((task) => task.state_id === 3)).toMatchObject({ status: "pending" });
    expect(result.state.tasks.map((task) => task.state_id)).toEqual([1, 2, 3]);
  });

  it("places what fits before a to-do's deadline and says what does not", () => {
    const todo: StateTask = { state_id: 5, source: "task", source_id: 7, name: "实验报告", category: "待办", status: "pending", locked: false, estimated_sections: 30, priority_group: 1, deadline_day: 3, missed: true };
    const result = replanMissed(state([todo]));
    expect(result.ok, result.text).toBe(true);
    expect(result.text).toContain("实验报告");
    expect(result.missing_periods).toBeGreaterThan(0);
    for (const slot of result.state.tasks.find((task) => task.state_id === 5)!.slots ?? []) expect(slot.day).toBe(3);
  });

  it("says there is nothing to re-plan when nothing was skipped, and changes nothing", () => {
    const input = state();
    input.tasks[1] = { ...input.tasks[1], missed: undefined };
    const result = replanMissed(input);
    expect(result.ok).toBe(false);
    expect(result.state).toBe(input);
    expect(result.text).toContain("没有需要补排的学习");
  });
});
