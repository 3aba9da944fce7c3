/**
 * Where the rough scheduler puts the pending items of ONE task class. Pure: it reads the state and returns a plan;
 * rough-schedule.ts applies the plan.
 *
 * The items form a chain (item k+1 starts after item k ends), so feasibility is decided exactly by a greedy:
 * placing every item at its earliest-ending candidate leaves the most room for the rest. A backward greedy gives
 * each item the latest position from which the tail still fits; any choice that ends before the next item's
 * latest position keeps the plan feasible, so the strategies (rapid / steady, aligned blocks, free before embedded)
 * are free to pick within those bounds without ever losing an item that could have been placed.
 */
import { checkPlacement } from "./occupancy";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask } from "./state";

const DEFAULT_ITEM_DURATION = 2;

/** A task class with every preference resolved to window terms (class settings merged with the call's options). */
export interface ResolvedClass {
  category_id: number;
  name: string;
  day_start: number;
  day_end: number;
  strategy: "steady" | "rapid";
  allow_filler_course: boolean;
  /** 2-period blocks a placement may not touch: 1 = periods 1-2 ... up to ceil(N/2) on a day of N periods. */
  excluded_slots: readonly number[];
}

/** One possible position of one item; `host_id` is set when the position shares a can_embed course's periods. */
export interface Position extends SlotRange {
  host_id?: number;
}

export interface PlannedPlacement extends Position {
  task: StateTask;
}

export type ClassPlan =
  | { ok: true; placements: PlannedPlacement[] }
  | {
      ok: false;
      /** The longest leading run of items that fits in order (no ordered placement fits more leading items). */
      placeable_count: number;
      placeable_periods: number;
      /** Periods of the items after that run: what the class lacks, in the sense of the chain. */
      missing_periods: number;
      first_unplaced: StateTask;
    };

export interface ChainItem {
  task: StateTask;
  duration: number;
  /** Sorted by (day, slot_start). */
  candidates: Position[];
}

function itemDuration(task: StateTask): number {
  return task.duration ?? DEFAULT_ITEM_DURATION;
}

/** Is `a` over before `b` begins (a later day, or the same day at a later period)? */
export function precedes(a: SlotRange, b: SlotRange): boolean {
  return a.day < b.day || (a.day === b.day && a.slot_end < b.slot_start);
}

export function touchesExcludedBlock(slotStart: number, slotEnd: number, excludedBlocks: readonly number[]): boolean {
  return excludedBlocks.some((block) => slotStart <= block * 2 && slotEnd >= block * 2 - 1);
}

/** Items of the class ordered by item_order; items without one follow, by state_id. */
export function orderItems<T extends StateTask>(items: readonly T[]): T[] {
  const key = (task: StateTask) => task.item_order ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => key(a) - key(b) || a.state_id - b.state_id);
}

/**
 * Plans the class's pending items against `state`. `items` must already be in item order and have valid durations.
 * Items of one chain never share a period, so candidates checked against the starting state stay valid while the
 * chain is applied one item after another.
 */
export function planClass(state: ScheduleState, settings: ResolvedClass, items: readonly StateTask[]): ClassPlan {
  const anchors = placedClassItems(state, settings.category_id);
  const candidatesByDuration = new Map<number, Position[]>();
  const chain: ChainItem[] = items.map((task) => {
    const duration = itemDuration(task);
    let candidates = candidatesByDuration.get(duration);
    if (!candidates) {
      candidates = positionsFor(state, settings, duration);
      candidatesByDuration.set(duration, candidates);
    }
    return { task, duration, candidates: withinAnchors(candidates, task, anchors) };
  });

  const freeOnly = chain.map((item) => ({ ...item, candidates: item.candidates.filter((c) => c.host_id === undefined) }));
  // Embedding is a cost: it is used only when the free periods alone cannot hold the whole chain.
  const attempts = settings.allow_filler_course ? [freeOnly, chain] : [freeOnly];
  for (const attempt of attempts) {
    const latest = latestPositions(attempt);
    if (latest) return { ok: true, placements: choosePositions(attempt, latest, settings) };
  }

  const widest = attempts[attempts.length - 1];
  const placeable = earliestPrefix(widest);
  const placeablePeriods = widest.slice(0, placeable.length).reduce((sum, item) => sum + item.duration, 0);
  const totalPeriods = widest.reduce((sum, item) => sum + item.duration, 0);
  return {
    ok: false,
    placeable_count: placeable.length,
    placeable_periods: placeablePeriods,
    missing_periods: totalPeriods - placeablePeriods,
    first_unplaced: widest[placeable.length].task,
  };
}

/** Every position of `duration` periods inside the class's days and outside its excluded blocks that takes a task. */
function positionsFor(state: ScheduleState, settings: ResolvedClass, duration: number): Position[] {
  const positions: Position[] = [];
  const periods = periodsPerDay(state.window);
  for (let day = settings.day_start; day <= settings.day_end; day++) {
    for (let slotStart = 1; slotStart + duration - 1 <= periods; slotStart++) {
      const slotEnd = slotStart + duration - 1;
      if (touchesExcludedBlock(slotStart, slotEnd, settings.excluded_slots)) continue;
      const check = checkPlacement(state, day, slotStart, slotEnd);
      if (check.kind === "free") positions.push({ day, slot_start: slotStart, slot_end: slotEnd });
      else if (check.kind === "embed" && settings.allow_filler_course) {
        positions.push({ day, slot_start: slotStart, slot_end: slotEnd, host_id: check.host.state_id });
      }
    }
  }
  return positions;
}

export interface Anchor {
  order: number;
  first: SlotRange;
  last: SlotRange;
}

/**
 * Items of the class already on the timetable: pending items must keep their order relative to these too. Any
 * source counts: a draft placement (task_item, suggested), an item embedded into a course (task_item, existing)
 * and a committed study block, which loadState reads back as an event carrying category_id and item_order.
 */
export function placedClassItems(state: ScheduleState, categoryId: number): Anchor[] {
  const anchors: Anchor[] = [];
  for (const task of state.tasks) {
    if (task.category_id !== categoryId || task.status === "pending") continue;
    if (task.item_order === undefined || !task.slots || task.slots.length === 0) continue;
    const slots = [...task.slots].sort((a, b) => a.day - b.day || a.slot_start - b.slot_start);
    anchors.push({ order: task.item_order, first: slots[0], last: slots[slots.length - 1] });
  }
  return anchors;
}

export function withinAnchors(candidates: Position[], task: StateTask, anchors: readonly Anchor[]): Position[] {
  const order = task.item_order;
  // Missed work is done late by nature: it comes back after the items that followed it, wherever those are now.
  if (order === undefined || anchors.length === 0 || task.missed) return candidates;
  return candidates.filter((candidate) =>
    anchors.every((anchor) => {
      if (anchor.order < order) return precedes(anchor.last, candidate);
      if (anchor.order > order) return precedes(candidate, anchor.first);
      return true;
    }),
  );
}

/** Earliest-ending greedy: the longest leading run of items that fits in order. */
export function earliestPrefix(chain: readonly ChainItem[]): Position[] {
  const placed: Position[] = [];
  for (const item of chain) {
    const previous = placed[placed.length - 1];
    const candidate = item.candidates.find((c) => !previous || precedes(previous, c));
    if (!candidate) break;
    placed.push(candidate);
  }
  return placed;
}

/** Latest-starting greedy from the tail; null when the whole chain does not fit. */
export function latestPositions(chain: readonly ChainItem[]): Position[] | null {
  const latest: Position[] = new Array(chain.length);
  for (let index = chain.length - 1; index >= 0; index--) {
    const next = latest[index + 1];
    const candidate = chain[index].candidates.findLast((c) => !next || precedes(c, next));
    if (!candidate) return null;
    latest[index] = candidate;
  }
  return latest;
}

export function choosePositions(chain: readonly ChainItem[], latest: readonly Position[], settings: ResolvedClass): PlannedPlacement[] {
  const placements: PlannedPlacement[] = [];
  const spanDays = settings.day_end - settings.day_start + 1;
  chain.forEach((item, index) => {
    const previous = placements[placements.length - 1];
    const next = latest[index + 1];
    // Never empty: latest[index] follows the previous choice (it was chosen to precede latest[index]) and precedes next.
    const eligible = item.candidates.filter(
      (c) => (!previous || precedes(previous, c)) && (!next || precedes(c, next)),
    );
    const day =
      settings.strategy === "rapid"
        ? eligible[0].day
        : steadyDay(eligible, settings.day_start + Math.floor((index * spanDays) / chain.length));
    const best = eligible.filter((c) => c.day === day).sort(byInDayPreference(item.duration))[0];
    placements.push({ ...best, task: item.task });
  });
  return placements;
}

/** The first day at or after the target that has room; when the tail has none, the latest earlier day. */
function steadyDay(eligible: readonly Position[], targetDay: number): number {
  const atOrAfter = eligible.find((c) => c.day >= targetDay);
  return atOrAfter ? atOrAfter.day : eligible[eligible.length - 1].day;
}

/** Within one day: free before embedded, standard 2-period blocks before straddling ones, then earlier. */
function byInDayPreference(duration: number): (a: Position, b: Position) => number {
  const embedded = (position: Position) => Number(position.host_id !== undefined);
  const straddling = (position: Position) => Number(duration === 2 && position.slot_start % 2 === 0);
  return (a, b) => embedded(a) - embedded(b) || straddling(a) - straddling(b) || a.slot_start - b.slot_start;
}
