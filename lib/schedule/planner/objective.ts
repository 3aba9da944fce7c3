/**
 * What a plan costs; the planner, the MILP reference and the benchmark all score with these numbers, so "better"
 * means the same thing everywhere.
 *
 *   objective = Σ weight(quadrant) × missed periods  +  EMBED_COST × periods embedded into 水课
 *             + LATE_COST × periods placed on or after the task's urgency day
 *
 * Every period of study takes one period of the timetable, so the weight per period is also the value density:
 * urgent-important work (quadrant 1) is worth twice quadrant 2, and so on. Embedding and lateness cost far less than
 * one missed period of the lightest quadrant, so neither ever makes the plan drop work it could place.
 */
import type { PriorityGroup } from "@/lib/tasks/priority";
import type { StateTask } from "../state";

export const QUADRANT_WEIGHT: Record<PriorityGroup, number> = { 1: 8, 2: 4, 3: 2, 4: 1 };
export const EMBED_COST_PER_PERIOD = 0.25;
export const LATE_COST_PER_PERIOD = 0.1;

/** Task items are exam revision: important, not urgent, unless the item says otherwise. */
const DEFAULT_ITEM_QUADRANT: PriorityGroup = 2;

/**
 * The quadrant a task counts as today (window day 1). A quadrant-2 task past its urgency threshold is quadrant 1
 * (effectiveQuadrant in lib/tasks/priority.ts). A loose task without a quadrant gets the product's default:
 * 2 with a deadline, 3 without (defaultPriority).
 */
export function quadrantToday(task: StateTask, isLoose: boolean): PriorityGroup {
  const stated = task.priority_group ?? (isLoose ? (task.deadline_day !== undefined ? 2 : 3) : DEFAULT_ITEM_QUADRANT);
  if (stated === 2 && task.urgent_from_day !== undefined && task.urgent_from_day <= 1) return 1;
  return stated;
}

/** The first day whose periods count as late for the task, when its urgency threshold lies ahead. */
export function lateFromDay(task: StateTask): number | undefined {
  const day = task.urgent_from_day;
  return day !== undefined && day > 1 ? day : undefined;
}

export interface Score {
  objective: number;
  /** Σ weight × missed periods: the first term alone. */
  weighted_missed: number;
  missed_periods: number;
  placed_periods: number;
  embedded_periods: number;
  late_periods: number;
}

export function emptyScore(): Score {
  return { objective: 0, weighted_missed: 0, missed_periods: 0, placed_periods: 0, embedded_periods: 0, late_periods: 0 };
}

/** Scores within this distance are equal: the terms are sums of multiples of 0.05. */
export const SCORE_EPSILON = 1e-6;

/**
 * Spaced review (issue 25), scored by scoreReviews (score.ts) on any state, the planner's or a hand-edited draft's:
 *
 *   review cost = FINAL_MISSING × items without a review in the 3 days before their exam: every item of an exam
 *                 class whose exam's eve is in the window (countsPreExamReview), studied or not — an item left out
 *                 or first studied on the exam's eve goes to the exam unreviewed too, so neither may cost less than
 *                 an item studied in time whose review found no period (before, both escaped the term, and the
 *                 joint MILP's optimum crammed items onto the eve and left light class items out to avoid it)
 *               + REVIEW_DROPPED × reviews of the expanding schedule (+1, +3, +7 … days) that were not placed
 *               + SPACING × reviews too close: on or before their item's day, or sooner after the previous review
 *                 than that one came after its own predecessor (gaps must not shrink)
 *
 * A review is one period. A review of the ladder's middle or start weighs less than any period of study, so it never
 * displaces study; the pre-exam review weighs more than a period of a to-do of quadrant 3 or 4 (2 and 1) and less than
 * one of quadrant 1 or 2 or of any class item (quadrant 2 by default): in an overloaded exam week it may take the
 * period of an easy to-do (planner/review-room.ts), never of real study.
 */
export const FINAL_REVIEW_MISSING_COST = 2.5;
export const REVIEW_DROPPED_COST = 0.1;
export const REVIEW_SPACING_COST = 0.5;

export interface ReviewScore {
  /** FINAL_MISSING × final_missing + REVIEW_DROPPED × dropped + SPACING × too_close. */
  objective: number;
  /** Review sittings in the state for items of classes with an exam. */
  placed: number;
  /** Reviews the expanding schedule asked for that are not in the state. */
  dropped: number;
  /** Items whose exam's eve is in the window that have no review in the last 3 days before it (left-out ones too). */
  final_missing: number;
  /** Items of exam classes whose exam's eve is in the window, studied or left out. */
  items: number;
  /** Reviews too close to their item or to the previous review. */
  too_close: number;
  /** The smallest gap in days between a review and what precedes it (its item or the previous review); null: none. */
  min_gap: number | null;
}
