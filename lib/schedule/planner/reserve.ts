/**
 * Periods held back for the pre-exam reviews (issue 25), so the study planner itself makes their room. The study
 * objective does not see the reviews, so solvePlan may fill every period of an exam's last 3 days; moving study out
 * of them afterwards one block at a time (review-room.ts) cannot open a chain of moves (a block moves out only where
 * something lighter is left out). Solving again with some periods of those days taken off the timetable can: the
 * whole search (repacking, ejection, local moves, chains of moves) lays the study out around them, and what it
 * cannot fit it leaves out by its own weights. The plan is then read back in the original problem's terms, where
 * those periods are free again (the reviews take them), and scored by the whole objective like every other trial.
 *
 * restrictProblem is the mechanism: the problem with periods held back per day (no candidate touches them, they
 * count toward the daily cap as study does) and, optionally, some blocks fixed where they are (late-chains.ts);
 * every candidate it keeps is one of the original's, so an assignment maps back index for index.
 */
import { dayIndex, type Candidate, type PlanBlock, type PlanProblem, type PlanUnit } from "./problem";
import { FINAL_REVIEW_DAYS } from "./reviews";
import { touchesExcludedBlock } from "../rough-schedule-plan";
import { UNPLACED } from "./board";
import { int32s } from "./typed-arena";
import type { StateTaskClass } from "../state";

export interface RestrictedProblem {
  problem: PlanProblem;
  /** Per block of the restricted problem: the original candidate index of each of its candidates. */
  back: Int32Array[];
  /** Per block of the restricted problem: its index in the original. */
  original: Int32Array;
  /** restrictProblem's `pins`, when given. */
  pins?: Int32Array;
  /** Blocks of the original problem. */
  size: number;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

interface Narrowed {
  candidates: Candidate[];
  back: Int32Array;
  first: Int32Array;
}

/**
 * Every narrowing made of a candidate array, by the taken periods of the days it spans (and the window's length):
 * the room-making restricts the same problem dozens of times around chains that differ on a few days, so most of a
 * loose block's days are taken alike and its narrowed array comes out the same. Handing out the same array (with
 * its `back` and day index) then also lets the planner's per-array caches (pack.ts's rankings) serve it again.
 */
const narrowings = new WeakMap<readonly Candidate[], Map<number, Array<Narrowed & { taken: Int32Array }>>>();

let keptScratch = new Int32Array(256);

/** The candidates of `all` that avoid the `taken` periods, in order, with their original indexes and day index. */
function narrowed(all: readonly Candidate[], taken: readonly number[], days: number): Narrowed {
  let byTaken = narrowings.get(all);
  if (!byTaken) {
    byTaken = new Map();
    narrowings.set(all, byTaken);
  }
  // The taken periods of the days the array spans (and the window's length), hashed; equal hashes are compared.
  const from = all.length > 0 ? all[0].day : 0;
  const to = all.length > 0 ? all[all.length - 1].day : -1;
  let hash = days | 0;
  for (let day = from; day <= to; day++) hash = Math.imul(hash ^ taken[day], 0x01000193);
  const known = byTaken.get(hash);
  if (known) {
    for (const entry of known) {
      if (entry.taken.length !== to - from + 2 || entry.taken[0] !== days) continue;
      let same = true;
      for (let day = from; day <= to && same; day++) same = entry.taken[day - from + 1] === taken[day];
      if (same) return entry;
    }
  }
  const span = new Int32Array(Math.max(1, to - from + 2));
  span[0] = days;
  for (let day = from; day <= to; day++) span[day - from + 1] = taken[day];
  // The kept indexes go to a scratch array and are copied once at their final length, on a shared buffer
  // (typed-arena.ts): a growing list of numbers and its typed copy were most of this function's garbage, and it
  // builds about 170 arrays per call.
  if (keptScratch.length < all.length) keptScratch = new Int32Array(2 * all.length);
  const candidates: Candidate[] = [];
  for (let index = 0; index < all.length; index++) {
    const candidate = all[index];
    if ((candidate.mask & taken[candidate.day]) !== 0) continue;
    keptScratch[candidates.length] = index;
    candidates.push(candidate);
  }
  const back = int32s(candidates.length);
  back.set(keptScratch.subarray(0, candidates.length));
  const entry = { candidates, back, first: dayIndex(candidates, days, int32s(days + 2)), taken: span };
  if (known) known.push(entry);
  else byTaken.set(hash, [entry]);
  return entry;
}

/** In restrictProblem's `pins`: the block is planned (with every candidate that avoids the held periods). */
export const FREE = -2;

/**
 * The problem with the `held` periods (mask per day, index = day) taken off the timetable and counted as study on
 * their day. With `pins`, a block whose entry is a candidate index is fixed there: its periods are held like the
 * others (and its length counted on its day) and assignmentBack puts it back at that candidate; UNPLACED: it stays
 * left out; FREE: it is planned. Only the free blocks are in the restricted problem (renumbered, in order: a
 * planner run spends no time on the others), so a unit is pinned whole or not at all. Free blocks that shared a
 * candidate array share the narrowed one (the planner's caches read that sharing).
 */
export function restrictProblem(problem: PlanProblem, held: readonly number[], pins?: ArrayLike<number>): RestrictedProblem {
  let known = restrictions.get(problem);
  if (!known) {
    known = new Map();
    restrictions.set(problem, known);
  }
  let key = "";
  for (let day = 0; day <= problem.days; day++) key += `${held[day] ?? 0},`;
  if (pins) key += `|${Array.prototype.join.call(pins, ",")}`;
  let restricted = known.get(key);
  if (!restricted) {
    restricted = restrictedAnew(problem, held, pins);
    known.set(key, restricted);
  }
  return restricted;
}

/**
 * The restrictions made of each problem, by their held periods and pins: the room-making restricts the same problem
 * alike several times in a call (the same pre-exam reviews held around a plan that kept its chains; a layout planned
 * again twice), and handing out the same restricted problem (no caller changes one) spares building it and lets the
 * per-problem caches (candidate rankings, flat candidates, empty boards) serve it again.
 */
const restrictions = new WeakMap<PlanProblem, Map<string, RestrictedProblem>>();

function restrictedAnew(problem: PlanProblem, held: readonly number[], pins?: ArrayLike<number>): RestrictedProblem {
  // Plain loops: Array.from with a mapping function was a quarter of this function's time.
  const taken: number[] = [];
  const load: number[] = [];
  for (let day = 0; day <= problem.days; day++) {
    taken.push(held[day] ?? 0);
    load.push(bitCount(taken[day]));
  }
  const guests: Candidate[] = [];
  const free = (block: PlanBlock) => !pins || pins[block.index] === FREE;
  if (pins) {
    for (const block of problem.blocks) {
      const pin = pins[block.index];
      if (pin < 0) continue;
      const candidate = block.candidates[pin];
      taken[candidate.day] |= candidate.mask;
      load[candidate.day] += block.length;
      if (candidate.host_id !== undefined) guests.push(candidate);
    }
  }
  const shared = new Map<readonly Candidate[], Narrowed>();
  const narrow = (block: PlanBlock) => {
    const cached = shared.get(block.candidates);
    if (cached) return cached;
    const entry = narrowed(block.candidates, taken, problem.days);
    shared.set(block.candidates, entry);
    return entry;
  };
  // The free blocks and their units, renumbered (indexed loops: for-of's iterators were a good part of this garbage).
  const blockIndex = new Int32Array(problem.blocks.length).fill(-1);
  const units: PlanUnit[] = [];
  const unitIndex = new Int32Array(problem.units.length).fill(-1);
  for (let position = 0; position < problem.units.length; position++) {
    const unit = problem.units[position];
    let freeCount = 0;
    for (let part = 0; part < unit.blocks.length; part++) if (free(problem.blocks[unit.blocks[part]])) freeCount++;
    if (freeCount === 0) continue;
    if (freeCount < unit.blocks.length) throw new Error("restrictProblem: a unit is pinned whole or not at all");
    unitIndex[unit.index] = units.length;
    units.push({ ...unit, index: units.length, blocks: [] });
  }
  const blocks: PlanBlock[] = [];
  const back: Int32Array[] = [];
  const original: number[] = [];
  for (let position = 0; position < problem.blocks.length; position++) {
    const block = problem.blocks[position];
    if (!free(block)) continue;
    blockIndex[block.index] = blocks.length;
    const entry = narrow(block);
    back.push(entry.back);
    original.push(block.index);
    units[unitIndex[block.unit]].blocks.push(blocks.length);
    blocks.push({ ...block, index: blocks.length, unit: unitIndex[block.unit], candidates: entry.candidates, first_of_day: entry.first });
  }
  for (let position = 0; position < blocks.length; position++) {
    const block = blocks[position];
    if (block.previous >= 0) block.previous = blockIndex[block.previous];
    if (block.next >= 0) block.next = blockIndex[block.next];
  }
  const cells = problem.cells.map((cells, day) => ({ ...cells, freeMask: cells.freeMask & ~(taken[day] ?? 0), studyPeriods: cells.studyPeriods + (load[day] ?? 0) }));
  // A 水课 holds one guest: the periods of a pinned guest are no longer shareable.
  for (const guest of guests) {
    const occurrence = Int32Array.from(cells[guest.day].occurrence);
    for (let period = guest.slot_start; period <= guest.slot_end; period++) occurrence[period] = -1;
    cells[guest.day] = { ...cells[guest.day], occurrence };
  }
  return {
    problem: {
      ...problem,
      blocks,
      units,
      cells,
      base_load: problem.base_load.map((value, day) => value + (load[day] ?? 0)),
      day_capacity: problem.day_capacity.map((capacity, day) => Math.max(0, capacity - (load[day] ?? 0))),
      derived_from: { problem, blocks: Int32Array.from(original), candidates: back },
    },
    back,
    original: Int32Array.from(original),
    pins: pins ? Int32Array.from(pins) : undefined,
    size: problem.blocks.length,
  };
}

/** An assignment of the restricted problem in the original problem's candidate indexes, pinned blocks included. */
export function assignmentBack(restricted: RestrictedProblem, assignment: ArrayLike<number>): Int32Array {
  const result = restricted.pins ? Int32Array.from(restricted.pins, (pin) => (pin === FREE ? UNPLACED : pin)) : new Int32Array(restricted.size).fill(UNPLACED);
  restricted.original.forEach((index, at) => {
    const chosen = assignment[at];
    result[index] = chosen === UNPLACED ? UNPLACED : restricted.back[at][chosen];
  });
  return result;
}

/**
 * Periods to hold for the pre-exam reviews: `count` periods for each class, on the days of its exam's final stretch
 * in the window (the eve first, then the days before it, in turn), each a free period outside the class's excluded
 * blocks, within the day's capacity (its free periods and the daily cap). A period whose partner in its standard
 * 2-period block is not free or already held is taken first: it breaks no 2-period position.
 */
export function preExamHolds(problem: PlanProblem, classes: ReadonlyArray<{ taskClass: StateTaskClass; count: number }>, periods: number): number[] {
  const held = new Array<number>(problem.days + 1).fill(0);
  const heldCount = new Array<number>(problem.days + 1).fill(0);
  for (const { taskClass, count } of classes) {
    const exam = taskClass.exam_day!;
    const days: number[] = [];
    for (let day = Math.min(problem.days, exam - 1); day >= Math.max(1, exam - FINAL_REVIEW_DAYS); day--) days.push(day);
    let placed = 0;
    for (let turn = 0; placed < count && days.length > 0; turn++) {
      const position = turn % days.length;
      const day = days[position];
      const free = problem.cells[day].freeMask & ~held[day];
      let chosen = 0;
      if (heldCount[day] < problem.day_capacity[day]) {
        for (let period = 1; period <= periods; period++) {
          const bit = 1 << (period - 1);
          if ((free & bit) === 0 || touchesExcludedBlock(period, period, taskClass.excluded_slots)) continue;
          const partner = 1 << ((period % 2 === 1 ? period + 1 : period - 1) - 1);
          const keepsPair = (problem.cells[day].freeMask & partner) === 0 || (held[day] & partner) !== 0;
          if (chosen === 0) chosen = bit;
          if (keepsPair) {
            chosen = bit;
            break;
          }
        }
      }
      if (chosen === 0) {
        // The day has no room left for this class: the other days take its share.
        days.splice(position, 1);
        turn = position - 1;
        continue;
      }
      held[day] |= chosen;
      heldCount[day]++;
      placed++;
    }
  }
  return held;
}
