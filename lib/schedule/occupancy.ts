/**
 * Who sits in which period: the one place that answers "is this range free, embeddable or taken?".
 * Both the tools and the rough scheduler ask here, so they can never disagree about a conflict.
 */
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask } from "./state";

/** A task together with the one range of it that covers the period in question. */
export interface Occupant {
  task: StateTask;
  range: SlotRange;
}

/** Occupants of each period of one day; index 0 is unused so that index = period number. */
export type DayGrid = Occupant[][];

export function findTask(state: ScheduleState, stateId: number): StateTask | undefined {
  return state.tasks.find((task) => task.state_id === stateId);
}

/**
 * A day -> occupants index of one state, active only while a read-only tool runs on it (see withOccupancyIndex).
 * Reads scan every day (get_overview, find_first_free), so without it they cost days x tasks; it is never kept
 * across calls because write paths edit their private drafts in place.
 */
let activeIndex: { state: ScheduleState; byDay: Map<number, Occupant[]> } | undefined;

function byOrder(a: Occupant, b: Occupant): number {
  return a.range.slot_start - b.range.slot_start || a.task.state_id - b.task.state_id;
}

/** Runs a read that does not change `state` with the day index built once for it. */
export function withOccupancyIndex<T>(state: ScheduleState, read: () => T): T {
  const byDay = new Map<number, Occupant[]>();
  for (const task of state.tasks) {
    for (const range of task.slots ?? []) {
      const occupants = byDay.get(range.day);
      if (occupants) occupants.push({ task, range });
      else byDay.set(range.day, [{ task, range }]);
    }
  }
  for (const occupants of byDay.values()) occupants.sort(byOrder);
  const previous = activeIndex;
  activeIndex = { state, byDay };
  try {
    return read();
  } finally {
    activeIndex = previous;
  }
}

/** Every placed range of the given day, in period order, optionally leaving some tasks out. */
export function dayOccupants(state: ScheduleState, day: number, ignore: ReadonlySet<number> = new Set()): Occupant[] {
  if (activeIndex?.state === state) {
    const indexed = activeIndex.byDay.get(day) ?? [];
    return ignore.size === 0 ? [...indexed] : indexed.filter((occupant) => !ignore.has(occupant.task.state_id));
  }
  const result: Occupant[] = [];
  for (const task of state.tasks) {
    if (ignore.has(task.state_id)) continue;
    for (const range of task.slots ?? []) {
      if (range.day === day) result.push({ task, range });
    }
  }
  return result.sort(byOrder);
}

export function dayGrid(state: ScheduleState, day: number, ignore: ReadonlySet<number> = new Set()): DayGrid {
  const grid: DayGrid = Array.from({ length: periodsPerDay(state.window) + 1 }, () => []);
  for (const occupant of dayOccupants(state, day, ignore)) {
    for (let period = occupant.range.slot_start; period <= occupant.range.slot_end; period++) {
      grid[period]?.push(occupant);
    }
  }
  return grid;
}

export function isCourse(task: StateTask): boolean {
  return task.source === "event" && task.event_type === "course";
}

/** A guest inherits its host's lock (seed §6: 嵌入任务的 locked 继承宿主). */
export function isEffectivelyLocked(state: ScheduleState, task: StateTask): boolean {
  if (task.locked) return true;
  if (task.embed_host === undefined) return false;
  return findTask(state, task.embed_host)?.locked ?? false;
}

/** Periods of a day taken by anything that is not a guest (guests share their host's periods). */
export function occupiedPeriodCount(state: ScheduleState, day: number): number {
  const grid = dayGrid(state, day);
  let count = 0;
  for (let period = 1; period < grid.length; period++) {
    if (grid[period].some((o) => o.task.embed_host === undefined)) count++;
  }
  return count;
}

export type PlacementCheck =
  | { kind: "free" }
  | { kind: "embed"; host: StateTask; hostRange: SlotRange }
  | { kind: "conflict"; occupants: Occupant[] };

/**
 * Can a range [slotStart, slotEnd] of `day` take a task? Free periods take it outright. A range lying wholly inside
 * one occurrence of a can_embed host with no guest there takes it as an embedded guest. Anything else conflicts,
 * and the blocking occupants are named so the reply can say who holds which periods.
 * `ignore` leaves out tasks that are moving away (the task itself, or both sides of a swap).
 */
export function checkPlacement(
  state: ScheduleState,
  day: number,
  slotStart: number,
  slotEnd: number,
  ignore: ReadonlySet<number> = new Set(),
): PlacementCheck {
  const grid = dayGrid(state, day, ignore);
  const blockers = new Map<string, Occupant>();
  let host: Occupant | undefined;
  let freePeriods = 0;
  for (let period = slotStart; period <= slotEnd; period++) {
    const occupants = grid[period] ?? [];
    if (occupants.length === 0) {
      freePeriods++;
      continue;
    }
    const embeddable = occupants.length === 1 && occupants[0].task.can_embed === true && !occupants[0].task.locked;
    if (embeddable && (!host || host === occupants[0] || sameOccurrence(host, occupants[0]))) {
      host = occupants[0];
      continue;
    }
    for (const occupant of occupants) blockers.set(`${occupant.task.state_id}:${occupant.range.slot_start}`, occupant);
  }
  if (blockers.size === 0 && !host) return { kind: "free" };
  if (blockers.size === 0 && host && freePeriods === 0) {
    return { kind: "embed", host: host.task, hostRange: host.range };
  }
  // A range that is half free and half inside a host is refused: the guest would stick out of its host.
  if (host) blockers.set(`${host.task.state_id}:${host.range.slot_start}`, host);
  return { kind: "conflict", occupants: [...blockers.values()] };
}

function sameOccurrence(a: Occupant, b: Occupant): boolean {
  return a.task.state_id === b.task.state_id && a.range.day === b.range.day && a.range.slot_start === b.range.slot_start;
}

/** Runs of consecutive free periods of a day (embeddable hosts count as taken), as ranges. */
export function freeRuns(state: ScheduleState, day: number): SlotRange[] {
  const grid = dayGrid(state, day);
  const runs: SlotRange[] = [];
  for (let period = 1; period < grid.length; period++) {
    if (grid[period].length > 0) continue;
    const last = runs[runs.length - 1];
    if (last && last.slot_end === period - 1) last.slot_end = period;
    else runs.push({ day, slot_start: period, slot_end: period });
  }
  return runs;
}

/** How many periods of a day courses and non-course tasks take; guests share their host's periods and add nothing. */
export interface DayLoad {
  /** Periods in the day (the term's count), the denominator of every x/N. */
  periods: number;
  total: number;
  course: number;
  task: number;
}

export function dayLoad(state: ScheduleState, day: number): DayLoad {
  const grid = dayGrid(state, day);
  const load: DayLoad = { periods: grid.length - 1, total: 0, course: 0, task: 0 };
  for (let period = 1; period < grid.length; period++) {
    const holders = grid[period].filter((o) => o.task.embed_host === undefined);
    if (holders.length === 0) continue;
    load.total++;
    if (holders.some((o) => isCourse(o.task))) load.course++;
    if (holders.some((o) => !isCourse(o.task))) load.task++;
  }
  return load;
}

/** Total number of periods a task's placed ranges cover. */
export function placedPeriodCount(task: StateTask): number {
  return (task.slots ?? []).reduce((sum, range) => sum + range.slot_end - range.slot_start + 1, 0);
}
