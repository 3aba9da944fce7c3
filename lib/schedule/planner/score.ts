/** Scores an assignment (candidate index per block, -1 = left out) with the terms of objective.ts. */
import type { ScheduleState } from "../state";
import {
  EMBED_COST_PER_PERIOD,
  FINAL_REVIEW_MISSING_COST,
  LATE_COST_PER_PERIOD,
  REVIEW_DROPPED_COST,
  REVIEW_SPACING_COST,
  emptyScore,
  lateFromDay,
  type ReviewScore,
  type Score,
} from "./objective";
import type { PlanProblem } from "./problem";
import { countsPreExamReview, isFinalDay, reviewDaysByItem, reviewLadder, studiedItems, unstudiedItems, type StudiedItem } from "./reviews";

export function scoreAssignment(problem: PlanProblem, assignment: ArrayLike<number>): Score {
  const score = emptyScore();
  for (const block of problem.blocks) {
    const index = assignment[block.index];
    if (index < 0) {
      score.missed_periods += block.length;
      score.weighted_missed += block.weight * block.length;
      continue;
    }
    const candidate = block.candidates[index];
    score.placed_periods += block.length;
    if (candidate.host_id !== undefined) score.embedded_periods += block.length;
    const lateFrom = lateFromDay(block.task);
    if (lateFrom !== undefined && candidate.day >= lateFrom) score.late_periods += block.length;
  }
  score.objective =
    score.weighted_missed + EMBED_COST_PER_PERIOD * score.embedded_periods + LATE_COST_PER_PERIOD * score.late_periods;
  return score;
}

/**
 * The spacing terms of objective.ts on a state: every studied item of an exam class against the expanding schedule
 * its study day asks for (reviewLadder), whoever placed its reviews.
 */
export function scoreReviews(state: ScheduleState): ReviewScore {
  return scoreReviewsOf(studiedItems(state), unstudiedItems(state), reviewDaysByItem(state), state.window.total_days);
}

const NO_DAYS: readonly number[] = [];

/**
 * scoreReviews on its inputs read already: the studied items of every exam class (studiedItems), those left out
 * (unstudiedItems), the review days of each item (reviewDaysByItem) and the window's length.
 */
export function scoreReviewsOf(
  studied: readonly StudiedItem[],
  unstudied: ReadonlyArray<{ exam_day: number }>,
  byItem: ReadonlyMap<number, readonly number[]>,
  totalDays: number,
): ReviewScore {
  const score: ReviewScore = { objective: 0, placed: 0, dropped: 0, final_missing: 0, items: 0, too_close: 0, min_gap: null };
  // Indexed loops: the room-making scores every trial with this, and for-of's iterators were garbage there.
  for (let index = 0; index < studied.length; index++) {
    const item = studied[index];
    const days = byItem.get(item.item_id) ?? NO_DAYS;
    const asked = reviewLadder(item.study_day, item.exam_day, totalDays).length;
    score.placed += days.length;
    score.dropped += Math.max(0, asked - days.length);
    if (countsPreExamReview(item.exam_day, totalDays)) {
      score.items++;
      let final = false;
      for (let at = 0; at < days.length && !final; at++) final = isFinalDay(days[at], item.exam_day);
      if (!final) score.final_missing++;
    }
    let previous = item.study_day;
    let previousGap = 1;
    for (let at = 0; at < days.length; at++) {
      const day = days[at];
      const gap = day - previous;
      if (gap < previousGap || day >= item.exam_day) score.too_close++;
      score.min_gap = score.min_gap === null ? gap : Math.min(score.min_gap, gap);
      previousGap = Math.max(previousGap, gap);
      previous = day;
    }
  }
  // An item left out is not reviewed before its exam either: it is never cheaper than one studied without review.
  for (let index = 0; index < unstudied.length; index++) {
    if (!countsPreExamReview(unstudied[index].exam_day, totalDays)) continue;
    score.items++;
    score.final_missing++;
  }
  score.objective =
    FINAL_REVIEW_MISSING_COST * score.final_missing + REVIEW_DROPPED_COST * score.dropped + REVIEW_SPACING_COST * score.too_close;
  return score;
}
