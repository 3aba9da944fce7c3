/**
 * Periods closed to new study: those of the window that have begun (shared by the planner and the review planner), and
 * whole weekdays the student keeps free this time ("周末不排").
 */
import { periodsPerDay, type ScheduleState, type StateTask } from "./state";

/**
 * Periods before window.open_from have already begun and are closed to new study: planning sees them as fixed
 * courses. Only the problem is built on this state; placements are applied to the caller's state.
 */
export function withPastPeriodsClosed(state: ScheduleState): ScheduleState {
  const openFrom = state.window.open_from;
  if (openFrom === undefined) return state;
  let nextId = state.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  const closed: StateTask[] = [];
  const lastDay = Math.min(openFrom.day, state.window.total_days);
  const periods = periodsPerDay(state.window);
  for (let day = 1; day <= lastDay; day++) {
    const slotEnd = day < openFrom.day ? periods : Math.min(openFrom.slot - 1, periods);
    if (slotEnd < 1) continue;
    closed.push({
      state_id: nextId++,
      source: "event",
      source_id: -day,
      name: "已过去的时段",
      category: "课程",
      status: "existing",
      locked: true,
      event_type: "course",
      can_embed: false,
      slots: [{ day, slot_start: 1, slot_end: slotEnd }],
    });
  }
  return closed.length === 0 ? state : { ...state, tasks: [...state.tasks, ...closed] };
}

/** Stands for a weekday kept free: a locked course over its whole day, never saved (only plans are built on it). */
const DAY_OFF_NAME = "不排的日子";

/**
 * The window's days whose weekday (1 = Monday … 7 = Sunday) is in `weekdays`, closed to new study for this plan: the
 * planner and the review planner see them as full, as they see the periods that have begun.
 */
export function withDaysOff(state: ScheduleState, weekdays: readonly number[]): ScheduleState {
  if (weekdays.length === 0) return state;
  let nextId = state.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  const periods = periodsPerDay(state.window);
  const closed: StateTask[] = state.window.day_mapping
    .filter((day) => weekdays.includes(day.day_of_week))
    .map((day) => ({
      state_id: nextId++,
      source: "event" as const,
      source_id: -1000 - day.day_index,
      name: DAY_OFF_NAME,
      category: "课程",
      status: "existing" as const,
      locked: true,
      event_type: "course" as const,
      can_embed: false,
      slots: [{ day: day.day_index, slot_start: 1, slot_end: periods }],
    }));
  return closed.length === 0 ? state : { ...state, tasks: [...state.tasks, ...closed] };
}
