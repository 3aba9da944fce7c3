/**
 * Turns an assignment into the new state, the way the place tool would: every placed task becomes suggested with
 * its ranges, a guest names its host and the host lists it. The input state is never changed.
 */
import type { ScheduleState, SlotRange, StateTask } from "../state";
import type { PlanProblem } from "./problem";

/** One placed block: a task item's one range, or one of the ranges of a loose task. */
export interface BlockPlacement extends SlotRange {
  task: StateTask;
  host_id?: number;
}

/** Placed blocks unit by unit (classes in planning order, then loose tasks), each unit in part order. */
export function placementsOf(problem: PlanProblem, assignment: ArrayLike<number>): BlockPlacement[] {
  const placements: BlockPlacement[] = [];
  for (const unit of problem.units) {
    for (const blockIndex of unit.blocks) {
      const block = problem.blocks[blockIndex];
      const index = assignment[blockIndex];
      if (index < 0) continue;
      const candidate = block.candidates[index];
      placements.push({
        task: block.task,
        day: candidate.day,
        slot_start: candidate.slot_start,
        slot_end: candidate.slot_end,
        ...(candidate.host_id !== undefined ? { host_id: candidate.host_id } : {}),
      });
    }
  }
  return placements;
}

/**
 * Sorted ranges with touching ones of the same day joined: two blocks of a loose task laid end to end are one
 * sitting. Not across a long break (lunch, dinner: `breaks` are the periods they follow): those stay two sittings.
 */
export function mergeRanges(ranges: readonly SlotRange[], breaks: readonly number[] = []): SlotRange[] {
  const merged: SlotRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.day - b.day || a.slot_start - b.slot_start)) {
    const last = merged[merged.length - 1];
    const acrossBreak = last !== undefined && range.slot_start === last.slot_end + 1 && breaks.includes(last.slot_end);
    if (last && last.day === range.day && range.slot_start <= last.slot_end + 1 && !acrossBreak) last.slot_end = Math.max(last.slot_end, range.slot_end);
    else merged.push({ day: range.day, slot_start: range.slot_start, slot_end: range.slot_end });
  }
  return merged;
}

export function applyPlacements(state: ScheduleState, placements: readonly BlockPlacement[]): ScheduleState {
  const tasks = [...state.tasks];
  const indexOf = new Map(tasks.map((task, index) => [task.state_id, index]));
  const rangesOf = new Map<number, SlotRange[]>();
  for (const placement of placements) {
    const guestIndex = indexOf.get(placement.task.state_id);
    if (guestIndex === undefined) continue;
    const range = { day: placement.day, slot_start: placement.slot_start, slot_end: placement.slot_end };
    const ranges = [...(rangesOf.get(placement.task.state_id) ?? []), range];
    rangesOf.set(placement.task.state_id, ranges);
    const original = state.tasks[guestIndex];
    const guest: StateTask = {
      ...tasks[guestIndex],
      status: "suggested",
      slots: mergeRanges(ranges, state.window.long_breaks),
    };
    // A task item records the length it was given (the default 2 included); a loose task keeps its estimate.
    if (original.estimated_sections === undefined || original.category_id !== undefined) {
      guest.duration = placement.slot_end - placement.slot_start + 1;
    }
    if (ranges.length === 1) delete guest.embed_host;
    const hostIndex = placement.host_id === undefined ? undefined : indexOf.get(placement.host_id);
    if (hostIndex !== undefined) {
      const host = tasks[hostIndex];
      guest.embed_host = host.state_id;
      tasks[hostIndex] = { ...host, embedded_by: [...(host.embedded_by ?? []), guest.state_id] };
    }
    tasks[guestIndex] = guest;
  }
  return { ...state, tasks };
}
