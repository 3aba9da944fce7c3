/**
 * Steps 1-3 of the room for the pre-exam reviews (review-room.ts describes them all): from one plan, blocks of study
 * moved out of the final stretches of the exams whose pre-exam review found no period (all that can move freely in
 * one trial, then one at a time, taking the place of light to-dos if they must), light to-dos' blocks there taken
 * back, and loose blocks left out put back where no review sits. Every change is a trial (the reviews planned again,
 * the whole objective scored) and is kept only when that falls.
 */
import { Board, HOLDER_STRIDE, UNPLACED } from "./board";
import { FINAL_REVIEW_DAYS, countsPreExamReview } from "./reviews";
import { FINAL_REVIEW_MISSING_COST, SCORE_EPSILON } from "./objective";
import type { PlanBlock, PlanProblem } from "./problem";
import type { Trial } from "./room-trials";

/** Each pass changes the plan at most once; every trial replans the reviews, so their number is bounded too. */
const MAX_PASSES = 24;
const MAX_TRIALS = 64;

/**
 * Days of the final stretch of the items without a pre-exam review: those whose review found no period, and those
 * studied on their exam's eve (no day is left for one).
 */
export function wantedDays(trial: Trial, totalDays: number): Set<number> {
  const wanted = new Set<number>();
  const add = (examDay: number) => {
    for (let day = examDay - FINAL_REVIEW_DAYS; day < examDay; day++) wanted.add(day);
  };
  for (const review of trial.reviews.dropped) if (review.role === "final") add(review.item.exam_day);
  for (const item of trial.items) {
    if (item.study_day >= item.exam_day - 1 && countsPreExamReview(item.exam_day, totalDays)) add(item.exam_day);
  }
  return wanted;
}

/** A board of the problem holding `assignment`. */
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

/** bestMove's holders of the position it tries and their candidates, reused: it tries every candidate of a block. */
const trying: PlanBlock[] = [];
const tryingAt: number[] = [];

/**
 * The cheapest position of `block` outside the `wanted` days: free when `eject` is false, else possibly held by
 * ejectable blocks. The board is left as it was. Only the move it returns gets a list of the blocks it ejects (a
 * list per position tried was most of the room-making's garbage).
 */
function bestMove(board: Board, block: PlanBlock, wanted: ReadonlySet<number>, eject: boolean): Move | undefined {
  const problem = board.problem;
  const from = board.assignment[block.index];
  const fromCost = block.candidates[from].cost;
  board.remove(block);
  let bestIndex = UNPLACED;
  let bestCost = 0;
  for (let index = 0; index < block.candidates.length; index++) {
    const candidate = block.candidates[index];
    if (wanted.has(candidate.day)) continue;
    if (bestIndex !== UNPLACED && candidate.cost - fromCost >= bestCost - SCORE_EPSILON) continue;
    let holders = 0;
    let lost = 0;
    if ((board.used[candidate.day] & candidate.mask) !== 0) {
      if (!eject) continue;
      // The holders, read off the board: the distinct blocks of the position's periods, in period order.
      let blocked = false;
      for (let period = candidate.slot_start; period <= candidate.slot_end && !blocked; period++) {
        const holder = board.holder[candidate.day * HOLDER_STRIDE + period];
        if (holder === UNPLACED) continue;
        const held = problem.blocks[holder];
        if (!ejectable(problem, held)) blocked = true;
        else if (holders === 0 || trying.lastIndexOf(held, holders - 1) < 0) trying[holders++] = held;
      }
      if (blocked) continue;
      for (let k = 0; k < holders; k++) lost += trying[k].weight * trying[k].length;
    }
    const cost = lost + candidate.cost - fromCost;
    if (bestIndex !== UNPLACED && cost >= bestCost - SCORE_EPSILON) continue;
    for (let k = 0; k < holders; k++) {
      tryingAt[k] = board.assignment[trying[k].index];
      board.remove(trying[k]);
    }
    const fits = board.fits(block, candidate);
    for (let k = 0; k < holders; k++) board.place(trying[k], tryingAt[k]);
    if (fits) {
      bestIndex = index;
      bestCost = cost;
    }
  }
  let best: Move | undefined;
  if (bestIndex !== UNPLACED) {
    const candidate = block.candidates[bestIndex];
    const ejected = (board.used[candidate.day] & candidate.mask) !== 0 ? board.holdersOf(candidate) : [];
    best = { block, candidate: bestIndex, ejected, cost: bestCost };
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

/** One run of steps 1-3: the trials made so far and the best plan. */
interface Run {
  problem: PlanProblem;
  totalDays: number;
  trials: number;
  best: Trial;
  /** A trial of the assignment, counted; kept as the best when it is lower. True when kept. */
  offer: (assignment: Int32Array) => boolean;
}

/** Steps 1-3 from one start (its trial): the moves, the drops and the refill, at most MAX_TRIALS trials. */
function improveRoom(problem: PlanProblem, totalDays: number, trial: (assignment: Int32Array) => Trial, start: Trial): Trial {
  const run: Run = {
    problem,
    totalDays,
    // The start's own trial counts.
    trials: 1,
    best: start,
    offer: (assignment) => {
      run.trials++;
      const next = trial(assignment);
      if (next.cost >= run.best.cost - SCORE_EPSILON) return false;
      run.best = next;
      return true;
    },
  };
  movesAtOnce(run);
  movesOneByOne(run);
  drops(run);
  refill(run);
  return run.best;
}

/** 1. Moves out of the final stretches: every block that has a free position elsewhere, in one trial. */
function movesAtOnce(run: Run): void {
  const wanted = wantedDays(run.best, run.totalDays);
  if (wanted.size === 0) return;
  const board = boardOf(run.problem, run.best.assignment);
  let moved = false;
  for (const block of blocksOnDays(board, wanted)) {
    const move = bestMove(board, block, wanted, false);
    if (!move) continue;
    apply(board, move);
    moved = true;
  }
  if (moved) run.offer(board.assignment.slice());
  board.release();
}

/** Then one block at a time, the cheapest move first, taking the place of light to-dos if it must. */
function movesOneByOne(run: Run): void {
  for (let pass = 0; pass < MAX_PASSES && run.trials < MAX_TRIALS; pass++) {
    const wanted = wantedDays(run.best, run.totalDays);
    if (wanted.size === 0) break;
    const board = boardOf(run.problem, run.best.assignment);
    const moves = blocksOnDays(board, wanted)
      .map((block) => bestMove(board, block, wanted, true))
      .filter((move): move is Move => move !== undefined && move.cost < FINAL_REVIEW_MISSING_COST * move.block.length)
      .sort((a, b) => a.cost - b.cost || a.block.index - b.block.index);
    // After a move is kept, the next ones are found again on the changed board.
    let improved = false;
    for (const planned of moves) {
      if (run.trials >= MAX_TRIALS) break;
      if (board.assignment[planned.block.index] === UNPLACED) continue;
      const move = improved ? bestMove(board, planned.block, wanted, true) : planned;
      if (!move || move.cost >= FINAL_REVIEW_MISSING_COST * move.block.length) continue;
      const trialBoard = board.clone();
      apply(trialBoard, move);
      const moved = trialBoard.assignment.slice();
      trialBoard.release();
      if (run.offer(moved)) {
        apply(board, move);
        improved = true;
      }
    }
    board.release();
    if (!improved) break;
  }
}

/** 2. Drops: a light to-do's block in the final stretch taken back. */
function drops(run: Run): void {
  const { problem } = run;
  for (let pass = 0; pass < MAX_PASSES && run.trials < MAX_TRIALS; pass++) {
    const wanted = wantedDays(run.best, run.totalDays);
    if (wanted.size === 0) break;
    const assignment = run.best.assignment;
    const candidates = problem.blocks
      .filter((block) => {
        const index = assignment[block.index];
        if (index < 0 || !ejectable(problem, block)) return false;
        return wanted.has(block.candidates[index].day);
      })
      .sort((a, b) => a.weight * a.length - b.weight * b.length || a.index - b.index);
    let improved = false;
    for (const block of candidates) {
      if (run.trials >= MAX_TRIALS) break;
      const trial = Int32Array.from(assignment);
      trial[block.index] = -1;
      if (run.offer(trial)) {
        improved = true;
        break;
      }
    }
    if (!improved) break;
  }
}

/**
 * 3. Refill: the moves may have opened room for loose blocks left out (by the study plan or by the drops) in periods
 * no review holds; placed in one trial, the heaviest first.
 */
function refill(run: Run): void {
  if (run.trials >= MAX_TRIALS) return;
  const { problem } = run;
  const board = boardOf(problem, run.best.assignment);
  for (const review of run.best.reviews.reviews) {
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
  if (refilled) run.offer(board.assignment.slice());
  board.release();
}

/**
 * The trials by their assignment: the steps below judge some plans more than once (a layout judged, then tried as
 * a plan; a move that rebuilds a plan already tried), and a trial is a function of its assignment alone. The
 * first trial's assignment stands for every equal one (no caller changes an assignment it has had judged).
 */
export function remembered(trial: (assignment: Int32Array) => Trial): (assignment: Int32Array) => Trial {
  const trials = new Map<string, Trial>();
  return (assignment) => {
    const key = assignment.join(",");
    let judged = trials.get(key);
    if (!judged) {
      judged = trial(assignment);
      trials.set(key, judged);
    }
    return judged;
  };
}

/** Steps 1-3 (improveRoom) from a trial, by its assignment: a function of the start alone, so run once per start. */
export function improveOf(problem: PlanProblem, totalDays: number, trial: (assignment: Int32Array) => Trial): (from: Trial) => Trial {
  const improved = new Map<Trial, Trial>();
  return (from) => {
    let result = improved.get(from);
    if (!result) {
      result = improveRoom(problem, totalDays, trial, from);
      improved.set(from, result);
    }
    return result;
  };
}
