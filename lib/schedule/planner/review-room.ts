/**
 * Room for the pre-exam reviews (issue 25): the study plan is solved first, and it can fill every period of an
 * exam's last 3 days — the study objective does not see the reviews. A pre-exam review is worth FINAL_REVIEW_MISSING_COST
 * (2.5), so the plan is then changed where that lowers the whole objective (the study terms plus the spacing terms),
 * the reviews planned again after each change:
 *
 * 1. moves: a block of study sitting in the last days of an exam whose pre-exam review found no period moves to
 *    another of its positions outside those days — first every such block that has a free position at once (one
 *    trial), then one block at a time, taking, if it must, the position of loose blocks of a to-do of the two
 *    lighter quadrants, which are left out (their weight is below a pre-exam review's). A class item keeps its
 *    chain's order (Board.fits); nothing moves onto or after an exam day (the candidates never are).
 * 2. drops: a loose block of such a to-do placed in those days is taken back.
 *
 * Never a class item dropped and never a heavier to-do. Only with allow_partial: what it takes back is then reported
 * as left out, like any other.
 */
import { applyPlacements, placementsOf } from "./apply";
import { Board, HOLDER_STRIDE, UNPLACED } from "./board";
import { FINAL_REVIEW_DAYS, countsPreExamReview, reviewTasks, studiedItems, type ReviewPlan } from "./reviews";
import { FINAL_REVIEW_MISSING_COST, SCORE_EPSILON } from "./objective";
import type { PlanBlock, PlanProblem } from "./problem";
import { scoreAssignment, scoreReviews } from "./score";
import type { ScheduleState } from "../state";

/** Each pass changes the plan at most once; every trial replans the reviews, so their number is bounded too. */
const MAX_PASSES = 24;
const MAX_TRIALS = 64;

export interface RoomResult {
  assignment: Int32Array;
  reviews: ReviewPlan;
}

interface Trial extends RoomResult {
  cost: number;
  /** The state with the study placed. */
  studied: ScheduleState;
}

/** The study plan's cost and its reviews', `studied` being the state with the study placed. */
function totalCost(problem: PlanProblem, assignment: Int32Array, studied: ScheduleState, plan: ReviewPlan): number {
  const withReviews: ScheduleState = { ...studied, tasks: [...studied.tasks, ...reviewTasks(studied, plan.reviews)] };
  return scoreAssignment(problem, assignment).objective + scoreReviews(withReviews).objective;
}

/**
 * Days of the final stretch of the items without a pre-exam review: those whose review found no period, and those
 * studied on their exam's eve (no day is left for one).
 */
function wantedDays(trial: Trial): Set<number> {
  const wanted = new Set<number>();
  const add = (examDay: number) => {
    for (let day = examDay - FINAL_REVIEW_DAYS; day < examDay; day++) wanted.add(day);
  };
  for (const review of trial.reviews.dropped) if (review.role === "final") add(review.item.exam_day);
  for (const item of studiedItems(trial.studied)) {
    if (item.study_day >= item.exam_day - 1 && countsPreExamReview(item.exam_day, trial.studied.window.total_days)) add(item.exam_day);
  }
  return wanted;
}

function boardOf(problem: PlanProblem, assignment: Int32Array): Board {
  const board = new Board(problem);
  for (const block of problem.blocks) {
    if (assignment[block.index] !== UNPLACED) board.place(block, assignment[block.index]);
  }
  return board;
}

/** A block the moves may take a position from: a loose block lighter than a pre-exam review. */
function ejectable(problem: PlanProblem, block: PlanBlock): boolean {
  return problem.units[block.unit].kind === "loose" && block.weight < FINAL_REVIEW_MISSING_COST;
}

interface Move {
  block: PlanBlock;
  candidate: number;
  /** The loose blocks whose position it takes (left out). */
  ejected: PlanBlock[];
  /** Study cost of the move: the ejected blocks' weight and the change of position cost. */
  cost: number;
}

/**
 * The cheapest position of `block` outside the `wanted` days: free when `eject` is false, else possibly held by
 * ejectable blocks. The board is left as it was.
 */
function bestMove(board: Board, block: PlanBlock, wanted: ReadonlySet<number>, eject: boolean): Move | undefined {
  const problem = board.problem;
  const from = board.assignment[block.index];
  const fromCost = block.candidates[from].cost;
  board.remove(block);
  let best: Move | undefined;
  for (let index = 0; index < block.candidates.length; index++) {
    const candidate = block.candidates[index];
    if (wanted.has(candidate.day)) continue;
    if (best && candidate.cost - fromCost >= best.cost - SCORE_EPSILON) continue;
    let ejected: PlanBlock[] = [];
    let lost = 0;
    if ((board.used[candidate.day] & candidate.mask) !== 0) {
      if (!eject) continue;
      // The holders, read off the board without building the list unless every one may be ejected.
      let blocked = false;
      for (let period = candidate.slot_start; period <= candidate.slot_end && !blocked; period++) {
        const holder = board.holder[candidate.day * HOLDER_STRIDE + period];
        if (holder !== UNPLACED && !ejectable(problem, problem.blocks[holder])) blocked = true;
      }
      if (blocked) continue;
      ejected = board.holdersOf(candidate);
      lost = ejected.reduce((sum, holder) => sum + holder.weight * holder.length, 0);
    }
    const cost = lost + candidate.cost - fromCost;
    if (best && cost >= best.cost - SCORE_EPSILON) continue;
    const at = ejected.map((holder) => board.assignment[holder.index]);
    for (const holder of ejected) board.remove(holder);
    const fits = board.fits(block, candidate);
    ejected.forEach((holder, k) => board.place(holder, at[k]));
    if (fits) best = { block, candidate: index, ejected, cost };
  }
  board.place(block, from);
  return best;
}

function apply(board: Board, move: Move): void {
  for (const holder of move.ejected) board.remove(holder);
  board.remove(move.block);
  board.place(move.block, move.candidate);
}

/** The placed blocks on the `wanted` days. */
function blocksOnDays(board: Board, wanted: ReadonlySet<number>): PlanBlock[] {
  return [...wanted].sort((a, b) => a - b).flatMap((day) => (day <= board.problem.days ? board.blocksOn(day) : []));
}

export function makeRoomForFinalReviews(
  problem: PlanProblem,
  start: ArrayLike<number>,
  base: ScheduleState,
  plan: (state: ScheduleState) => ReviewPlan,
): RoomResult {
  // One application of the study per trial serves both the reviews' planning and their score: the spacing terms
  // read only the exam classes' items and reviews, which `base` and the problem's state (base with the periods that
  // have begun closed, as courses) hold alike.
  let trials = 0;
  const evaluate = (assignment: Int32Array): Trial => {
    trials++;
    const studied = applyPlacements(base, placementsOf(problem, assignment));
    const reviews = plan(studied);
    return { assignment, reviews, studied, cost: totalCost(problem, assignment, studied, reviews) };
  };
  let best = evaluate(Int32Array.from(start));
  const better = (trial: Trial) => trial.cost < best.cost - SCORE_EPSILON;

  // 1. Moves out of the final stretches. First every block that has a free position elsewhere, in one trial.
  let wanted = wantedDays(best);
  if (wanted.size > 0) {
    const board = boardOf(problem, best.assignment);
    let moved = false;
    for (const block of blocksOnDays(board, wanted)) {
      const move = bestMove(board, block, wanted, false);
      if (!move) continue;
      apply(board, move);
      moved = true;
    }
    if (moved) {
      const trial = evaluate(board.assignment.slice());
      if (better(trial)) best = trial;
    }
  }
  // Then one block at a time, the cheapest move first, taking the place of light to-dos if it must.
  for (let pass = 0; pass < MAX_PASSES && trials < MAX_TRIALS; pass++) {
    wanted = wantedDays(best);
    if (wanted.size === 0) break;
    const board = boardOf(problem, best.assignment);
    const moves = blocksOnDays(board, wanted)
      .map((block) => bestMove(board, block, wanted, true))
      .filter((move): move is Move => move !== undefined && move.cost < FINAL_REVIEW_MISSING_COST * move.block.length)
      .sort((a, b) => a.cost - b.cost || a.block.index - b.block.index);
    // After a move is kept, the next ones are found again on the changed board.
    let improved = false;
    for (const planned of moves) {
      if (trials >= MAX_TRIALS) break;
      if (board.assignment[planned.block.index] === UNPLACED) continue;
      const move = improved ? bestMove(board, planned.block, wanted, true) : planned;
      if (!move || move.cost >= FINAL_REVIEW_MISSING_COST * move.block.length) continue;
      const trialBoard = board.clone();
      apply(trialBoard, move);
      const trial = evaluate(trialBoard.assignment);
      if (better(trial)) {
        best = trial;
        apply(board, move);
        improved = true;
      }
    }
    if (!improved) break;
  }

  // 2. Drops: a light to-do's block in the final stretch taken back.
  for (let pass = 0; pass < MAX_PASSES && trials < MAX_TRIALS; pass++) {
    wanted = wantedDays(best);
    if (wanted.size === 0) break;
    const assignment = best.assignment;
    const candidates = problem.blocks
      .filter((block) => {
        const index = assignment[block.index];
        if (index < 0 || !ejectable(problem, block)) return false;
        return wanted.has(block.candidates[index].day);
      })
      .sort((a, b) => a.weight * a.length - b.weight * b.length || a.index - b.index);
    let improved = false;
    for (const block of candidates) {
      if (trials >= MAX_TRIALS) break;
      const trial = Int32Array.from(assignment);
      trial[block.index] = -1;
      const evaluated = evaluate(trial);
      if (better(evaluated)) {
        best = evaluated;
        improved = true;
        break;
      }
    }
    if (!improved) break;
  }

  // 3. Refill: the moves may have opened room for loose blocks left out (by the study plan or by the drops) in
  // periods no review holds; placed in one trial, the heaviest first.
  if (trials < MAX_TRIALS) {
    const board = boardOf(problem, best.assignment);
    for (const review of best.reviews.reviews) {
      board.used[review.day] |= 1 << (review.slot - 1);
      board.load[review.day] += 1;
    }
    // Loose blocks, and class items next in their chain (the placed items stay a prefix).
    const left = problem.blocks
      .filter((block) => board.assignment[block.index] === UNPLACED)
      .filter((block) => problem.units[block.unit].kind === "loose" || block.previous < 0 || board.assignment[block.previous] !== UNPLACED)
      .sort((a, b) => b.weight - a.weight || b.length - a.length || a.index - b.index);
    let refilled = false;
    for (const block of left) {
      let chosen = UNPLACED;
      for (let index = 0; index < block.candidates.length; index++) {
        const candidate = block.candidates[index];
        if (!board.fits(block, candidate)) continue;
        if (chosen === UNPLACED || candidate.cost < block.candidates[chosen].cost) chosen = index;
      }
      if (chosen === UNPLACED) continue;
      board.place(block, chosen);
      refilled = true;
    }
    if (refilled) {
      const trial = evaluate(board.assignment.slice());
      if (better(trial)) best = trial;
    }
  }
  return { assignment: best.assignment, reviews: best.reviews };
}
