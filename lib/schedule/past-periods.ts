/** The periods of the window that have begun, closed to new study (shared by the planner and the review planner). */
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
