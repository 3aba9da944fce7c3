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
 * count toward the daily cap as study does) and, optionally, fewer candidates per block; every candidate it keeps
 * is one of the original's, so an assignment maps back index for index.
 */
import { dayIndex, type Candidate, type PlanBlock, type PlanProblem } from "./problem";
import { FINAL_REVIEW_DAYS } from "./reviews";
import { touchesExcludedBlock } from "../rough-schedule-plan";
import { UNPLACED } from "./board";
import type { StateTaskClass } from "../state";

export interface RestrictedProblem {
  problem: PlanProblem;
  /** Per block: the original candidate index of each of its candidates here. */
  back: Int32Array[];
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * The problem with the `held` periods (mask per day, index = day) taken off the timetable and counted as study on
 * their day, and each block's candidates narrowed by `keep` when given. Blocks that shared a candidate array share
 * the narrowed one when `keep` is not given (the planner's caches read that sharing).
 */
export function restrictProblem(
  problem: PlanProblem,
  held: readonly number[],
  keep?: (block: PlanBlock, candidate: Candidate) => boolean,
): RestrictedProblem {
  const shared = new Map<readonly Candidate[], { candidates: Candidate[]; back: Int32Array; first: Int32Array }>();
  const narrow = (block: PlanBlock) => {
    const cached = keep ? undefined : shared.get(block.candidates);
    if (cached) return cached;
    const candidates: Candidate[] = [];
    const back: number[] = [];
    block.candidates.forEach((candidate, index) => {
      if ((candidate.mask & (held[candidate.day] ?? 0)) !== 0) return;
      if (keep && !keep(block, candidate)) return;
      candidates.push(candidate);
      back.push(index);
    });
    const entry = { candidates, back: Int32Array.from(back), first: dayIndex(candidates, problem.days) };
    if (!keep) shared.set(block.candidates, entry);
    return entry;
  };
  const back: Int32Array[] = [];
  const blocks = problem.blocks.map((block) => {
    const entry = narrow(block);
    back.push(entry.back);
    return { ...block, candidates: entry.candidates, first_of_day: entry.first };
  });
  const count = (day: number) => bitCount(held[day] ?? 0);
  return {
    problem: {
      ...problem,
      blocks,
      cells: problem.cells.map((cells, day) => ({ ...cells, freeMask: cells.freeMask & ~(held[day] ?? 0), studyPeriods: cells.studyPeriods + count(day) })),
      base_load: problem.base_load.map((load, day) => load + count(day)),
      day_capacity: problem.day_capacity.map((capacity, day) => Math.max(0, capacity - count(day))),
    },
    back,
  };
}

/** An assignment of the restricted problem in the original problem's candidate indexes. */
export function assignmentBack(restricted: RestrictedProblem, assignment: ArrayLike<number>): Int32Array {
  return Int32Array.from({ length: restricted.back.length }, (_, index) => {
    const at = assignment[index];
    return at === UNPLACED ? UNPLACED : restricted.back[index][at];
  });
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
