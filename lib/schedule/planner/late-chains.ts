/**
 * Exam items studied late, loose work early (issue 25). The review ladder an item asks for (reviews.ts) is shorter
 * the closer its study day is to the exam: studied 2-3 days before, it asks for one review; 4-6 days before, two;
 * 7-11, three; and every review asked for and not placed costs REVIEW_DROPPED_COST. The study planner does not see
 * that term and packs a class's chain by its strategy (rapid: as early as the timetable allows), so on a window
 * with room to spare the items sit two or three weeks before their exam and each asks for three or four reviews,
 * most of which find no period in the crowded days before the exam.
 *
 * This trial lays the plan out the other way round: the loose blocks are lifted; each exam class's chain, the latest
 * exam first, is laid backwards at its latest positions no later than two days before its exam (so its pre-exam
 * review still has a day), around the periods the given reviews hold (review-room.ts passes the pre-exam ones: the
 * others follow their items); and the loose work is planned again (solvePlan) around those chains and reviews.
 * review-room.ts then runs its moves from there and keeps the result only if the whole objective falls.
 */
import { Board, HOLDER_STRIDE, UNPLACED, before } from "./board";
import type { PlanProblem } from "./problem";
import { FREE, assignmentBack, restrictProblem, type RestrictedProblem } from "./reserve";
import type { PlannedReview } from "./reviews";
import { solvePlan } from "./solve";

/**
 * How the chains are laid. `minDays`: days between an item's study and its exam, at least (2: the pre-exam review
 * still has a day in between). `interleave` false: chain by chain, the latest exam first, each at its latest
 * positions; true: item by item across the chains (each from its last item), always the one whose latest position
 * is latest, counted `gapWeight` days earlier per day between that position and its exam (1: an item close to its
 * exam goes first; classes whose exams are near one another then share the days before them).
 */
export interface LateChainsVariant {
  minDays: number;
  interleave: boolean;
  gapWeight: number;
}

export const LATEST_EXAM_FIRST: LateChainsVariant = { minDays: 2, interleave: false, gapWeight: 0 };

/**
 * The plan with the exam classes' chains moved to their latest positions and the loose work planned again, in the
 * problem's candidate indexes; undefined when a chain does not fit back (the plan is then left as it is).
 * `examDays`: the exam day of each class whose chain is moved (by category id).
 */
export function lateChainsPlan(
  problem: PlanProblem,
  assignment: ArrayLike<number>,
  reviews: readonly PlannedReview[],
  examDays: ReadonlyMap<number, number>,
  variant: LateChainsVariant = LATEST_EXAM_FIRST,
): Int32Array | undefined {
  const board = new Board(problem);
  for (const block of problem.blocks) {
    if (assignment[block.index] !== UNPLACED) board.place(block, assignment[block.index]);
  }
  const held = new Array<number>(problem.days + 1).fill(0);
  for (const review of reviews) {
    const bit = 1 << (review.slot - 1);
    held[review.day] |= bit;
    board.used[review.day] |= bit;
    board.load[review.day]++;
  }
  for (const block of problem.blocks) {
    if (problem.units[block.unit].kind === "loose") board.remove(block);
  }
  const chains = problem.units
    .filter((unit) => unit.kind === "chain" && unit.settings && examDays.has(unit.settings.category_id))
    .sort((a, b) => examDays.get(b.settings!.category_id)! - examDays.get(a.settings!.category_id)! || a.index - b.index)
    .map((unit) => ({
      exam: examDays.get(unit.settings!.category_id)!,
      blocks: unit.blocks.map((index) => problem.blocks[index]).filter((block) => board.isPlaced(block)),
    }));
  if (chains.length === 0) return undefined;
  // Chain by chain, each is lifted when its turn comes (the others keep their places meanwhile); interleaved, all
  // are lifted first.
  const lift = (chain: (typeof chains)[number]) => {
    for (const block of chain.blocks) board.remove(block);
  };
  if (variant.interleave) chains.forEach(lift);
  /** The latest position of the chain's `part`-th block that fits, before the next one's, or UNPLACED. */
  const latest = (chain: (typeof chains)[number], part: number): number => {
    const block = chain.blocks[part];
    const next = chain.blocks[part + 1];
    const bound = next ? next.candidates[board.assignment[next.index]] : undefined;
    const lastDay = Math.min(chain.exam - variant.minDays, problem.days);
    for (let index = block.first_of_day[Math.max(0, lastDay + 1)] - 1; index >= 0; index--) {
      const candidate = block.candidates[index];
      if (bound && !before(candidate, bound)) continue;
      if (board.fits(block, candidate)) return index;
    }
    return UNPLACED;
  };
  const left = chains.map((chain) => chain.blocks.length - 1);
  if (!variant.interleave) {
    for (const [which, chain] of chains.entries()) {
      lift(chain);
      for (; left[which] >= 0; left[which]--) {
        const at = latest(chain, left[which]);
        if (at === UNPLACED) return undefined;
        board.place(chain.blocks[left[which]], at);
      }
    }
  } else {
    for (;;) {
      let chosen = -1;
      let chosenAt = UNPLACED;
      let bestKey = Number.NEGATIVE_INFINITY;
      for (const [which, chain] of chains.entries()) {
        if (left[which] < 0) continue;
        const at = latest(chain, left[which]);
        if (at === UNPLACED) return undefined;
        const candidate = chain.blocks[left[which]].candidates[at];
        const key = (candidate.day - variant.gapWeight * (chain.exam - candidate.day)) * HOLDER_STRIDE + candidate.slot_start;
        if (key > bestKey) {
          bestKey = key;
          chosen = which;
          chosenAt = at;
        }
      }
      if (chosen < 0) break;
      board.place(chains[chosen].blocks[left[chosen]], chosenAt);
      left[chosen]--;
    }
  }
  // Every chain stays where it now is (the exam classes' and the others'); the loose work is planned again.
  return looseReplanned(problem, board.assignment, held);
}

/**
 * The plan with every chain pinned where `assignment` has it and the loose work planned again around the chains and
 * the `held` periods (masks per day), in the problem's candidate indexes.
 */
export function looseReplanned(problem: PlanProblem, assignment: ArrayLike<number>, held: readonly number[]): Int32Array {
  const pins = Int32Array.from(problem.blocks, (block) => (problem.units[block.unit].kind === "loose" ? FREE : assignment[block.index]));
  const restricted = restrictProblem(problem, held, pins);
  // The same restriction (restrictProblem hands out one object per held periods and pins) is planned once: the
  // room-making asks for some twice (a layout of the chains reached by two steps).
  let planned = replanned.get(restricted);
  if (!planned) {
    // One search order: the chains are fixed, the loose work alone is planned (the others add little here, for time).
    planned = assignmentBack(restricted, solvePlan(restricted.problem, ["deadline"], { repack: false }).assignment);
    replanned.set(restricted, planned);
  }
  return planned.slice();
}

/** looseReplanned's plans by restriction. */
const replanned = new WeakMap<RestrictedProblem, Int32Array>();
