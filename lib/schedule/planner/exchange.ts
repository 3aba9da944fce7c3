/**
 * Exchanges (issue 25): a block takes a cheaper position even when other blocks hold it, each of those moving to its
 * own cheapest position that is free once the block has left. The chains of moves (augment.ts) cannot do this: a
 * step there takes the position of ONE holder, and an exam item of 3 or 4 periods that should sit later (a shorter
 * review ladder, ladder-costs.ts) finds the days before its exam filled with 1- and 2-period loose blocks, two or
 * three of them in its way; nor can they move it across days of equal cost toward cheaper ones. An exchange moves
 * it in one step, and the loose blocks go where it was (or anywhere else they fit). Kept only when the positions'
 * costs fall; nothing is left out.
 */
import { UNPLACED, type Board } from "./board";
import { SCORE_EPSILON } from "./objective";
import { augmentPlan } from "./augment";
import { cheapestChainLayout } from "./chain-layout";
import type { PlanBlock, PlanUnit } from "./problem";
import { sortShort } from "./small-sort";

/** Passes over the movers at most; each keeps every exchange that lowers the costs. */
const MAX_PASSES = 4;

/**
 * The cheapest position of `block` that fits on the board (cost, then the earliest), or UNPLACED. The block is not
 * on the board.
 */
function cheapestFit(board: Board, block: PlanBlock): number {
  let chosen = UNPLACED;
  for (let index = 0; index < block.candidates.length; index++) {
    const candidate = block.candidates[index];
    if (chosen !== UNPLACED && candidate.cost >= block.candidates[chosen].cost) continue;
    if (board.fits(block, candidate)) chosen = index;
  }
  return chosen;
}

/**
 * Periods the day would be over its cap with `block` (not on the board) on it and the `leaving` blocks gone (0: none,
 * or no cap).
 */
function overCapOf(board: Board, block: PlanBlock, day: number, leaving: readonly PlanBlock[]): number {
  const cap = board.problem.daily_cap;
  if (cap === undefined) return 0;
  let load = board.load[day] + block.length;
  for (const other of leaving) load -= other.length;
  return Math.max(0, load - cap);
}

/**
 * What the plan's positions cost: each placed block's candidate cost, each left-out block's missed weight (the study
 * objective up to a constant, with whatever the candidates' costs count: ladder-costs.ts adds the review ladder).
 */
export function positionsCost(board: Board): number {
  let cost = 0;
  for (const block of board.problem.blocks) {
    const at = board.assignment[block.index];
    cost += at === UNPLACED ? block.weight * block.length : block.candidates[at].cost;
  }
  return cost;
}

/** Puts the board back as `saved` had it. */
export function restore(board: Board, saved: Board): void {
  board.assignment.set(saved.assignment);
  board.used.set(saved.used);
  board.load.set(saved.load);
  board.holder.set(saved.holder);
}

/**
 * `block` (not on the board) into its candidate `target`: the blocks holding those periods leave, and when the day
 * would pass its cap, loose blocks of the day too (the shortest first); each then takes its cheapest position that
 * fits — or, with `leaveOut`, a loose one that finds none stays out (the caller's chains of moves may put it back).
 * True when all of that succeeds; else false, and the board may be half changed (the caller restores it).
 */
export function takeWithEjection(board: Board, block: PlanBlock, target: number, leaveOut = false): boolean {
  const candidate = block.candidates[target];
  const holders = board.holdersOf(candidate);
  // A holder of the block's own chain would have to keep the order too: left to the chains of moves.
  if (holders.some((holder) => holder.unit === block.unit)) return false;
  const overCap = overCapOf(board, block, candidate.day, holders);
  if (overCap > 0) {
    // The day's list kept and sorted in place (sortShort): the filtered copy and the sort's work array were
    // garbage made on every try.
    const loose = board.blocksOn(candidate.day);
    let kept = 0;
    for (const other of loose) if (!holders.includes(other) && board.problem.units[other.unit].kind === "loose") loose[kept++] = other;
    loose.length = kept;
    sortShort(loose, (a, b) => a.length - b.length || a.index - b.index);
    let freed = 0;
    for (const other of loose) {
      if (freed >= overCap) break;
      holders.push(other);
      freed += other.length;
    }
    if (freed < overCap) return false;
  }
  for (const holder of holders) board.remove(holder);
  if (!board.fits(block, candidate)) return false;
  board.place(block, target);
  for (const holder of holders) {
    const at = cheapestFit(board, holder);
    if (at === UNPLACED) {
      // A class item is never left out here: its chain's placed prefix would break.
      if (leaveOut && board.problem.units[holder.unit].kind === "loose") continue;
      return false;
    }
    board.place(holder, at);
  }
  return true;
}

/**
 * `block` to its candidate `target` by takeWithEjection; kept when the positions' costs fall below `costBefore` (the
 * board's), and the new cost returned; else the board is put back as `saved` (a copy of it) has it, and undefined.
 */
function exchange(board: Board, block: PlanBlock, target: number, saved: Board, costBefore: number): number | undefined {
  board.remove(block);
  if (takeWithEjection(board, block, target)) {
    const cost = positionsCost(board);
    if (cost < costBefore - SCORE_EPSILON) return cost;
  }
  restore(board, saved);
  return undefined;
}

/**
 * Exchanges for the `movers` (placed blocks; the costliest position first, a chain's later items before its earlier
 * ones, so each makes room for the one before it), each to its cheapest position where one succeeds; returns whether
 * the plan changed.
 */
export function exchangeBlocks(board: Board, movers: readonly PlanBlock[]): boolean {
  let changed = false;
  // One copy of the board for every try (a try that fails puts the board back from it), and its positions' cost.
  const saved = board.clone();
  let cost = positionsCost(board);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    const order = movers
      .filter((block) => board.isPlaced(block))
      .sort((a, b) => board.candidateOf(b)!.cost - board.candidateOf(a)!.cost || b.index - a.index);
    for (const block of order) {
      const here = board.candidateOf(block);
      if (!here) continue;
      const targets: number[] = [];
      for (let index = 0; index < block.candidates.length; index++) {
        if (block.candidates[index].cost < here.cost - SCORE_EPSILON) targets.push(index);
      }
      // The cheapest first; among equals the latest (toward the exam, where the ladder is shortest).
      targets.sort((a, b) => block.candidates[a].cost - block.candidates[b].cost || b - a);
      for (const target of targets) {
        const lower = exchange(board, block, target, saved, cost);
        if (lower !== undefined) {
          cost = lower;
          restore(saved, board);
          moved = true;
          break;
        }
      }
    }
    if (!moved) break;
    changed = true;
  }
  saved.release();
  return changed;
}

/**
 * The chain's placed items lifted and laid again at their cheapest layout (chain-layout.ts), loose blocks in the way
 * moved aside by takeWithEjection; kept and true when the positions' costs fall. One item at a time cannot do this:
 * a chain's items sit in order, so its earlier items cannot pass the later ones, and a later one alone gains
 * nothing by moving where the earlier ones cannot follow.
 */
export function relayChain(board: Board, unit: PlanUnit): boolean {
  // Only loose blocks are moved aside: another chain's item keeps its place (its own order would have to hold).
  const placed = unit.blocks.map((index) => board.problem.blocks[index]).filter((block) => board.isPlaced(block));
  if (placed.length === 0) return false;
  const saved = board.clone();
  const costBefore = positionsCost(board);
  for (const block of placed) board.remove(block);
  const movable = (block: PlanBlock) => board.problem.units[block.unit].kind === "loose";
  const layout = cheapestChainLayout(board, placed, movable);
  let laid = layout !== undefined;
  for (let part = placed.length - 1; laid && part >= 0; part--) laid = takeWithEjection(board, placed[part], layout![part], true);
  // Loose blocks that found no place wait for the chains of moves; what is still left out counts its weight.
  if (laid && board.problem.blocks.some((block) => saved.assignment[block.index] !== UNPLACED && !board.isPlaced(block))) augmentPlan(board);
  const lower = laid && positionsCost(board) < costBefore - SCORE_EPSILON;
  if (!lower) restore(board, saved);
  saved.release();
  return lower;
}

