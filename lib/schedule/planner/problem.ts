/**
 * The planning problem in the planner's own terms, built once from a state and the resolved work: every piece of
 * work to place is a block of consecutive periods with the positions it may take (its candidates), checked against
 * the starting timetable with checkPlacement's rule (grid.ts). Task-class items are chains (one block per item, in
 * item order, a placed prefix); a loose task is split into blocks of its requested length that go anywhere before
 * its deadline. The heuristic, the MILP reference and the reports all read this one model.
 */
import { placedClassItems, withinAnchors, type ResolvedClass } from "../rough-schedule-plan";
import { periodsPerDay, type ScheduleState, type StateTask } from "../state";
import { classifyDays, periodMask, positionKind, type DayCells } from "./grid";
import { EMBED_COST_PER_PERIOD, LATE_COST_PER_PERIOD, QUADRANT_WEIGHT, lateFromDay, quadrantToday } from "./objective";
import type { PlanningWork } from "./request";

const DEFAULT_BLOCK_LENGTH = 2;

export interface Candidate {
  day: number;
  slot_start: number;
  slot_end: number;
  /** periodMask(slot_start, slot_end). */
  mask: number;
  /** Set when the position lies inside one occurrence of a 水课 and the block would be its guest. */
  host_id?: number;
  /** EMBED and LATE cost of taking this position. */
  cost: number;
}

export interface PlanBlock {
  index: number;
  task: StateTask;
  unit: number;
  /** Position within the unit: the item's place in its chain, or the block's number within a loose task. */
  part: number;
  length: number;
  /** Missed-period weight of the block's task. */
  weight: number;
  allow_embed: boolean;
  /** Sorted by (day, slot_start). */
  candidates: Candidate[];
  /** The candidates of day d are candidates[first_of_day[d] .. first_of_day[d + 1]). */
  first_of_day: Int32Array;
  /** Blocks of one group are interchangeable (same loose task, same length). */
  group: number;
  /** The chain's item before and after this one (block indexes), or -1; always -1 for a loose block. */
  previous: number;
  next: number;
}

export interface PlanUnit {
  index: number;
  kind: "chain" | "loose";
  /** Block indexes in part order. */
  blocks: number[];
  /** Chain: its items in item order; loose: the one task. */
  tasks: StateTask[];
  settings?: ResolvedClass;
  weight: number;
  day_start: number;
  /** Last day any block may use (class end, or the loose task's deadline). */
  day_end: number;
  excluded_slots: readonly number[];
  allow_embed: boolean;
  total_periods: number;
}

export interface PlanProblem {
  state: ScheduleState;
  work: PlanningWork;
  days: number;
  cells: DayCells[];
  blocks: PlanBlock[];
  units: PlanUnit[];
  daily_cap?: number;
  /** Study periods already on each day (index = day). */
  base_load: number[];
  /** Most periods of new study a day can take: its free and 水课 periods, within the daily cap (index = day). */
  day_capacity: number[];
  /**
   * A restricted problem's origin (reserve.ts): the problem it was cut from, the original index of each of its
   * blocks and, per block, the original index of each of its candidates (a subset, in order). The planner's caches
   * read the original's rankings instead of sorting again, except for the blocks marked `recosted` (1), whose
   * candidates cost differently from the original's (ladder-costs.ts): those are sorted afresh.
   */
  derived_from?: { problem: PlanProblem; blocks: Int32Array; candidates: readonly Int32Array[]; recosted?: Uint8Array };
}

function excludedMask(excludedSlots: readonly number[]): number {
  return excludedSlots.reduce((mask, block) => mask | periodMask(block * 2 - 1, block * 2), 0);
}

/**
 * The clock's long breaks (lunch, dinner: window.long_breaks) as masks of the two periods around each, and the
 * longest run of periods without one. A sitting never spans a break unless it is longer than every such run.
 */
interface BreakRule {
  pairs: number[];
  longest: number;
}

function breakRule(window: ScheduleState["window"]): BreakRule {
  const periods = periodsPerDay(window);
  const breaks = [...new Set(window.long_breaks ?? [])].filter((period) => period >= 1 && period < periods).sort((a, b) => a - b);
  let longest = 0;
  let start = 1;
  for (const period of [...breaks, periods]) {
    longest = Math.max(longest, period - start + 1);
    start = period + 1;
  }
  return { pairs: breaks.map((period) => periodMask(period, period + 1)), longest };
}

/** Every position of `length` periods in [dayStart, dayEnd] that avoids `excluded` and takes a task. */
function candidatesFor(
  cells: readonly DayCells[],
  length: number,
  dayStart: number,
  dayEnd: number,
  excluded: number,
  allowEmbed: boolean,
  lateFrom: number | undefined,
  lastSlotOnEnd: number,
  breaks: BreakRule,
  periods: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  const pairs = length <= breaks.longest ? breaks.pairs : [];
  for (let day = Math.max(1, dayStart); day <= Math.min(dayEnd, cells.length - 1); day++) {
    const lateCost = lateFrom !== undefined && day >= lateFrom ? LATE_COST_PER_PERIOD * length : 0;
    // On a deadline's day only the periods that end by the deadline count.
    const lastSlot = day === dayEnd ? Math.min(lastSlotOnEnd, periods) : periods;
    for (let slotStart = 1; slotStart + length - 1 <= lastSlot; slotStart++) {
      const slotEnd = slotStart + length - 1;
      const mask = periodMask(slotStart, slotEnd);
      if ((mask & excluded) !== 0) continue;
      if (pairs.some((pair) => (mask & pair) === pair)) continue;
      const kind = positionKind(cells[day], slotStart, slotEnd);
      if (kind.kind === "free") candidates.push({ day, slot_start: slotStart, slot_end: slotEnd, mask, cost: lateCost });
      else if (kind.kind === "embed" && allowEmbed) {
        const cost = lateCost + EMBED_COST_PER_PERIOD * length;
        candidates.push({ day, slot_start: slotStart, slot_end: slotEnd, mask, host_id: kind.hostId, cost });
      }
    }
  }
  return candidates;
}

/** first_of_day of a sorted candidate list (PlanBlock.first_of_day), into `first` when given (days + 2 long). */
export function dayIndex(candidates: readonly Candidate[], days: number, first: Int32Array = new Int32Array(days + 2)): Int32Array {
  let index = 0;
  for (let day = 0; day <= days + 1; day++) {
    while (index < candidates.length && candidates[index].day < day) index++;
    first[day] = index;
  }
  return first;
}

/** withinAnchors keeps the very objects it is given; keep them typed as candidates. */
function withinAnchorsOf(candidates: Candidate[], task: StateTask, anchors: ReturnType<typeof placedClassItems>): Candidate[] {
  if (anchors.length === 0) return candidates;
  const kept = new Set(withinAnchors(candidates, task, anchors));
  return candidates.filter((candidate) => kept.has(candidate));
}

/** The lengths a loose task is cut into: whole blocks of the requested length, then the remainder. */
export function looseBlockLengths(task: StateTask, periods: number): number[] {
  const total = task.estimated_sections ?? 0;
  const requested = task.block_length;
  const length =
    typeof requested === "number" && Number.isInteger(requested) && requested >= 1 ? Math.min(requested, periods) : DEFAULT_BLOCK_LENGTH;
  const lengths = Array.from({ length: Math.floor(total / length) }, () => length);
  if (total % length > 0) lengths.push(total % length);
  return lengths;
}

export function buildProblem(state: ScheduleState, work: PlanningWork): PlanProblem {
  const cells = classifyDays(state);
  const days = state.window.total_days;
  const breaks = breakRule(state.window);
  const periods = periodsPerDay(state.window);
  // Many blocks share length, days and limits (loose tasks without deadlines above all): compute those once.
  const shared = new Map<string, { candidates: Candidate[]; firstOfDay: Int32Array }>();
  const candidatesOf = (
    length: number,
    dayStart: number,
    dayEnd: number,
    excluded: number,
    allowEmbed: boolean,
    lateFrom: number | undefined,
    lastSlotOnEnd: number = periods,
  ) => {
    const key = `${length}|${dayStart}|${dayEnd}|${excluded}|${allowEmbed}|${lateFrom ?? ""}|${lastSlotOnEnd}`;
    let entry = shared.get(key);
    if (!entry) {
      const candidates = candidatesFor(cells, length, dayStart, dayEnd, excluded, allowEmbed, lateFrom, lastSlotOnEnd, breaks, periods);
      entry = { candidates, firstOfDay: dayIndex(candidates, days) };
      shared.set(key, entry);
    }
    return entry;
  };
  const blocks: PlanBlock[] = [];
  const units: PlanUnit[] = [];
  let groups = 0;

  for (const { settings, items } of work.classes) {
    const unitIndex = units.length;
    // Items of the class already on the timetable bound where each pending item may go (planClass's rule).
    const anchors = placedClassItems(state, settings.category_id);
    const excluded = excludedMask(settings.excluded_slots);
    const unit: PlanUnit = {
      index: unitIndex,
      kind: "chain",
      blocks: [],
      tasks: items,
      settings,
      weight: 0,
      day_start: settings.day_start,
      day_end: settings.day_end,
      excluded_slots: settings.excluded_slots,
      allow_embed: settings.allow_filler_course,
      total_periods: 0,
    };
    items.forEach((task, part) => {
      const length = task.duration ?? DEFAULT_BLOCK_LENGTH;
      const weight = QUADRANT_WEIGHT[quadrantToday(task, false)];
      const all = candidatesOf(length, settings.day_start, settings.day_end, excluded, settings.allow_filler_course, lateFromDay(task));
      const candidates = withinAnchorsOf(all.candidates, task, anchors);
      unit.blocks.push(blocks.length);
      unit.weight = Math.max(unit.weight, weight);
      unit.total_periods += length;
      blocks.push({
        index: blocks.length,
        task,
        unit: unitIndex,
        part,
        length,
        weight,
        allow_embed: settings.allow_filler_course,
        candidates,
        first_of_day: candidates === all.candidates ? all.firstOfDay : dayIndex(candidates, days),
        group: groups++,
        previous: part > 0 ? blocks.length - 1 : -1,
        next: part + 1 < items.length ? blocks.length + 1 : -1,
      });
    });
    units.push(unit);
  }

  for (const task of work.loose) {
    const unitIndex = units.length;
    const lengths = looseBlockLengths(task, periods);
    const dayEnd = Math.min(work.day_end, task.deadline_day ?? work.day_end);
    const lastSlotOnEnd = task.deadline_day !== undefined && task.deadline_day <= work.day_end ? (task.deadline_slot ?? periods) : periods;
    // A guest has one host and one range, so only a loose task done in one block may be embedded.
    const allowEmbed = work.allow_loose_embed && lengths.length === 1;
    const weight = QUADRANT_WEIGHT[quadrantToday(task, true)];
    const unit: PlanUnit = {
      index: unitIndex,
      kind: "loose",
      blocks: [],
      tasks: [task],
      weight,
      day_start: work.day_start,
      day_end: dayEnd,
      excluded_slots: [],
      allow_embed: allowEmbed,
      total_periods: lengths.reduce((sum, length) => sum + length, 0),
    };
    const groupOfLength = new Map<number, number>();
    lengths.forEach((length, part) => {
      let group = groupOfLength.get(length);
      if (group === undefined) {
        group = groups++;
        groupOfLength.set(length, group);
      }
      const { candidates, firstOfDay } = candidatesOf(length, work.day_start, dayEnd, 0, allowEmbed, lateFromDay(task), lastSlotOnEnd);
      unit.blocks.push(blocks.length);
      blocks.push({
        index: blocks.length,
        task,
        unit: unitIndex,
        part,
        length,
        weight,
        allow_embed: allowEmbed,
        candidates,
        first_of_day: firstOfDay,
        group,
        previous: -1,
        next: -1,
      });
    });
    units.push(unit);
  }

  return {
    state,
    work,
    days,
    cells,
    blocks,
    units,
    ...(work.daily_cap !== undefined ? { daily_cap: work.daily_cap } : {}),
    base_load: cells.map((day) => day.studyPeriods),
    day_capacity: cells.map((day, index) => {
      if (index === 0) return 0;
      let open = 0;
      for (let period = 1; period <= periods; period++) {
        if ((day.freeMask & (1 << (period - 1))) !== 0 || day.occurrence[period] >= 0) open++;
      }
      return work.daily_cap === undefined ? open : Math.min(open, Math.max(0, work.daily_cap - day.studyPeriods));
    }),
  };
}
