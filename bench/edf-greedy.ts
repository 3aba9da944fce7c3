/**
 * The baseline the issue names: one greedy pass in earliest-deadline order, each block at its earliest position
 * that is open (free or, where allowed, a 水课), a chain stopping at its first item that does not fit. No priority,
 * no repacking. It runs on the planner's own problem model and is scored by the same objective.
 */
import { Board, UNPLACED } from "@/lib/schedule/planner/board";
import { pickCandidate } from "@/lib/schedule/planner/pack";
import type { PlanProblem } from "@/lib/schedule/planner/problem";

export function earliestDeadlineGreedy(problem: PlanProblem): Int32Array {
  const board = new Board(problem);
  const units = [...problem.units].sort((a, b) => a.day_end - b.day_end || a.index - b.index);
  for (const unit of units) {
    for (const blockIndex of unit.blocks) {
      const block = problem.blocks[blockIndex];
      const index = pickCandidate(board, block, "earliest_first");
      if (index === UNPLACED) {
        if (unit.kind === "chain") break;
        continue;
      }
      board.place(block, index);
    }
  }
  return board.assignment;
}
