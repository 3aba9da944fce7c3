import { describe, expect, it } from "vitest";
import { addDays, buildWindow } from "./indexing";
import { orderItems, planClass, precedes, touchesExcludedBlock, type ClassPlan, type ResolvedClass } from "./rough-schedule-plan";
import type { ScheduleState, SlotRange, StateTask } from "./state";

describe("precedes", () => {
  it("is true for any range on an earlier day", () => {
    expect(precedes({ day: 1, slot_start: 11, slot_end: 12 }, { day: 2, slot_start: 1, slot_end: 2 })).toBe(true);
  });

  it("is true for adjacent ranges on the same day", () => {
    expect(precedes({ day: 1, slot_start: 1, slot_end: 2 }, { day: 1, slot_start: 3, slot_end: 4 })).toBe(true);
  });

  it("is false for ranges sharing a period", () => {
    expect(precedes({ day: 1, slot_start: 1, slot_end: 3 }, { day: 1, slot_start: 3, slot_end: 4 })).toBe(false);
  });

  it("is false for a range after the other", () => {
    expect(precedes({ day: 2, slot_start: 1, slot_end: 2 }, { day: 1, slot_start: 5, slot_end: 6 })).toBe(false);
  });
});

describe("touchesExcludedBlock", () => {
  it("is true when the range covers the first period of a block", () => {
    expect(touchesExcludedBlock(2, 3, [2])).toBe(true);
  });

  it("is true when the range covers the last period of a block", () => {
    expect(touchesExcludedBlock(4, 5, [2])).toBe(true);
  });

  it("is false for a range ending right before the block", () => {
    expect(touchesExcludedBlock(1, 2, [2])).toBe(false);
  });

  it("is false for a range starting right after the block", () => {
    expect(touchesExcludedBlock(5, 6, [2])).toBe(false);
  });

  it("is false when no block is excluded", () => {
    expect(touchesExcludedBlock(1, 12, [])).toBe(false);
  });
});

describe("orderItems", () => {
  const task = (stateId: number, itemOrder?: number): StateTask => ({
    state_id: stateId,
    source: "task_item",
    source_id: stateId,
    name: `任务${stateId}`,
    category: "复习",
    status: "pending",
    locked: false,
    item_order: itemOrder,
  });

  it("sorts by item_order, then puts items without one last by state_id", () => {
    const ordered = orderItems([task(5), task(1, 3), task(4), task(2, 1), task(3, 2)]);
    expect(ordered.map((t) => t.state_id)).toEqual([2, 3, 1, 4, 5]);
  });

  it("breaks equal item_order by state_id and leaves the input array alone", () => {
    const input = [task(9, 1), task(3, 1)];
    expect(orderItems(input).map((t) => t.state_id)).toEqual([3, 9]);
    expect(input.map((t) => t.state_id)).toEqual([9, 3]);
  });
});

describe("planClass", () => {
  // 2025-09-01 is a Monday: window day 1 = week 1 Monday.
  const TERM = { start_date: "2025-09-01", weeks: 20 };
  const CLASS_ID = 7;
  const SETTINGS: ResolvedClass = {
    category_id: CLASS_ID,
    name: "离散数学期末复习",
    day_start: 1,
    day_end: 5,
    strategy: "rapid",
    allow_filler_course: true,
    excluded_slots: [],
  };

  function stateOf(tasks: StateTask[]): ScheduleState {
    const window = buildWindow(TERM, TERM.start_date, addDays(TERM.start_date, 4));
    if (!window) throw new Error("window outside the term");
    return { window, tasks };
  }

  function range(day: number, slotStart: number, slotEnd: number): SlotRange {
    return { day, slot_start: slotStart, slot_end: slotEnd };
  }

  function pendingItem(stateId: number, order: number, categoryId = CLASS_ID): StateTask {
    return {
      state_id: stateId,
      source: "task_item",
      source_id: 100 + stateId,
      name: `第${order}节复习`,
      category: "离散数学期末复习",
      status: "pending",
      locked: false,
      duration: 2,
      category_id: categoryId,
      item_order: order,
    };
  }

  /** A committed study block as loadState reads it back: an event of type task that keeps its item's class and order. */
  function committedBlock(stateId: number, order: number, slots: SlotRange[], categoryId = CLASS_ID): StateTask {
    return {
      state_id: stateId,
      source: "event",
      source_id: 500 + stateId,
      name: `第${order}节复习`,
      category: "离散数学期末复习",
      status: "existing",
      locked: false,
      event_type: "task",
      can_embed: false,
      slots,
      duration: 2,
      category_id: categoryId,
      item_order: order,
    };
  }

  function fillerCourse(stateId: number, slots: SlotRange[]): StateTask {
    return {
      state_id: stateId,
      source: "event",
      source_id: 500 + stateId,
      name: "思想政治",
      category: "课程",
      status: "existing",
      locked: false,
      event_type: "course",
      can_embed: true,
      slots,
    };
  }

  /** [state_id, day, slot_start, slot_end] of each placement of a plan that must have succeeded. */
  function placements(plan: ClassPlan): number[][] {
    if (!plan.ok) throw new Error(`plan failed at [${plan.first_unplaced.state_id}]`);
    return plan.placements.map((p) => [p.task.state_id, p.day, p.slot_start, p.slot_end]);
  }

  it("places a later pending item after a committed study block (event source) of an earlier item", () => {
    const state = stateOf([committedBlock(1, 2, [range(3, 7, 8)]), pendingItem(2, 3)]);
    expect(placements(planClass(state, SETTINGS, [state.tasks[1]]))).toEqual([[2, 3, 9, 10]]);
  });

  it("refuses an earlier pending item that has no room before a committed study block of a later item", () => {
    // Day 1 periods 1-4 are a fixed course, so the only free periods before the block (day 1 5-6) are none.
    const course: StateTask = { ...fillerCourse(1, [range(1, 1, 4)]), name: "高等数学", locked: true, can_embed: false };
    const state = stateOf([course, committedBlock(2, 2, [range(1, 5, 6)]), pendingItem(3, 1)]);
    expect(planClass(state, SETTINGS, [state.tasks[2]])).toEqual({
      ok: false,
      placeable_count: 0,
      placeable_periods: 0,
      missing_periods: 2,
      first_unplaced: state.tasks[2],
    });
  });

  it("fits pending items between two committed study blocks of the class", () => {
    const state = stateOf([
      committedBlock(1, 1, [range(2, 11, 12)]),
      committedBlock(2, 4, [range(4, 1, 2)]),
      pendingItem(3, 2),
      pendingItem(4, 3),
    ]);
    expect(placements(planClass(state, SETTINGS, state.tasks.slice(2)))).toEqual([
      [3, 3, 1, 2],
      [4, 3, 3, 4],
    ]);
  });

  it("orders against the last range of a committed block spread over several days", () => {
    const state = stateOf([committedBlock(1, 1, [range(1, 1, 2), range(3, 5, 6)]), pendingItem(2, 2)]);
    expect(placements(planClass(state, SETTINGS, [state.tasks[1]]))).toEqual([[2, 3, 7, 8]]);
  });

  it("orders against an item of the class already embedded into a 水课 (task_item, existing)", () => {
    const host = { ...fillerCourse(1, [range(2, 3, 4)]), embedded_by: [2] };
    const embedded: StateTask = { ...pendingItem(2, 1), status: "existing", embed_host: 1, slots: [range(2, 3, 4)] };
    const state = stateOf([host, embedded, pendingItem(3, 2)]);
    expect(placements(planClass(state, SETTINGS, [state.tasks[2]]))).toEqual([[3, 2, 5, 6]]);
  });

  it("orders against an item of the class suggested earlier in the draft", () => {
    const suggested: StateTask = { ...pendingItem(1, 1), status: "suggested", slots: [range(4, 11, 12)] };
    const state = stateOf([suggested, pendingItem(2, 2)]);
    expect(placements(planClass(state, SETTINGS, [state.tasks[1]]))).toEqual([[2, 5, 1, 2]]);
  });

  it("ignores committed study blocks of another class", () => {
    const state = stateOf([committedBlock(1, 1, [range(3, 7, 8)], CLASS_ID + 1), pendingItem(2, 2)]);
    expect(placements(planClass(state, SETTINGS, [state.tasks[1]]))).toEqual([[2, 1, 1, 2]]);
  });

  it("ignores a study block whose item is gone (no class, no order)", () => {
    const orphan: StateTask = { ...committedBlock(1, 1, [range(3, 7, 8)]), category: "任务" };
    delete orphan.category_id;
    delete orphan.item_order;
    const state = stateOf([orphan, pendingItem(2, 2)]);
    expect(placements(planClass(state, SETTINGS, [state.tasks[1]]))).toEqual([[2, 1, 1, 2]]);
  });

  it("fails when a committed block of an earlier item leaves no room after it", () => {
    // The last window day's last two periods: nothing of the class can come after them.
    const state = stateOf([committedBlock(1, 1, [range(5, 11, 12)]), pendingItem(2, 2), pendingItem(3, 3)]);
    const plan = planClass(state, SETTINGS, state.tasks.slice(1));
    expect(plan).toEqual({
      ok: false,
      placeable_count: 0,
      placeable_periods: 0,
      missing_periods: 4,
      first_unplaced: state.tasks[1],
    });
  });
});
