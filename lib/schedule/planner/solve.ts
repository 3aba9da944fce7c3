/**
 * The planner: builds the candidate plans and keeps the best by the objective (objective.ts).
 * - search, once per tie-break order: priority-ordered placement with repacking and ejection (search.ts), then
 *   local moves (improve.ts), then each chain reshaped to its class's strategy (polish.ts);
 * - classic: the rough scheduler's original class-by-class rule (classic.ts), as is and after local moves.
 * On a tie the classic plan wins, so wherever the old rule was already optimal the placements do not change.
 * The best then goes through chains of moves (augment.ts), kept only where they lower the objective: on a long
 * window that is what takes blocks off 水课 and urgency days when the free periods they need are held by others.
 */
import { UNPLACED, type Board } from "./board";
import { augmentPlan } from "./augment";
import { classicPlan } from "./classic";
import { improvePlan } from "./improve";
import { SCORE_EPSILON, type Score } from "./objective";
import { polishChains } from "./polish";
import type { PlanProblem } from "./problem";
import { scoreAssignment } from "./score";
import { PACK_RULES, packBlocks, type PackRule } from "./pack";
import { SEARCH_ORDERS, searchPlan, type SearchOrder } from "./search";

export interface SolvedPlan {
  problem: PlanProblem;
  /** Candidate index per block, -1 when the block is left out. */
  assignment: Int32Array;
  score: Score;
  method: BaseMethod | `${BaseMethod}+chains`;
  /**
   * When the whole repacking (repackedCostly) gave the plan: the plan the search alone gave (after the chains of
   * moves). The room-making (review-room.ts) runs from it too, and keeps the lower.
   */
  unrepacked?: Int32Array;
}

type BaseMethod = "classic" | "classic+moves" | `search:${SearchOrder}` | `repacked:${PackRule}`;

const ALL_ORDERS = Object.keys(SEARCH_ORDERS) as SearchOrder[];

/**
 * `orders`: the search orders to run (default all of SEARCH_ORDERS; the room-making's re-solves run one).
 * `repack` false: no whole repacking of a plan with costly blocks (repackedCostly; the room-making's re-solves,
 * whose plans the whole objective judges: packed again, they ended above on the exam sweep).
 */
export function solvePlan(problem: PlanProblem, orders: readonly SearchOrder[] = ALL_ORDERS, options: { repack?: boolean } = {}): SolvedPlan {
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
  // The best packed again whole, when some of its blocks cost something where they are (below).
  const searched = best!;
  for (const repacked of options.repack === false ? [] : repackedCostly(searched.board)) {
    const score = scoreAssignment(problem, repacked.board.assignment);
    if (score.objective < best!.score.objective - SCORE_EPSILON) best = { ...repacked, score };
  }
  const solved = chained(problem, best!);
  if (best === searched) return solved;
  // The chains of moves may take the search's plan lower still: the repacking is kept only when it ends lower.
  const unrepacked = chained(problem, searched);
  return unrepacked.score.objective <= solved.score.objective + SCORE_EPSILON ? unrepacked : { ...solved, unrepacked: unrepacked.assignment };
}

/** The plan after the chains of moves (augment.ts), kept only where they lower the objective. */
function chained(problem: PlanProblem, best: { board: Board; method: BaseMethod; score: Score }): SolvedPlan {
  const { board, method, score } = best;
  const moved = board.clone();
  if (augmentPlan(moved)) {
    const better = scoreAssignment(problem, moved.assignment);
    if (better.objective < score.objective - SCORE_EPSILON) {
      return { problem, assignment: moved.assignment, score: better, method: `${method}+chains` };
    }
  }
  return { problem, assignment: board.assignment, score, method };
}

/**
 * The plan's placed blocks packed again, all of them, by each packing rule (pack.ts), when some of them cost
 * something where they are (a 水课, or on or past the task's urgency day). The search packs again only for a block
 * that finds no room, so a block that fits at once, but late, stays late; the same blocks packed in another order
 * (latest_first: the units that start latest first, each at its latest cheap position) can leave it room in time.
 * The same blocks are placed, so a lower position cost is a lower objective (solvePlan keeps it only then).
 */
function repackedCostly(board: Board): Array<{ board: Board; method: BaseMethod }> {
  const { problem, assignment } = board;
  const members = new Set<number>();
  let costly = false;
  for (const block of problem.blocks) {
    if (assignment[block.index] === UNPLACED) continue;
    members.add(block.index);
    if (block.candidates[assignment[block.index]].cost > 0) costly = true;
  }
  if (!costly) return [];
  const plans: Array<{ board: Board; method: BaseMethod }> = [];
  for (const rule of PACK_RULES) {
    const packed = packBlocks(problem, members, rule);
    if (packed) plans.push({ board: packed, method: `repacked:${rule}` });
  }
  return plans;
}
