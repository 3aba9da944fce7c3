import { describe, expect, it } from "vitest";
import { fitWarnings, fitWarningText } from "./fit-warnings";
import type { ScheduleState, StateTask } from "./state";

// Three days of 12 periods; now at day 1 period 1. A course fills periods 1-10 of every day, so 2 periods a day are free.
function state(items: number, todo?: Partial<StateTask>): ScheduleState {
  const course: StateTask = { state_id: 1, source: "event", source_id: 1, name: "大课", category: "课程", status: "existing", locked: true, event_type: "course", slots: [1, 2, 3].map((day) => ({ day, slot_start: 1, slot_end: 10 })) };
  const pending: StateTask[] = Array.from({ length: items }, (_, index) => ({
    state_id: index + 2,
    source: "task_item",
    source_id: 100 + index,
    name: `第${index + 1}章`,
    category: "离散数学复习",
    status: "pending",
    locked: false,
    duration: 2,
    category_id: 7,
    item_order: index + 1,
  }));
  const loose: StateTask[] = todo ? [{ state_id: 50, source: "task", source_id: 9, name: "实验报告", category: "待办", status: "pending", locked: false, estimated_sections: 2, priority_group: 1, ...todo }] : [];
  return {
    window: { total_days: 3, day_mapping: [1, 2, 3].map((day) => ({ day_index: day, week: 1, day_of_week: day })), open_from: { day: 1, slot: 1 } },
    tasks: [course, ...pending, ...loose],
    task_classes: [{ category_id: 7, name: "离散数学复习", day_start: 1, day_end: 3, strategy: "rapid", allow_filler_course: false, excluded_slots: [] }],
  };
}

describe("fitWarnings", () => {
  it("says nothing when the work left fits before the deadline", () => {
    expect(fitWarnings(state(3))).toEqual([]);
  });

  it("says how many periods a class is short of before its end date", () => {
    const warnings = fitWarnings(state(5));
    expect(warnings).toEqual([{ name: "离散数学复习", kind: "class", missing_periods: 4 }]);
    expect(fitWarningText(warnings[0])).toBe("按现在的空闲时间，「离散数学复习」在截止前排不完，还差4节。");
  });

  it("names a to-do that cannot fit before its deadline", () => {
    const warnings = fitWarnings(state(0, { estimated_sections: 6, deadline_day: 2 }));
    expect(warnings).toEqual([{ name: "实验报告", kind: "todo", missing_periods: 2 }]);
    expect(fitWarningText(warnings[0])).toContain("待办「实验报告」");
  });
});
