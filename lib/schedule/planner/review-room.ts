/**
 * Room for the pre-exam reviews (issue 25): the study plan is solved first, and in an overloaded window it can fill
 * every period of an exam's last 3 days. A pre-exam review is worth more than a period of a to-do of the two lighter
 * quadrants (FINAL_REVIEW_MISSING_COST against QUADRANT_WEIGHT 2 and 1), so a loose block of such a to-do placed in
 * those days is taken back when that lowers the whole objective — the study terms plus the spacing terms — and the
 * reviews are planned again. Never a class item (quadrant 2 by default) and never a heavier to-do. Only with
 * allow_partial: the to-do it takes back is then reported as left out, like any other.
 */
import { applyPlacements, placementsOf } from "./apply";
import { FINAL_REVIEW_DAYS, reviewTasks, type ReviewPlan } from "./reviews";
import { FINAL_REVIEW_MISSING_COST, SCORE_EPSILON } from "./objective";
import type { PlanProblem } from "./problem";
import { scoreAssignment, scoreReviews } from "./score";
import type { ScheduleState } from "../state";

/** Each pass takes back at most one block; every trial replans the reviews, so their number is bounded too. */
const MAX_PASSES = 24;
const MAX_TRIALS = 64;

export interface RoomResult {
  assignment: Int32Array;
  reviews: ReviewPlan;
}

/** The study plan's cost and its reviews', `studied` being the state with the study placed. */
function totalCost(problem: PlanProblem, assignment: Int32Array, studied: ScheduleState, plan: ReviewPlan): number {
  const withReviews: ScheduleState = { ...studied, tasks: [...studied.tasks, ...reviewTasks(studied, plan.reviews)] };
  return scoreAssignment(problem, assignment).objective + scoreReviews(withReviews).objective;
}

export function makeRoomForFinalReviews(
  problem: PlanProblem,
  start: ArrayLike<number>,
  base: ScheduleState,
  plan: (state: ScheduleState) => ReviewPlan,
): RoomResult {
  let assignment = Int32Array.from(start);
  // One application of the study per trial serves both the reviews' planning and their score: the spacing terms
  // read only the exam classes' items and reviews, which `base` and the problem's state (base with the periods that
  // have begun closed, as courses) hold alike.
  const placed = (trial: Int32Array) => applyPlacements(base, placementsOf(problem, trial));
  const first = placed(assignment);
  let reviews = plan(first);
  let cost = totalCost(problem, assignment, first, reviews);
  let trials = 0;
  for (let pass = 0; pass < MAX_PASSES && trials < MAX_TRIALS; pass++) {
    const finals = reviews.dropped.filter((review) => review.role === "final");
    if (finals.length === 0) break;
    // Days of the final stretch of an item whose pre-exam review found no period.
    const wanted = new Set<number>();
    for (const review of finals) {
      for (let day = review.item.exam_day - FINAL_REVIEW_DAYS; day < review.item.exam_day; day++) wanted.add(day);
    }
    const candidates = problem.blocks
      .filter((block) => {
        const index = assignment[block.index];
        if (index < 0 || problem.units[block.unit].kind !== "loose") return false;
        return block.weight < FINAL_REVIEW_MISSING_COST && wanted.has(block.candidates[index].day);
      })
      .sort((a, b) => a.weight * a.length - b.weight * b.length || a.index - b.index);
    let improved = false;
    for (const block of candidates) {
      if (trials++ >= MAX_TRIALS) break;
      const trial = Int32Array.from(assignment);
      trial[block.index] = -1;
      const studied = placed(trial);
      const trialReviews = plan(studied);
      const trialCost = totalCost(problem, trial, studied, trialReviews);
      if (trialCost < cost - SCORE_EPSILON) {
        assignment = trial;
        reviews = trialReviews;
        cost = trialCost;
        improved = true;
        break;
      }
    }
    if (!improved) break;
  }
  return { assignment, reviews };
}

