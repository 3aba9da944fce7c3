/**
 * Chains of moves, each kept only when the objective drops: block X0 takes a position held by X1, X1 takes one held
 * by X2, …, and the last block takes an empty position or (a loose block) is left out; or blocks trade places in a
 * cycle. X0 may be a left-out block (the chain makes room for it) or a placed one that costs something where it is
 * (on a 水课, on or past its urgency day). Single moves cannot find these: on a full term every free period is
 * taken, and a block on a 水课 reaches free room only when others, whose windows reach a day with room to spare,
 * each step one place further first.
 *
 * The cheapest chain is a shortest path over the blocks, as an assignment problem's augmenting path
 * (displacement.ts). Every chain is replayed on the board and kept only if all its blocks fit (periods, daily
 * cap, chain order, whole chain prefixes) and the objective really drops, so the path costs need not be exact.
 */
import { before, HOLDER_STRIDE, UNPLACED, type Board } from "./board";
import { ANY_MODE, DisplacementGraph, DROP, TO_EMPTY } from "./displacement";
import type { Labels } from "./displacement-scratch";
import type { PlanBlock } from "./problem";

/** Longest chain of displacements followed. */
const MAX_CHAIN = 12;
/** Times a label may be lowered in one labelling (displacement.ts). */
const MAX_CORRECTIONS = 3;
/** Shortest-path recomputations at most; each applies every improving chain it can. */
const MAX_PASSES = 30;
const GAIN_EPSILON = 1e-9;
/** More than one block holds the position (tradePlaces). */
const SEVERAL = -4;

/** What a block costs where it is now: its position's cost, or its missed-period weight when left out. */
function currentCost(board: Board, blockIndex: number): number {
  const block = board.problem.blocks[blockIndex];
  const at = board.assignment[blockIndex];
  return at === UNPLACED ? block.weight * block.length : block.candidates[at].cost;
}

interface Step {
  block: PlanBlock;
  /** Candidate index to take, or UNPLACED to be left out. */
  target: number;
}

/**
 * The moves the labels describe from `start`: a chain ending in an empty position or a block left out, or, when the
 * pointers come back to a block already on the way, the cycle from there (blocks trading places: a negative cycle,
 * which Bellman-Ford cannot price but which is itself an improvement).
 */
function chainFrom(board: Board, labels: Labels, start: number): Step[] | null {
  const blockNodes = board.problem.blocks.length * 2;
  const steps: Step[] = [];
  const seenAt = new Map<number, number>();
  let node = start;
  for (let hops = 0; node >= 0; hops++) {
    if (hops > MAX_CHAIN * 4) return null;
    if (node >= blockNodes) {
      node = labels.next[node]; // a day node: the block that leaves that day comes next
      continue;
    }
    const at = node >> 1;
    const first = seenAt.get(at);
    if (first !== undefined) return steps.slice(first);
    if (steps.length > MAX_CHAIN * 2) return null;
    seenAt.set(at, steps.length);
    const follow = labels.next[node];
    steps.push({ block: board.problem.blocks[at], target: follow === DROP ? UNPLACED : labels.choice[node] });
    node = follow;
  }
  return node === TO_EMPTY || node === DROP ? steps : null;
}

/** Is every chain touched by the steps still a placed prefix in item order? */
function chainsIntact(board: Board, steps: readonly Step[]): boolean {
  const { blocks } = board.problem;
  for (const { block } of steps) {
    const here = board.candidateOf(block);
    if (block.previous >= 0) {
      const previous = board.candidateOf(blocks[block.previous]);
      if (here && (!previous || !before(previous, here))) return false;
    }
    if (block.next >= 0) {
      const next = board.candidateOf(blocks[block.next]);
      if (next && (!here || !before(here, next))) return false;
    }
  }
  return true;
}

/** Replays the chain of moves; keeps it when everything fits and the objective drops, else restores the board. */
function applyChain(board: Board, steps: readonly Step[]): boolean {
  const saved = steps.map(({ block }) => board.assignment[block.index]);
  const costBefore = steps.reduce((sum, { block }) => sum + currentCost(board, block.index), 0);
  for (const { block } of steps) board.remove(block);
  let fits = true;
  for (const { block, target } of steps) {
    if (target === UNPLACED) continue;
    if (!board.hasRoom(block, block.candidates[target])) {
      fits = false;
      break;
    }
    board.place(block, target);
  }
  if (fits && chainsIntact(board, steps)) {
    const costAfter = steps.reduce((sum, { block }) => sum + currentCost(board, block.index), 0);
    if (costAfter < costBefore - GAIN_EPSILON) return true;
  }
  for (const { block } of steps) board.remove(block);
  steps.forEach(({ block }, index) => {
    if (saved[index] !== UNPLACED) board.place(block, saved[index]);
  });
  return false;
}

/** Where a chain could start: a block left out whose chain allows it in, or a placed block that costs something. */
function hasStart(board: Board): boolean {
  const { blocks } = board.problem;
  return blocks.some((block) => {
    const at = board.assignment[block.index];
    if (at !== UNPLACED) return block.candidates[at].cost > 0;
    return block.candidates.length > 0 && (block.previous < 0 || board.assignment[block.previous] !== UNPLACED);
  });
}

/**
 * Two blocks trading places, for a block that costs something where it is: a cycle with no empty position on the way,
 * which the labels (built from the ways out) never reach. Returns the blocks that moved.
 */
function tradePlaces(board: Board): number[] {
  const { blocks } = board.problem;
  const moved: number[] = [];
  for (const block of blocks) {
    const here = board.candidateOf(block);
    if (!here || here.cost === 0 || moved.includes(block.index)) continue;
    search: for (let index = 0; index < block.candidates.length; index++) {
      const there = block.candidates[index];
      if (there.cost >= here.cost) continue;
      // The one block holding the position, read off the board (no list per position tried).
      let sole = UNPLACED;
      for (let period = there.slot_start; period <= there.slot_end && sole !== SEVERAL; period++) {
        const holder = board.holder[there.day * HOLDER_STRIDE + period];
        if (holder !== UNPLACED && holder !== sole) sole = sole === UNPLACED ? holder : SEVERAL;
      }
      if (sole === UNPLACED || sole === SEVERAL) continue;
      const other = blocks[sole];
      if (other.unit === block.unit || moved.includes(other.index)) continue;
      const otherCost = board.candidateOf(other)!.cost;
      for (let swap = other.first_of_day[here.day]; swap < other.first_of_day[here.day + 1]; swap++) {
        const into = other.candidates[swap];
        if ((into.mask & here.mask) === 0 || into.cost - otherCost + there.cost - here.cost >= -GAIN_EPSILON) continue;
        if (applyChain(board, [{ block, target: index }, { block: other, target: swap }])) {
          moved.push(block.index, other.index);
          break search;
        }
      }
    }
  }
  return moved;
}

/** Applies improving chains of moves until none is found; returns whether the plan changed. */
export function augmentPlan(board: Board): boolean {
  if (!hasStart(board)) return false;
  const graph = new DisplacementGraph(board);
  let changed = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = board.assignment.slice();
    const moved = applyChains(board, graph.labels(MAX_CORRECTIONS));
    if (moved.length === 0) moved.push(...tradePlaces(board));
    if (moved.length === 0) break;
    changed = true;
    const days = new Set<number>();
    for (const index of moved) {
      const block = board.problem.blocks[index];
      for (const at of [before[index], board.assignment[index]]) if (at !== UNPLACED) days.add(block.candidates[at].day);
    }
    graph.refreshAfter(moved, days);
  }
  return changed;
}

/** Every improving chain the labels describe that shares no block with one applied before it. */
function applyChains(board: Board, labels: Labels): number[] {
  const starts = board.problem.blocks
    .map((block) => block.index * 2 + ANY_MODE)
    .filter((node) => labels.vacate[node] < -GAIN_EPSILON)
    .sort((a, b) => labels.vacate[a] - labels.vacate[b] || a - b);
  const moved = new Set<number>();
  for (const start of starts) {
    const steps = chainFrom(board, labels, start);
    if (!steps || steps.some(({ block }) => moved.has(block.index))) continue;
    if (applyChain(board, steps)) for (const { block } of steps) moved.add(block.index);
  }
  return [...moved];
}
