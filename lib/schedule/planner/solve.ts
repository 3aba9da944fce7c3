/**
 * The planner: builds the candidate plans and keeps the best by the objective (objective.ts).
 * - search, once per tie-break order: priority-ordered placement with repacking and ejection (search.ts), then
 *   local moves (improve.ts), then each chain reshaped to its class's strategy (polish.ts);
 * - classic: the rough scheduler's original class-by-class rule (classic.ts), as is and after local moves.
 * On a tie the classic plan wins, so wherever the old rule was already optimal the placements do not change.
 * The best then goes through chains of moves (augment.ts), kept only where they lower the objective: on a long
 * window that is what takes blocks off 水课 and urgency days when the free periods they need are held by others.
 */
import type { Board } from "./board";
import { augmentPlan } from "./augment";
import { classicPlan } from "./classic";
import { improvePlan } from "./improve";
import { SCORE_EPSILON, type Score } from "./objective";
import { polishChains } from "./polish";
import type { PlanProblem } from "./problem";
import { scoreAssignment } from "./score";
import { SEARCH_ORDERS, searchPlan, type SearchOrder } from "./search";

export interface SolvedPlan {
  problem: PlanProblem;
  /** Candidate index per block, -1 when the block is left out. */
  assignment: Int32Array;
  score: Score;
  method: BaseMethod | `${BaseMethod}+chains`;
}

type BaseMethod = "classic" | "classic+moves" | `search:${SearchOrder}`;

const ALL_ORDERS = Object.keys(SEARCH_ORDERS) as SearchOrder[];

/** `orders`: the search orders to run (default all of SEARCH_ORDERS; the room-making's re-solves run one). */
export function solvePlan(problem: PlanProblem, orders: readonly SearchOrder[] = ALL_ORDERS): SolvedPlan {
  const plans: Array<{ board: Board; method: BaseMethod }> = [];
  const classic = classicPlan(problem);
  if (classic) {
    plans.push({ board: classic, method: "classic" });
    const moved = classic.clone();
    improvePlan(moved);
    plans.push({ board: moved, method: "classic+moves" });
  }
  for (const order of orders) {
    const searched = searchPlan(problem, order);
    improvePlan(searched);
    polishChains(searched);
    plans.push({ board: searched, method: `search:${order}` });
  }

  let best: { board: Board; method: BaseMethod; score: Score } | undefined;
  for (const { board, method } of plans) {
    const score = scoreAssignment(problem, board.assignment);
    if (!best || score.objective < best.score.objective - SCORE_EPSILON) best = { board, method, score };
  }
  const { board, method, score } = best!;
  const chained = board.clone();
  if (augmentPlan(chained)) {
    const better = scoreAssignment(problem, chained.assignment);
    if (better.objective < score.objective - SCORE_EPSILON) {
      return { problem, assignment: chained.assignment, score: better, method: `${method}+chains` };
    }
  }
  return { problem, assignment: board.assignment, score, method };
}
