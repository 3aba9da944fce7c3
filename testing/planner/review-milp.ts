/**
 * The reviews' MILP (issue 25), for the benchmark: given a study plan (the state with the items placed, no reviews
 * yet), the review sittings that minimise the spacing terms of planner/objective.ts exactly, under the same hard
 * rules as planner/reviews.ts — one free period of the class's allowed blocks, never two reviews in one period, the
 * daily cap, each item's review days well spaced (first ≥ 1 day after the item, gaps never shrinking) and before its
 * exam. Spacing is modelled by enumerating each item's well-spaced day sequences (at most as many reviews as its
 * ladder asks for): one binary per sequence, one per (item, day, period), linked day by day.
 *
 * It does not choose the study plan: the planner's is taken as given, so this is the optimum of the review terms
 * conditional on that plan (the joint model is left for later, docs/performance.md).
 */
import type { Highs } from "highs";
import { withPastPeriodsClosed } from "@/lib/schedule/past-periods";
import { touchesExcludedBlock } from "@/lib/schedule/rough-schedule-plan";
import { classifyDays } from "@/lib/schedule/planner/grid";
import { FINAL_REVIEW_MISSING_COST, REVIEW_DROPPED_COST } from "@/lib/schedule/planner/objective";
import { FINAL_REVIEW_DAYS, countsPreExamReview, reviewDaysByItem, reviewLadder, spacedWell, studiedItems, unstudiedItems } from "@/lib/schedule/planner/reviews";
import { periodsPerDay, type ScheduleState } from "@/lib/schedule/state";
import { modelOf, runHighs, type LinearRow } from "./highs-model";

/** An item with more well-spaced sequences than this makes the model too large to be worth solving here. */
const MAX_SEQUENCES_PER_ITEM = 5000;

export interface ReviewMilpOutcome {
  /** The optimum (or the best found) of the review terms; the bound when not proven. */
  objective: number;
  bound: number;
  status: string;
  seconds: number;
  columns: number;
}

/** Every strictly increasing, well-spaced sequence of days in [first, last] after `studyDay`, of 0 to `max` days. */
function sequences(studyDay: number, first: number, last: number, max: number): number[][] | null {
  const found: number[][] = [[]];
  const extend = (days: number[], previous: number, gap: number): boolean => {
    if (days.length === max) return true;
    for (let day = Math.max(first, previous + gap); day <= last; day++) {
      const next = [...days, day];
      found.push(next);
      if (found.length > MAX_SEQUENCES_PER_ITEM) return false;
      if (!extend(next, day, day - previous)) return false;
    }
    return true;
  };
  return extend([], studyDay, 1) ? found : null;
}

export function solveReviewMilp(
  studied: ScheduleState,
  categoryIds: ReadonlySet<number>,
  dailyCap: number | undefined,
  highs: Highs,
  options: { timeLimitSeconds: number; now: () => number },
): ReviewMilpOutcome | null {
  const started = options.now();
  const cells = classifyDays(withPastPeriodsClosed(studied));
  const periods = periodsPerDay(studied.window);
  const total = studied.window.total_days;
  const reviewed = reviewDaysByItem(studied);
  const costs: number[] = [];
  const rows: LinearRow[] = [];
  const periodRows = new Map<string, { indices: number[]; values: number[] }>();
  const dayRows = new Map<number, { indices: number[]; values: number[] }>();
  const column = (cost: number) => {
    costs.push(cost);
    return costs.length - 1;
  };
  let offset = 0;
  // Items left out, and items with no day for a review before their exam, are without their pre-exam review whatever
  // the reviews (scoreReviews).
  for (const item of unstudiedItems(studied, categoryIds)) {
    if (countsPreExamReview(item.exam_day, total)) offset += FINAL_REVIEW_MISSING_COST;
  }

  for (const item of studiedItems(studied, categoryIds)) {
    if (reviewed.has(item.item_id)) continue;
    const asked = reviewLadder(item.study_day, item.exam_day, total).length;
    const countsFinal = countsPreExamReview(item.exam_day, total);
    const last = Math.min(total, item.exam_day - 1);
    if (asked === 0) {
      // Studied on the exam's eve (or its ladder past the window, and then not counted): no review is possible.
      if (countsFinal) offset += FINAL_REVIEW_MISSING_COST;
      continue;
    }
    const all = sequences(item.study_day, item.study_day + 1, last, asked);
    if (!all) return null;
    const choose: number[] = [];
    const byDay = new Map<number, number[]>();
    for (const days of all) {
      if (!spacedWell([item.study_day, ...days])) continue;
      const hasFinal = days.some((day) => day >= item.exam_day - FINAL_REVIEW_DAYS && day <= item.exam_day - 1);
      const cost = (countsFinal && !hasFinal ? FINAL_REVIEW_MISSING_COST : 0) + REVIEW_DROPPED_COST * Math.max(0, asked - days.length);
      const z = column(cost);
      choose.push(z);
      for (const day of days) byDay.set(day, [...(byDay.get(day) ?? []), z]);
    }
    rows.push({ indices: choose, values: choose.map(() => 1), lower: 1, upper: 1 });
    for (const [day, zs] of byDay) {
      const ys: number[] = [];
      for (let period = 1; period <= periods; period++) {
        if ((cells[day].freeMask & (1 << (period - 1))) === 0) continue;
        if (touchesExcludedBlock(period, period, item.taskClass.excluded_slots)) continue;
        const y = column(0);
        ys.push(y);
        const key = `${day}:${period}`;
        const row = periodRows.get(key) ?? { indices: [], values: [] };
        row.indices.push(y);
        row.values.push(1);
        periodRows.set(key, row);
        const dayRow = dayRows.get(day) ?? { indices: [], values: [] };
        dayRow.indices.push(y);
        dayRow.values.push(1);
        dayRows.set(day, dayRow);
      }
      // The review days a chosen sequence holds are exactly the days given a period.
      rows.push({ indices: [...ys, ...zs], values: [...ys.map(() => 1), ...zs.map(() => -1)], lower: 0, upper: 0 });
    }
  }
  for (const row of periodRows.values()) rows.push({ ...row, lower: 0, upper: 1 });
  if (dailyCap !== undefined) {
    for (const [day, row] of dayRows) rows.push({ ...row, lower: 0, upper: Math.max(0, dailyCap - cells[day].studyPeriods) });
  }
  if (costs.length === 0) return { objective: offset, bound: offset, status: "optimal", seconds: 0, columns: 0 };

  const run = runHighs(highs, modelOf(rows, { cost: costs }, offset), {
    solver: { time_limit: options.timeLimitSeconds, mip_rel_gap: 1e-6 },
    now: options.now,
  });
  return {
    objective: run.objective,
    bound: Number.isFinite(run.bound) ? run.bound : 0,
    status: run.status,
    seconds: (options.now() - started) / 1000,
    columns: costs.length,
  };
}
