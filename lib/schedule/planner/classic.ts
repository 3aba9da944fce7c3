/**
 * The rough scheduler's original rule as one candidate plan: classes one after another, earliest last day first,
 * each chain placed by planClass's rule (chain.ts: it decides exactly whether a chain fits, then spreads it by its
 * strategy); a class that does not fit whole keeps its longest placeable prefix. Loose tasks then take what is
 * left, heaviest first. solve.ts keeps this plan whenever the search does not beat it, so the scheduler's
 * placements stay what they always were wherever the old rule was already best.
 *
 * The rule knows nothing of a daily cap, so with a cap there is no classic plan.
 */
import { Board, UNPLACED } from "./board";
import { shapeChain } from "./chain";
import { pickCandidate } from "./pack";
import type { PlanProblem } from "./problem";

export function classicPlan(problem: PlanProblem): Board | null {
  if (problem.daily_cap !== undefined) return null;
  const board = new Board(problem);
  for (const unit of problem.units) {
    if (unit.kind !== "chain" || !unit.settings) continue;
    let blocks = unit.blocks.map((index) => problem.blocks[index]);
    let shape = shapeChain(board, unit, blocks);
    if (!shape.ok) {
      blocks = blocks.slice(0, shape.placeable);
      shape = blocks.length > 0 ? shapeChain(board, unit, blocks) : shape;
    }
    if (!shape.ok) continue;
    shape.indexes.forEach((index, part) => board.place(blocks[part], index));
  }
  const looseUnits = problem.units
    .filter((unit) => unit.kind === "loose")
    .sort((a, b) => b.weight - a.weight || a.day_end - b.day_end || a.index - b.index);
  for (const unit of looseUnits) {
    for (const blockIndex of unit.blocks) {
      const block = problem.blocks[blockIndex];
      const index = pickCandidate(board, block, "cheap_first");
      if (index !== UNPLACED) board.place(block, index);
    }
  }
  return board;
}
