/**
 * The planner's main search: take the work in priority order (heaviest missed-period weight first; ties by one of
 * SEARCH_ORDERS), and give each block a place. A block that finds no free room directly gets a second chance: every
 * accepted block is packed again together with it (pack.ts, several rules). Then a third: it may take the place of
 * one accepted block worth less. Only when all of that fails is the block left out, and with it the rest of its
 * chain (items keep their order).
 *
 * Each period of study takes one period of the timetable, so weight per period is the value density and taking
 * work heaviest first is the density greedy; the repacking is what keeps an early choice from crowding out work
 * that would have fitted beside it.
 */
import { Board, UNPLACED } from "./board";
import { PACK_RULES, packBlocks, pickCandidate } from "./pack";
import type { Candidate, PlanBlock, PlanProblem, PlanUnit } from "./problem";

/**
 * Orders in which to take the work: always heaviest weight first; among equals, the deadline or the size first.
 * Which tie-break packs best depends on the timetable, so the planner runs the search once per order.
 */
export const SEARCH_ORDERS = {
  deadline: (a: PlanUnit, b: PlanUnit) =>
    b.weight - a.weight || a.day_end - b.day_end || b.total_periods - a.total_periods || a.index - b.index,
  largest: (a: PlanUnit, b: PlanUnit) =>
    b.weight - a.weight || b.total_periods - a.total_periods || a.day_end - b.day_end || a.index - b.index,
  smallest: (a: PlanUnit, b: PlanUnit) =>
    b.weight - a.weight || a.total_periods - b.total_periods || a.day_end - b.day_end || a.index - b.index,
} as const;

export type SearchOrder = keyof typeof SEARCH_ORDERS;

/**
 * Loose blocks with the same length, days and limits share one candidate array (problem.ts): when one of them
 * cannot get in, neither can the others, so the array identifies the whole kind.
 */
function signature(problem: PlanProblem, block: PlanBlock): readonly Candidate[] | undefined {
  return problem.units[block.unit].kind === "loose" ? block.candidates : undefined;
}

export function searchPlan(problem: PlanProblem, order: SearchOrder = "deadline"): Board {
  let board = new Board(problem);
  const members = new Set<number>();
  const hopeless = new Set<readonly Candidate[]>();
  const budget = { left: Math.ceil((problem.blocks.length * REPACKING_EJECTIONS_PER_100_BLOCKS) / 100) };
  const units = [...problem.units].sort(SEARCH_ORDERS[order]);

  for (const unit of units) {
    for (const blockIndex of unit.blocks) {
      const block = problem.blocks[blockIndex];
      const direct = pickCandidate(board, block, "cheap_first");
      if (direct !== UNPLACED) {
        board.place(block, direct);
        members.add(blockIndex);
        continue;
      }
      const key = signature(problem, block);
      if (key !== undefined && hopeless.has(key)) continue;
      const repacked = repack(problem, members, blockIndex);
      if (repacked) {
        // The board given up on serves a later one (board-storage.ts).
        board.release();
        board = repacked;
        members.add(blockIndex);
        continue;
      }
      const swapped = ejectFor(problem, board, members, blockIndex, budget);
      if (swapped) {
        if (swapped.board !== board) board.release();
        board = swapped.board;
        if (swapped.ejected >= 0) members.delete(swapped.ejected);
        members.add(blockIndex);
        continue;
      }
      if (key !== undefined) hopeless.add(key);
      if (unit.kind === "chain") break; // the rest of the chain may not go before this item
    }
  }
  return board;
}

const MOST_EJECTION_TRIES = 3;
/** Ejections that need a full repacking are costly; a search makes at most this many per 100 blocks. */
const REPACKING_EJECTIONS_PER_100_BLOCKS = 10;

interface Ejection {
  board: Board;
  ejected: number;
}

/**
 * The block does not fit beside the accepted work: try giving it the place of one accepted block worth less
 * (weight × length) — a loose block, or the last placed item of a chain — the lightest first, a few at most.
 * First without moving anything else (the ejected block may then find another place); then, within a budget, by
 * packing everything again without the lightest one.
 */
function ejectFor(problem: PlanProblem, board: Board, members: Set<number>, extra: number, budget: { left: number }): Ejection | null {
  const block = problem.blocks[extra];
  if (block.candidates.length === 0) return null;
  const unit = problem.units[block.unit];
  const value = block.weight * block.length;
  const ejectable = [...members]
    .map((index) => problem.blocks[index])
    .filter((other) => {
      const otherUnit = problem.units[other.unit];
      if (other.unit === block.unit || other.weight * other.length >= value) return false;
      if (otherUnit.day_end < unit.day_start || otherUnit.day_start > unit.day_end) return false;
      // A chain keeps a whole prefix: only its last placed item may go.
      return other.next < 0 || !members.has(other.next);
    })
    .sort((a, b) => a.weight * a.length - b.weight * b.length || a.index - b.index)
    .slice(0, MOST_EJECTION_TRIES);
  for (const other of ejectable) {
    const at = board.assignment[other.index];
    board.remove(other);
    const index = pickCandidate(board, block, "cheap_first");
    if (index !== UNPLACED) {
      board.place(block, index);
      const again = pickCandidate(board, other, "cheap_first");
      if (again !== UNPLACED) board.place(other, again);
      return { board, ejected: again === UNPLACED ? other.index : -1 };
    }
    board.place(other, at);
  }
  if (ejectable.length === 0 || budget.left <= 0) return null;
  budget.left--;
  const rest = new Set(members);
  rest.delete(ejectable[0].index);
  const packed = repack(problem, rest, extra);
  return packed ? { board: packed, ejected: ejectable[0].index } : null;
}

function repack(problem: PlanProblem, members: ReadonlySet<number>, extra: number): Board | null {
  const candidates = problem.blocks[extra].candidates;
  if (candidates.length === 0) return null;
  const wanted = new Set(members);
  wanted.add(extra);
  if (!withinCapacity(problem, wanted, extra)) return null;
  for (const rule of PACK_RULES) {
    const board = packBlocks(problem, wanted, rule);
    if (board) return board;
  }
  return null;
}

/**
 * A necessary condition, cheap to test: every wanted block whose days lie inside the new block's days must fit
 * into the periods those days can hold at all (free or 水课, within the daily cap). When they cannot, no packing
 * rule can succeed and the repacking is skipped.
 */
function withinCapacity(problem: PlanProblem, wanted: ReadonlySet<number>, extra: number): boolean {
  const unit = problem.units[problem.blocks[extra].unit];
  let demand = 0;
  for (const index of wanted) {
    const other = problem.units[problem.blocks[index].unit];
    if (other.day_start >= unit.day_start && other.day_end <= unit.day_end) demand += problem.blocks[index].length;
  }
  let capacity = 0;
  for (let day = Math.max(1, unit.day_start); day <= Math.min(problem.days, unit.day_end); day++) {
    capacity += problem.day_capacity[day];
  }
  return demand <= capacity;
}
