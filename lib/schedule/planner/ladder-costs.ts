/**
 * The review ladder as a position cost (issue 25). An item of an exam class studied d days before its exam asks for
 * a ladder of reviews whose length grows with d (reviews.ts: 1 review for d = 2-3, 2 for 4-6, 3 for 7-11, 4 for
 * 12-23), and each review asked for and not placed costs REVIEW_DROPPED_COST. In a crowded window the reviews other
 * than the pre-exam one mostly find no period, so the day an item is studied on decides that term — and the study
 * planner, which scores positions by embedding and lateness only, does not see it.
 *
 * withLadderCosts gives the study planner a problem that does: every candidate of an exam item costs, on top of its
 * own cost, REVIEW_DROPPED_COST per review its ladder asks for besides the pre-exam one (as if none of them finds a
 * period) and FINAL_REVIEW_MISSING_COST on the exam's eve (no day is left for the pre-exam review). Its candidates
 * are the original's, index for index, so a plan of it is a plan of the original; the planner's own moves (local
 * moves, chains of moves, two blocks trading places) then trade exam items toward their exams and loose work away
 * from them. The plan is scored by the real objective afterwards (review-room.ts) and kept only when that falls:
 * the cost is a guide (reviews that do find a period cost nothing), never the judge.
 */
import { augmentPlan } from "./augment";
import { Board, UNPLACED } from "./board";
import { exchangeBlocks, positionsCost, relayChain } from "./exchange";
import { improvePlan } from "./improve";
import { chainRounds, layChainsTogether } from "./joint-layout";
import { FINAL_REVIEW_MISSING_COST, REVIEW_DROPPED_COST, SCORE_EPSILON } from "./objective";
import type { Candidate, PlanProblem } from "./problem";
import { assignmentBack, restrictProblem, type RestrictedProblem } from "./reserve";
import { countsPreExamReview, reviewLadder } from "./reviews";

/** The ladder's cost of studying an item on `day` before an exam on `examDay`, as withLadderCosts counts it. */
export function ladderCost(day: number, examDay: number, totalDays: number): number {
  const counts = countsPreExamReview(examDay, totalDays);
  if (day >= examDay - 1) return counts ? FINAL_REVIEW_MISSING_COST : 0;
  const asked = reviewLadder(day, examDay, totalDays).length;
  // The pre-exam review is placed first (it weighs 25 times more than the others): only the rest is counted.
  return REVIEW_DROPPED_COST * Math.max(0, asked - (counts ? 1 : 0));
}

/** The problem with its exam items' candidates costed (see above), and which blocks those are. */
export interface LadderProblem {
  problem: PlanProblem;
  /** Per block: 1 when it is an item of an exam class (its candidates carry the ladder's cost). */
  exam: Uint8Array;
}

/**
 * The problem with the ladder's cost added to each candidate of an item of a class in `examDays` (exam day by
 * category id). Blocks that shared a candidate array share the new one (the planner's caches read that sharing);
 * the others keep theirs, and their rankings are read off the original's (problem.derived_from).
 */
export function withLadderCosts(problem: PlanProblem, examDays: ReadonlyMap<number, number>): LadderProblem {
  const totalDays = problem.state.window.total_days;
  const exam = new Uint8Array(problem.blocks.length);
  const costed = new Map<readonly Candidate[], Map<number, Candidate[]>>();
  const identity = new Map<readonly Candidate[], Int32Array>();
  const blocks = problem.blocks.map((block) => {
    const unit = problem.units[block.unit];
    const examDay = unit.kind === "chain" && unit.settings ? examDays.get(unit.settings.category_id) : undefined;
    if (examDay === undefined) return block;
    exam[block.index] = 1;
    const byExam = costed.get(block.candidates) ?? new Map<number, Candidate[]>();
    costed.set(block.candidates, byExam);
    let candidates = byExam.get(examDay);
    if (!candidates) {
      candidates = block.candidates.map((candidate) => ({ ...candidate, cost: candidate.cost + ladderCost(candidate.day, examDay, totalDays) }));
      byExam.set(examDay, candidates);
    }
    return { ...block, candidates };
  });
  const sameIndexes = problem.blocks.map((block) => {
    let indexes = identity.get(block.candidates);
    if (!indexes) {
      indexes = new Int32Array(block.candidates.length);
      for (let index = 0; index < indexes.length; index++) indexes[index] = index;
      identity.set(block.candidates, indexes);
    }
    return indexes;
  });
  const derived_from = { problem, blocks: Int32Array.from(problem.blocks.keys()), candidates: sameIndexes, recosted: exam };
  return { problem: { ...problem, blocks, derived_from }, exam };
}

/**
 * The ladder problem restricted around the `held` periods (masks per day) and a board of it holding `assignment`
 * (the original's candidate indexes); undefined when a placed block touches a held period (the reviews took free
 * ones, so it never should: rather no moves than moves from a broken board).
 */
function restrictedBoard(ladder: LadderProblem, assignment: ArrayLike<number>, held: readonly number[]): { restricted: RestrictedProblem; board: Board } | undefined {
  const restricted = restrictProblem(ladder.problem, held);
  const board = new Board(restricted.problem);
  for (const block of restricted.problem.blocks) {
    const at = assignment[restricted.original[block.index]];
    if (at === UNPLACED) continue;
    const local = indexIn(restricted.back[block.index], at);
    if (local < 0 || !board.fits(block, block.candidates[local])) return undefined;
    board.place(block, local);
  }
  return { restricted, board };
}

/**
 * The plan after the study planner's local moves and chains of moves (improve.ts, augment.ts), exchanges and each
 * exam chain laid again (exchange.ts) on the ladder's costs, around the pre-exam reviews' periods (`held`, masks per
 * day: no move takes them); in the original's candidate indexes, or undefined when the costs did not fall.
 */
export function ladderMoves(ladder: LadderProblem, assignment: ArrayLike<number>, held: readonly number[]): Int32Array | undefined {
  const start = restrictedBoard(ladder, assignment, held);
  if (!start) return undefined;
  const { restricted, board } = start;
  const before = positionsCost(board);
  improvePlan(board);
  augmentPlan(board);
  const movers = restricted.problem.blocks.filter((block) => ladder.exam[restricted.original[block.index]] === 1);
  exchangeBlocks(board, movers);
  // Whole chains too: an item alone cannot pass the later items of its chain.
  const examChains = restricted.problem.units.filter((unit) => unit.kind === "chain" && ladder.exam[restricted.original[unit.blocks[0]]] === 1);
  for (const unit of examChains) relayChain(board, unit);
  const moved = positionsCost(board) < before - SCORE_EPSILON ? assignmentBack(restricted, board.assignment) : undefined;
  board.release();
  return moved;
}

/**
 * The chain of one exam class (`categoryId`) laid again at its cheapest layout (exchange.ts relayChain) with only
 * the other classes' pre-exam reviews held (`held`): its own move with it, and are planned again by the trial. Held
 * where they sit, they can block the very days its items should take — on 28天×60任务 class 101's own reviews held
 * the one position of its last item on the day 2 before its exam. Undefined when the layout is not cheaper.
 */
export function relaidClass(ladder: LadderProblem, assignment: ArrayLike<number>, held: readonly number[], categoryId: number): Int32Array | undefined {
  const start = restrictedBoard(ladder, assignment, held);
  if (!start) return undefined;
  const { restricted, board } = start;
  const unit = restricted.problem.units.find((candidate) => candidate.kind === "chain" && candidate.settings?.category_id === categoryId);
  const relaid = unit && relayChain(board, unit) ? assignmentBack(restricted, board.assignment) : undefined;
  board.release();
  return relaid;
}

/**
 * Every exam class's chain laid again together (joint-layout.ts), around the `held` periods: where each chain is
 * already at its cheapest layout given the others, several moving at once can still gain. Undefined when the
 * positions' costs do not fall.
 */
export function chainsLaidTogether(ladder: LadderProblem, assignment: ArrayLike<number>, held: readonly number[]): Int32Array | undefined {
  const start = restrictedBoard(ladder, assignment, held);
  if (!start) return undefined;
  const { restricted, board } = start;
  const examChains = restricted.problem.units.filter((unit) => unit.kind === "chain" && ladder.exam[restricted.original[unit.blocks[0]]] === 1);
  const laid = layChainsTogether(board, examChains) ? assignmentBack(restricted, board.assignment) : undefined;
  board.release();
  return laid;
}

/**
 * Every round's plan of the chains laid together (joint-layout.ts chainRounds) around the `held` periods, in the
 * original's candidate indexes, for the caller to judge by the whole objective; empty when a placed block touches a
 * held period.
 */
export function chainRoundPlans(ladder: LadderProblem, assignment: ArrayLike<number>, held: readonly number[]): Int32Array[] {
  const start = restrictedBoard(ladder, assignment, held);
  if (!start) return [];
  const { restricted, board } = start;
  const examChains = restricted.problem.units.filter((unit) => unit.kind === "chain" && ladder.exam[restricted.original[unit.blocks[0]]] === 1);
  const plans = chainRounds(board, examChains).map((plan) => assignmentBack(restricted, plan));
  board.release();
  return plans;
}

/** The position of `value` in the increasing `sorted`, or -1. */
function indexIn(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] === value) return middle;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
