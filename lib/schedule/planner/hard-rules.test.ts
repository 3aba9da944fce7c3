import { describe, expect, it } from "vitest";
import type { ScheduleState, StateTask } from "../state";
import { course, fillerCourse, item, loose, stateOf, taskClass } from "@/testing/planner/fixtures";
import { hardRuleViolations } from "./hard-rules";

function placed(state: ScheduleState, stateId: number, slots: Array<[number, number, number]>, extra: Partial<StateTask> = {}): ScheduleState {
  return {
    ...state,
    tasks: state.tasks.map((task) =>
      task.state_id === stateId
        ? { ...task, status: "suggested", slots: slots.map(([day, slot_start, slot_end]) => ({ day, slot_start, slot_end })), ...extra }
        : task,
    ),
  };
}

describe("hardRuleViolations", () => {
  const before = stateOf(
    2,
    [course(1, [[1, 1, 2]]), fillerCourse(2, [[2, 1, 2]]), item(11, 1, 1), item(12, 1, 2), loose(21, 3, { deadline_day: 1 })],
    [taskClass(1, { day_end: 2, excluded_slots: [6] })],
  );

  it("finds nothing wrong with a plan that keeps every rule", () => {
    const after = placed(placed(placed(before, 11, [[1, 3, 4]]), 12, [[2, 3, 4]]), 21, [[1, 5, 6], [1, 9, 9]]);
    expect(hardRuleViolations(before, after)).toEqual([]);
  });

  it("reports an overlap with a course", () => {
    expect(hardRuleViolations(before, placed(before, 11, [[1, 2, 3]]))).toContain("overlap on day 1 period 2");
  });

  it("reports a guest without a 水课 around it, and one embedded without permission", () => {
    expect(hardRuleViolations(before, placed(before, 11, [[1, 5, 6]], { embed_host: 2 }))).toContain("guest 11 outside a 水课 on day 1 period 5");
    expect(hardRuleViolations(before, placed(before, 11, [[2, 1, 2]], { embed_host: 2 }))).toContain("item 11 embedded without permission");
  });

  it("reports a changed course", () => {
    const moved = { ...before, tasks: before.tasks.map((task) => (task.state_id === 1 ? { ...task, slots: [{ day: 2, slot_start: 5, slot_end: 6 }] } : task)) };
    expect(hardRuleViolations(before, moved)).toContain("task 1 (not pending) changed");
  });

  it("reports items out of order and a later item placed while an earlier one is left out", () => {
    const swapped = placed(placed(before, 11, [[2, 3, 4]]), 12, [[1, 3, 4]]);
    expect(hardRuleViolations(before, swapped)).toContain("class 1: item 1 not before item 2");
    expect(hardRuleViolations(before, placed(before, 12, [[1, 3, 4]]))).toContain("class 1: a later item placed while an earlier one was left out");
  });

  it("reports an excluded block, a deadline passed and a day over the cap", () => {
    expect(hardRuleViolations(before, placed(before, 11, [[1, 11, 12]]))).toContain("item 11 on an excluded block");
    expect(hardRuleViolations(before, placed(before, 21, [[2, 5, 6]]))).toContain("loose 21 past its deadline");
    const busy = placed(placed(before, 11, [[1, 3, 4]]), 21, [[1, 5, 6], [1, 7, 7]]);
    expect(hardRuleViolations(before, busy, { daily_cap: 4 })).toContain("day 1 over the daily cap");
  });

  it("reports a loose task over its estimate, or with ranges that touch instead of being one", () => {
    expect(hardRuleViolations(before, placed(before, 21, [[1, 3, 4], [1, 7, 8]]))).toContain("loose 21 over its estimate");
    expect(hardRuleViolations(before, placed(before, 21, [[1, 3, 4], [1, 5, 5]]))).toContain("loose 21 ranges touch or overlap");
  });
});
