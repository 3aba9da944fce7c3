/**
 * Room for the pre-exam reviews (issue 25): the study plan is solved first, and it can fill every period of an
 * exam's last 3 days — the study objective does not see the reviews. A pre-exam review is worth FINAL_REVIEW_MISSING_COST
 * (2.5), so the plan is then changed where that lowers the whole objective (the study terms plus the spacing terms),
 * the reviews planned again after each change:
 *
 * 0. held periods: when the study alone fits the window, the study plan is also solved again with one period per item
 *    of each exam class held in its exam's final stretch (reserve.ts), so the whole search lays the study out around
 *    them (chains of moves included) and leaves out, if anything, the lightest work by its own weights; steps 1-3
 *    run from both plans and the lower end is kept;
 * 1. moves (steps 1-3 are room-moves.ts's): a block of study sitting in the last days of an exam whose pre-exam
 *    review found no period moves to another of its positions outside those days — first every such block that has
 *    a free position at once (one trial), then one block at a time, taking, if it must, the position of loose
 *    blocks of a to-do of the two lighter quadrants, which are left out (their weight is below a pre-exam review's).
 *    A class item keeps its chain's order (Board.fits); nothing moves onto or after an exam day (the candidates
 *    never are).
 * 2. drops: a loose block of such a to-do placed in those days is taken back;
 * 3. refill: loose blocks left out go back where no review sits;
 * 4. late chains: when reviews were dropped, the exam classes' chains move to their latest positions before their
 *    exams, around the pre-exam reviews, the loose work is planned again around them (late-chains.ts: an item
 *    studied closer to its exam asks for fewer reviews) and steps 1-3 run from there; at most two rounds, then once
 *    with the chains interleaved item by item;
 * 5. the ladder's moves: when the study fits the window and reviews were still dropped, the study planner's own
 *    moves, chains of moves and exchanges run on the plan kept with each exam item's position costed by the review
 *    ladder its day asks for (ladder-costs.ts), around the pre-exam reviews, and steps 1-3 from there; kept when the
 *    whole objective falls, up to three rounds; then each class's chain at its cheapest layout with its own pre-exam
 *    reviews free to move (they are planned again), likewise; then all the exam chains laid together with prices on
 *    the days they crowd (joint-layout.ts), likewise; then the same price rounds each judged by the whole objective,
 *    with the loose work planned again around its chains (replannedRound), likewise; then sets of two or three
 *    chains laid again with their own pre-exam reviews (chain-subsets.ts, subsetRound), likewise, up to two rounds.
 *
 * The moves and drops never drop a class item or a heavier to-do; the held plan and the late chains leave out what
 * the study planner does with those periods gone (by weight: the lightest work first), and are kept, like every
 * trial, only when the whole objective falls. Only with allow_partial: what it takes back is then reported as left
 * out, like any other.
 */
import { applyPlacements, placementsOf } from "./apply";
import { countsPreExamReview, reviewDaysByItem, studiedItems } from "./reviews";
import { planReviews } from "./review-placement";
import { SCORE_EPSILON } from "./objective";
import type { PlanProblem } from "./problem";
import { improveOf, remembered, wantedDays } from "./room-moves";
import { periodsPerDay, type ScheduleState, type StateTaskClass } from "../state";
import { assignmentBack, preExamHolds, restrictProblem } from "./reserve";
import { lateChainsPlan, type LateChainsVariant } from "./late-chains";
import { solvePlan } from "./solve";
import { chainLayoutBound } from "./room-bounds";
import { chainsLaidTogether, ladderMoves, relaidClass, withLadderCosts, type LadderProblem } from "./ladder-costs";
import { SUBSET_ROUNDS, finals, heldMasks, replannedRound, subsetRound, type Judge } from "./judged-layouts";
import { fastTrials, stateTrials, type RoomOptions, type RoomResult, type Trial } from "./room-trials";

/** Rounds of late chains (step 4), each a re-solve of the loose work and a run of steps 1-3. */
const LATE_CHAIN_ROUNDS = 2;
/** The interleaved layout tried after them (late-chains.ts), once. */
const INTERLEAVED: LateChainsVariant = { minDays: 4, interleave: true, gapWeight: 1 };
/** Rounds of the ladder's moves (step 5), each followed by steps 1-3. */
const LADDER_ROUNDS = 3;


/** Whether the study alone fits the window: its periods at most the days' capacity (free periods within the cap). */
function fitsWindow(problem: PlanProblem): boolean {
  let demand = 0;
  for (const block of problem.blocks) demand += block.length;
  let capacity = 0;
  for (let day = 1; day <= problem.days; day++) capacity += problem.day_capacity[day];
  return demand <= capacity;
}

/**
 * The study plan solved again with periods of the exams' final stretches held for the pre-exam reviews (one per item
 * of each exam class planned), in the original problem's terms; undefined when that is not worth a solve: every
 * pre-exam review found a period, or the study alone needs more than the window holds (an overloaded plan leaves
 * work out anyway, and the held periods would only add to it: the moves below serve it better).
 */
function heldPlan(problem: PlanProblem, base: ScheduleState, options: RoomOptions, start: Trial): Int32Array | undefined {
  const totalDays = base.window.total_days;
  if (wantedDays(start, totalDays).size === 0) return undefined;
  if (!fitsWindow(problem)) return undefined;
  const reviewed = reviewDaysByItem(base);
  const counts = new Map<StateTaskClass, number>();
  const add = (taskClass: StateTaskClass, count: number) => counts.set(taskClass, (counts.get(taskClass) ?? 0) + count);
  const examClasses = new Map(
    (base.task_classes ?? [])
      .filter((taskClass) => taskClass.exam_day !== undefined && countsPreExamReview(taskClass.exam_day, totalDays))
      .filter((taskClass) => !options.categoryIds || options.categoryIds.has(taskClass.category_id))
      .map((taskClass) => [taskClass.category_id, taskClass]),
  );
  for (const unit of problem.units) {
    const taskClass = unit.kind === "chain" && unit.settings ? examClasses.get(unit.settings.category_id) : undefined;
    if (taskClass) add(taskClass, unit.blocks.length);
  }
  for (const item of studiedItems(base)) {
    const taskClass = examClasses.get(item.taskClass.category_id);
    if (taskClass && !reviewed.has(item.item_id)) add(taskClass, 1);
  }
  if (counts.size === 0) return undefined;
  const classes = [...counts].map(([taskClass, count]) => ({ taskClass, count })).sort((a, b) => a.taskClass.exam_day! - b.taskClass.exam_day! || a.taskClass.category_id - b.taskClass.category_id);
  const restricted = restrictProblem(problem, preExamHolds(problem, classes, periodsPerDay(base.window)));
  // One search order (the full solve's others add little here, and this solve is most of the room-making's time).
  return assignmentBack(restricted, solvePlan(restricted.problem, ["deadline"], { repack: false }).assignment);
}



/**
 * `alternative`: a second study plan to start from (solve.ts's repacked plan, when the search's is `start`): its
 * steps 1-3 run too, and it is kept when it ends lower than the start's and the held plan's.
 */
export function makeRoomForFinalReviews(problem: PlanProblem, start: ArrayLike<number>, base: ScheduleState, options: RoomOptions = {}, alternative?: ArrayLike<number>): RoomResult {
  // The spacing terms read only the exam classes' items and reviews, which `base` and the problem's state (base with
  // the periods that have begun closed, as courses) hold alike.
  const fast = fastTrials(problem, base, options);
  const trial = remembered(fast ?? stateTrials(problem, base, options));
  const first = trial(Int32Array.from(start));
  const improve = improveOf(problem, base.window.total_days, trial);
  let best = improve(first);
  // 0. The study planned again around periods held for the pre-exam reviews (reserve.ts), then improved the same
  // way; kept when it ends lower. (Improving the better start alone is not enough: the moves are greedy, and from
  // the held plan they can end above where they end from the study plan.)
  const held = heldPlan(problem, base, options, first);
  if (held) {
    const fromHeld = improve(trial(held));
    if (fromHeld.cost < best.cost - SCORE_EPSILON) best = fromHeld;
  }
  if (alternative) {
    const fromAlternative = improve(trial(Int32Array.from(alternative)));
    if (fromAlternative.cost < best.cost - SCORE_EPSILON) best = fromAlternative;
  }
  // 4. Exam items late, loose work early (late-chains.ts): fewer reviews asked for, fewer dropped. The chains are
  // laid around the pre-exam reviews only (the others follow their items) and the moves, drops and refill run on
  // the result, whose reviews are planned afresh; a second round starts from a first that was kept.
  const examDays = examDaysOf(base, options);
  const fits = fitsWindow(problem);
  if (best.reviews.dropped.length > 0 && fits) {
    for (let round = 0; round < LATE_CHAIN_ROUNDS; round++) {
      const late = lateChainsPlan(problem, best.assignment, finals(best), examDays);
      if (!late) break;
      const fromLate = improve(trial(late));
      if (fromLate.cost >= best.cost - SCORE_EPSILON) break;
      best = fromLate;
    }
    // Then the chains interleaved, when several exams share the days before them.
    if (examDays.size > 1) {
      const late = lateChainsPlan(problem, best.assignment, finals(best), examDays, INTERLEAVED);
      if (late) {
        const fromLate = improve(trial(late));
        if (fromLate.cost < best.cost - SCORE_EPSILON) best = fromLate;
      }
    }
  }
  // 5. The ladder's moves, from the plan kept: the late chains move whole chains, these single items.
  // The last steps judge layouts of the chains by the loose work planned again around each: a layout whose bound
  // (room-bounds.ts) reaches what it must beat is not planned (fastTrials's condition is the bound's).
  if (fits && best.reviews.dropped.length > 0) {
    const bound = fast ? chainLayoutBound(problem, base, options) : undefined;
    best = ladderRounds(problem, { trial, improve, bound }, best, examDays);
  }
  // The reviews of the plan kept, planned on the state itself: the same plan, its items being the placed tasks.
  return { assignment: best.assignment, reviews: fast ? planReviews(applyPlacements(base, placementsOf(problem, best.assignment)), options) : best.reviews };
}

/** The exam day of each exam class planned, by category id. */
function examDaysOf(base: ScheduleState, options: RoomOptions): Map<number, number> {
  const examDays = new Map<number, number>();
  for (const taskClass of base.task_classes ?? []) {
    if (taskClass.exam_day === undefined || (options.categoryIds && !options.categoryIds.has(taskClass.category_id))) continue;
    examDays.set(taskClass.category_id, taskClass.exam_day);
  }
  return examDays;
}

/**
 * Step 5, in rounds while reviews are dropped: the ladder's moves (ladder-costs.ts) with the round's pre-exam
 * reviews held, then steps 1-3; a round is kept when the whole objective falls, else the rounds stop. Then the
 * classes' chains one by one with their own pre-exam reviews not held, the same way.
 */
function ladderRounds(problem: PlanProblem, judge: Judge, start: Trial, examDays: ReadonlyMap<number, number>): Trial {
  const { trial, improve } = judge;
  let result = start;
  // Built once per call, on first need: its exam items' rankings are sorted afresh (pack.ts).
  let costed: LadderProblem | undefined;
  const ladder = () => (costed ??= withLadderCosts(problem, examDays));
  /** The trial's steps 1-3 from `moved`, kept when the whole objective falls. */
  const tryPlan = (moved: Int32Array | undefined): boolean => {
    if (!moved) return false;
    const next = improve(trial(moved));
    if (next.cost >= result.cost - SCORE_EPSILON) return false;
    result = next;
    return true;
  };
  for (let round = 0; round < LADDER_ROUNDS && result.reviews.dropped.length > 0; round++) {
    if (!tryPlan(ladderMoves(ladder(), result.assignment, heldMasks(problem, finals(result))))) break;
  }
  // Then each class's chain with its own pre-exam reviews free to move (relaidClass), and after a round that gained,
  // the moves again. After the rounds above, so the plan never ends above where they left it.
  for (let round = 0; round < LADDER_ROUNDS && result.reviews.dropped.length > 0; round++) {
    let improved = false;
    for (const categoryId of examDays.keys()) {
      const others = finals(result).filter((review) => review.item.taskClass.category_id !== categoryId);
      if (tryPlan(relaidClass(ladder(), result.assignment, heldMasks(problem, others), categoryId))) improved = true;
    }
    if (!improved) break;
    tryPlan(ladderMoves(ladder(), result.assignment, heldMasks(problem, finals(result))));
  }
  // Then all the exam chains laid together (joint-layout.ts), and after a gain the moves again.
  if (result.reviews.dropped.length > 0 && tryPlan(chainsLaidTogether(ladder(), result.assignment, heldMasks(problem, finals(result))))) {
    tryPlan(ladderMoves(ladder(), result.assignment, heldMasks(problem, finals(result))));
  }
  // Then the same rounds judged by the whole objective, the loose work planned again around each (below).
  if (result.reviews.dropped.length > 0 && tryPlan(replannedRound(problem, ladder(), judge, result))) {
    tryPlan(ladderMoves(ladder(), result.assignment, heldMasks(problem, finals(result))));
  }
  // Then two or three chains laid again with their own pre-exam reviews (chain-subsets.ts, below).
  for (let round = 0; round < SUBSET_ROUNDS && result.reviews.dropped.length > 0; round++) {
    const gained = subsetRound(problem, ladder(), judge, result, examDays).some(
      // A layout not below the plan as judged may still be after the moves on the ladder's costs settle it.
      (top) => tryPlan(top.assignment) || tryPlan(ladderMoves(ladder(), top.assignment, heldMasks(problem, finals(top)))),
    );
    if (!gained) break;
    tryPlan(ladderMoves(ladder(), result.assignment, heldMasks(problem, finals(result))));
  }
  return result;
}
