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
import { Board, UNPLACED, before } from "./board";
import type { PlanBlock, PlanProblem } from "./problem";
import { FREE, assignmentBack, restrictProblem } from "./reserve";
import type { PlannedReview } from "./reviews";
import { solvePlan } from "./solve";

/** Days between an item's study and its exam, at least: the pre-exam review needs a day in between. */
const MIN_DAYS_BEFORE_EXAM = 2;

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
    .sort((a, b) => examDays.get(b.settings!.category_id)! - examDays.get(a.settings!.category_id)! || a.index - b.index);
  if (chains.length === 0) return undefined;
  for (const unit of chains) {
    const lastDay = examDays.get(unit.settings!.category_id)! - MIN_DAYS_BEFORE_EXAM;
    const placed = unit.blocks.map((index) => problem.blocks[index]).filter((block) => board.isPlaced(block));
    for (const block of placed) board.remove(block);
    let next: PlanBlock | undefined;
    for (let part = placed.length - 1; part >= 0; part--) {
      const block = placed[part];
      const bound = next ? next.candidates[board.assignment[next.index]] : undefined;
      let chosen = UNPLACED;
      for (let index = block.first_of_day[Math.min(lastDay, problem.days) + 1] - 1; index >= 0; index--) {
        const candidate = block.candidates[index];
        if (bound && !before(candidate, bound)) continue;
        if (board.fits(block, candidate)) {
          chosen = index;
          break;
        }
      }
      if (chosen === UNPLACED) return undefined;
      board.place(block, chosen);
      next = block;
    }
  }
  // Every chain stays where it now is (the exam classes' and the others'); the loose work is planned again.
  const pins = Int32Array.from(problem.blocks, (block) => (problem.units[block.unit].kind === "loose" ? FREE : board.assignment[block.index]));
  const restricted = restrictProblem(problem, held, pins);
  return assignmentBack(restricted, solvePlan(restricted.problem).assignment);
}
