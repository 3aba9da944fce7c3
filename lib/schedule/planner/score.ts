/** Scores an assignment (candidate index per block, -1 = left out) with the terms of objective.ts. */
import { EMBED_COST_PER_PERIOD, LATE_COST_PER_PERIOD, emptyScore, lateFromDay, type Score } from "./objective";
import type { PlanProblem } from "./problem";

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
