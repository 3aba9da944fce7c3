/**
 * What each period of the window holds before the planner starts, in a form the planner can test in one mask
 * operation. It is read from occupancy.ts's dayGrid and follows checkPlacement's rule exactly (grid.test.ts checks
 * the two against each other), so the planner and the tools never disagree about a conflict.
 */
import { dayGrid, isCourse } from "../occupancy";
import { periodsPerDay, type ScheduleState } from "../state";

/** Bit p-1 stands for period p. */
export function periodMask(slotStart: number, slotEnd: number): number {
  return ((1 << (slotEnd - slotStart + 1)) - 1) << (slotStart - 1);
}

export interface DayCells {
  /** Periods nobody holds. */
  freeMask: number;
  /**
   * For each period (index = period) that a guest may share: an id of the one host occurrence holding it, else -1.
   * A period is shareable when its only occupant is an unlocked can_embed task (checkPlacement's rule).
   */
  occurrence: Int32Array;
  /** The host task of each shareable period, else -1. */
  hostId: Int32Array;
  /** Periods of study already on the day: everything held by a task that is not a course, guests included. */
  studyPeriods: number;
}

/** Index = window day; entry 0 is unused. */
export function classifyDays(state: ScheduleState): DayCells[] {
  const periods = periodsPerDay(state.window);
  const days: DayCells[] = [emptyDay(periods)];
  const occurrenceIds = new Map<string, number>();
  for (let day = 1; day <= state.window.total_days; day++) {
    const grid = dayGrid(state, day);
    const cells = emptyDay(periods);
    for (let period = 1; period <= periods; period++) {
      const occupants = grid[period];
      if (occupants.length === 0) {
        cells.freeMask |= 1 << (period - 1);
        continue;
      }
      if (occupants.some((occupant) => !isCourse(occupant.task))) cells.studyPeriods++;
      const only = occupants.length === 1 ? occupants[0] : undefined;
      if (only && only.task.can_embed === true && !only.task.locked) {
        const key = `${only.task.state_id}:${only.range.day}:${only.range.slot_start}`;
        let id = occurrenceIds.get(key);
        if (id === undefined) {
          id = occurrenceIds.size;
          occurrenceIds.set(key, id);
        }
        cells.occurrence[period] = id;
        cells.hostId[period] = only.task.state_id;
      }
    }
    days.push(cells);
  }
  return days;
}

function emptyDay(periods: number): DayCells {
  return {
    freeMask: 0,
    occurrence: new Int32Array(periods + 1).fill(-1),
    hostId: new Int32Array(periods + 1).fill(-1),
    studyPeriods: 0,
  };
}

export type PositionKind = { kind: "free" } | { kind: "embed"; hostId: number } | { kind: "conflict" };

/** The same answer checkPlacement gives for [slotStart, slotEnd] on a day of the starting state. */
export function positionKind(cells: DayCells, slotStart: number, slotEnd: number): PositionKind {
  const mask = periodMask(slotStart, slotEnd);
  if ((cells.freeMask & mask) === mask) return { kind: "free" };
  const occurrence = cells.occurrence[slotStart];
  if (occurrence < 0) return { kind: "conflict" };
  for (let period = slotStart + 1; period <= slotEnd; period++) {
    if (cells.occurrence[period] !== occurrence) return { kind: "conflict" };
  }
  return { kind: "embed", hostId: cells.hostId[slotStart] };
}
