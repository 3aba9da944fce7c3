/** Small state builders for the planner's tests: courses, 水课, task-class items and loose tasks on a short window. */
import { addDays, buildWindow } from "@/lib/schedule/indexing";
import type { ScheduleState, StateTask, StateTaskClass } from "@/lib/schedule/state";
import { gatherWork, groupPendingItems, type PlanningOptions } from "@/lib/schedule/planner/request";
import { buildProblem, type PlanProblem } from "@/lib/schedule/planner/problem";

// 2025-09-01 is a Monday, so window day 1 is a Monday.
const TERM = { start_date: "2025-09-01", weeks: 20 };

export type Slot = [day: number, slotStart: number, slotEnd: number];

export function course(stateId: number, slots: Slot[], extra: Partial<StateTask> = {}): StateTask {
  return {
    state_id: stateId,
    source: "event",
    source_id: 100 + stateId,
    name: `课${stateId}`,
    category: "课程",
    status: "existing",
    locked: true,
    event_type: "course",
    slots: slots.map(([day, slotStart, slotEnd]) => ({ day, slot_start: slotStart, slot_end: slotEnd })),
    ...extra,
  };
}

/** A 水课: unlocked and embeddable. */
export function fillerCourse(stateId: number, slots: Slot[]): StateTask {
  return course(stateId, slots, { locked: false, can_embed: true });
}

export function item(stateId: number, categoryId: number, order: number, extra: Partial<StateTask> = {}): StateTask {
  return {
    state_id: stateId,
    source: "task_item",
    source_id: 200 + stateId,
    name: `第${order}章`,
    category: `复习${categoryId}`,
    status: "pending",
    locked: false,
    duration: 2,
    category_id: categoryId,
    item_order: order,
    ...extra,
  };
}

export function loose(stateId: number, sections: number, extra: Partial<StateTask> = {}): StateTask {
  return {
    state_id: stateId,
    source: "task",
    source_id: 300 + stateId,
    name: `待办${stateId}`,
    category: "任务",
    status: "pending",
    locked: false,
    estimated_sections: sections,
    ...extra,
  };
}

export function taskClass(categoryId: number, extra: Partial<StateTaskClass> = {}): StateTaskClass {
  return {
    category_id: categoryId,
    name: `复习${categoryId}`,
    day_start: 1,
    day_end: 7,
    strategy: "rapid",
    allow_filler_course: false,
    excluded_slots: [],
    ...extra,
  };
}

export function stateOf(days: number, tasks: StateTask[], classes: StateTaskClass[] = []): ScheduleState {
  const window = buildWindow(TERM, TERM.start_date, addDays(TERM.start_date, days - 1));
  if (!window) throw new Error("window outside the term");
  return { window, tasks, task_classes: classes };
}

/** The problem for all pending work of a state, as roughSchedule builds it without a category. */
export function problemOf(state: ScheduleState, options: PlanningOptions = {}): PlanProblem {
  const categoryIds = [...groupPendingItems(state).keys()].sort((a, b) => a - b);
  return buildProblem(state, gatherWork(state, categoryIds, options));
}
