/**
 * Gives each placed chain the shape its class asked for (rapid: as early as possible; steady: spread over the
 * class's days; within a day free before 水课, standard blocks first) without changing what is placed: the chain is
 * lifted and planClass's rule (chain.ts) re-plans it on the periods the rest of the plan leaves open. The chain
 * fitted there before and the rule decides feasibility exactly, so a shape is always found; one that breaks the
 * daily cap or costs more (more embedding, more lateness) is thrown away and the chain stays where it was.
 */
import type { Board } from "./board";
import { shapeChain } from "./chain";
import type { PlanBlock, PlanUnit } from "./problem";

export function polishChains(board: Board): void {
  for (const unit of board.problem.units) {
    if (unit.kind === "chain" && unit.settings) polishChain(board, unit);
  }
}

function polishChain(board: Board, unit: PlanUnit): void {
  const { problem } = board;
  const placed: PlanBlock[] = [];
  for (const blockIndex of unit.blocks) {
    const block = problem.blocks[blockIndex];
    if (!board.isPlaced(block)) break;
    placed.push(block);
  }
  if (placed.length === 0) return;
  const saved = placed.map((block) => board.assignment[block.index]);
  const costBefore = placed.reduce((sum, block) => sum + (board.candidateOf(block)?.cost ?? 0), 0);
  for (const block of placed) board.remove(block);

  const shape = shapeChain(board, unit, placed);
  if (shape.ok && shape.indexes.every((index) => index >= 0)) {
    let cost = 0;
    let fits = true;
    for (const [part, block] of placed.entries()) {
      const candidate = block.candidates[shape.indexes[part]];
      if (!board.fits(block, candidate)) {
        fits = false;
        break;
      }
      board.place(block, shape.indexes[part]);
      cost += candidate.cost;
    }
    if (fits && cost <= costBefore + 1e-9) return;
    for (const block of placed) board.remove(block);
  }
  placed.forEach((block, part) => board.place(block, saved[part]));
}
