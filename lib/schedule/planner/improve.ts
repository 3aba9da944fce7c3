/**
 * Local moves after the search, each one accepted only when the objective drops:
 * - insert: a left-out block that now finds room goes in;
 * - relocate: a left-out block takes a position whose holders can move elsewhere, or whose holders are worth
 *   less than it (a lighter loose block may be pushed out; a chain item only moves, never drops);
 * - rebuild a day: everything on one day is lifted and, together with the left-out work, put back heaviest and
 *   longest first wherever it fits; this repairs a day whose pieces were laid down in an unlucky order;
 * - cheapen: a block on a 水课 or past its urgency day moves to a cheaper position.
 * Rounds repeat while something improved, a few times at most.
 */
import { HOLDER_STRIDE, UNPLACED, type Board } from "./board";
import { mayGain, mayRebuildGain, roomElsewhere } from "./improve-bounds";
import { pickCandidate } from "./pack";
import { sortShort } from "./small-sort";
import type { Candidate, PlanBlock } from "./problem";

const MAX_ROUNDS = 3;

export function improvePlan(board: Board): void {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const inserted = insertLeftOut(board);
    const relocated = relocateForLeftOut(board);
    const rebuilt = rebuildDays(board);
    const cheapened = cheapen(board);
    if (!inserted && !relocated && !rebuilt && !cheapened) return;
  }
}

function leftOutByValue(board: Board): PlanBlock[] {
  const { problem } = board;
  return problem.blocks
    .filter((block) => !board.isPlaced(block) && previousPlaced(board, block))
    .sort((a, b) => b.weight * b.length - a.weight * a.length || a.index - b.index);
}

/** A chain item may only be placed when the item before it is. */
function previousPlaced(board: Board, block: PlanBlock): boolean {
  return block.previous < 0 || board.assignment[block.previous] !== UNPLACED;
}

function insertLeftOut(board: Board): boolean {
  let changed = false;
  for (const block of leftOutByValue(board)) {
    if (!previousPlaced(board, block)) continue;
    const index = pickCandidate(board, block, "cheap_first");
    if (index === UNPLACED) continue;
    board.place(block, index);
    changed = true;
  }
  return changed;
}

function cheapen(board: Board): boolean {
  let changed = false;
  for (const block of board.problem.blocks) {
    const current = board.candidateOf(block);
    if (!current || current.cost === 0) continue;
    const currentIndex = board.assignment[block.index];
    board.remove(block);
    const index = pickCandidate(board, block, "cheap_first");
    const chosen = index === UNPLACED ? currentIndex : index;
    board.place(block, chosen);
    if (block.candidates[chosen].cost < current.cost) changed = true;
  }
  return changed;
}

function relocateForLeftOut(board: Board): boolean {
  let changed = false;
  // Loose blocks sharing a candidate array and a value are alike: when one cannot be relocated, neither can the
  // others (a failed try changes nothing).
  const failed = new Set<string>();
  const arrays = new Map<readonly Candidate[], number>();
  const kindOf = (block: PlanBlock) => {
    if (board.problem.units[block.unit].kind !== "loose") return undefined;
    let id = arrays.get(block.candidates);
    if (id === undefined) {
      id = arrays.size;
      arrays.set(block.candidates, id);
    }
    return `${id}|${block.weight}`;
  };
  for (const block of leftOutByValue(board)) {
    if (!previousPlaced(board, block) || board.isPlaced(block)) continue;
    const kind = kindOf(block);
    if (kind !== undefined && failed.has(kind)) continue;
    if (tryRelocation(board, block)) changed = true;
    else if (kind !== undefined) failed.add(kind);
  }
  return changed;
}

const MOST_LIFTED = 3;

/**
 * The blocks to lift so that `block` can take `candidate`, into `lifted`: those holding its periods, and when the day
 * is at its daily cap, the lightest other blocks of that day until the block's length fits. False when more than a
 * few would have to move (too costly to try, and rarely a gain). It runs for every position tried and almost every
 * try is then ruled out, so it fills the caller's array and lists nothing else.
 */
function liftSet(board: Board, block: PlanBlock, candidate: Candidate, lifted: PlanBlock[]): boolean {
  const { holder, problem } = board;
  lifted.length = 0;
  for (let period = candidate.slot_start; period <= candidate.slot_end; period++) {
    const index = holder[candidate.day * HOLDER_STRIDE + period];
    if (index !== UNPLACED && !lifted.includes(problem.blocks[index])) lifted.push(problem.blocks[index]);
  }
  if (lifted.length > MOST_LIFTED) return false;
  const cap = problem.daily_cap;
  if (cap === undefined) return true;
  let excess = board.load[candidate.day] + block.length - cap;
  for (let at = 0; at < lifted.length; at++) excess -= lifted[at].length;
  // The day's other blocks in the order (lightest, longest, index) one at a time — the sorted list's order, the
  // order being total. Past MOST_LIFTED the try is refused whatever follows.
  while (excess > 0) {
    if (lifted.length >= MOST_LIFTED) return false;
    const next = lightestOther(board, candidate.day, lifted);
    if (!next) return false;
    lifted.push(next);
    excess -= next.length;
  }
  return true;
}

/** The block of `day` not in `lifted` first by weight, then the longest, then index; undefined when none is left. */
function lightestOther(board: Board, day: number, lifted: readonly PlanBlock[]): PlanBlock | undefined {
  let best: PlanBlock | undefined;
  for (let period = 1; period < HOLDER_STRIDE; period++) {
    const index = board.holder[day * HOLDER_STRIDE + period];
    if (index === UNPLACED) continue;
    const other = board.problem.blocks[index];
    if (other === best || lifted.includes(other)) continue;
    if (!best || (other.weight - best.weight || best.length - other.length || other.index - best.index) < 0) best = other;
  }
  return best;
}

/**
 * Tries each candidate of `block`: lift the blocks in its way (liftSet), place the block, put the lifted blocks
 * back wherever they fit. A loose block that finds no new place is dropped; a chain item must find one (dropping
 * it would break its chain). Kept when the objective drops: the block's value exceeds what was dropped plus any
 * extra embedding or lateness.
 */
function tryRelocation(board: Board, block: PlanBlock): boolean {
  const { problem } = board;
  const value = block.weight * block.length;
  // The chain's item before this one stays where it is unless it is on the candidate's day (only that day's blocks
  // are lifted): a candidate on an earlier day than it can never keep the chain's order, so the try starts on its day.
  const previous = block.previous >= 0 ? board.candidateOf(problem.blocks[block.previous]) : undefined;
  const elsewhere = roomElsewhere(board);
  const lifted: PlanBlock[] = [];
  for (let index = previous ? block.first_of_day[previous.day] : 0; index < block.candidates.length; index++) {
    const candidate = block.candidates[index];
    if (!liftSet(board, block, candidate, lifted) || lifted.length === 0 || !mayGain(board, block, candidate, lifted, elsewhere)) continue;
    byValue(lifted);
    const saved = lifted.map((holder) => board.assignment[holder.index]);
    const costBefore = lifted.reduce((sum, holder) => sum + (board.candidateOf(holder)?.cost ?? 0), 0);
    for (const holder of lifted) board.remove(holder);
    if (!board.fits(block, candidate)) {
      lifted.forEach((holder, k) => board.place(holder, saved[k]));
      continue;
    }
    board.place(block, index);
    let lost = 0;
    let costAfter = candidate.cost;
    let possible = true;
    for (const holder of lifted) {
      const at = pickCandidate(board, holder, "cheap_first");
      if (at !== UNPLACED) {
        board.place(holder, at);
        costAfter += holder.candidates[at].cost;
      } else if (problem.units[holder.unit].kind === "chain") {
        possible = false;
        break;
      } else {
        lost += holder.weight * holder.length;
      }
    }
    if (possible && value - lost - (costAfter - costBefore) > 1e-9) return true;
    board.remove(block);
    for (const holder of lifted) board.remove(holder);
    lifted.forEach((holder, k) => board.place(holder, saved[k]));
  }
  return false;
}

/**
 * The blocks (at most a few) by value, the heaviest first, then by index: an insertion sort, the same order as the
 * comparator's sort without the sort's own work arrays (it ran for every position tried).
 */
function byValue(blocks: PlanBlock[]): void {
  for (let at = 1; at < blocks.length; at++) {
    const block = blocks[at];
    const value = block.weight * block.length;
    let to = at;
    for (; to > 0; to--) {
      const other = blocks[to - 1];
      const otherValue = other.weight * other.length;
      if (otherValue > value || (otherValue === value && other.index < block.index)) break;
      blocks[to] = other;
    }
    blocks[to] = block;
  }
}

/** The value lost by leaving blocks out plus the cost of where the rest sits: the objective, up to a constant. */
function planCost(board: Board, blocks: readonly PlanBlock[]): number {
  let cost = 0;
  for (const block of blocks) {
    const candidate = board.candidateOf(block);
    cost += candidate ? candidate.cost : block.weight * block.length;
  }
  return cost;
}

function rebuildDays(board: Board): boolean {
  const { problem } = board;
  let changed = false;
  // The left-out work changes only when a day is rebuilt (a rebuild that does not gain restores the board).
  let leftOut: PlanBlock[] | undefined;
  // Filled afresh per day: most days are ruled out by mayRebuildGain, so their lists are not made anew each time.
  const lifted: PlanBlock[] = [];
  const waiting: PlanBlock[] = [];
  for (let day = 1; day <= problem.days; day++) {
    lastBlocksOn(board, day, lifted);
    if (lifted.length === 0) continue;
    leftOut ??= leftOutByValue(board);
    // Only space on this day changes, so only left-out work that may use this day can gain.
    waiting.length = 0;
    for (const block of leftOut) if (block.first_of_day[day + 1] > block.first_of_day[day]) waiting.push(block);
    if (!mayRebuildGain(board, day, lifted, waiting)) continue;
    if (rebuildDay(board, day, lifted, waiting)) {
      changed = true;
      leftOut = undefined;
    }
  }
  return changed;
}

/** The blocks placed on a day that may be lifted (isLast), in period order, into `into`. */
function lastBlocksOn(board: Board, day: number, into: PlanBlock[]): void {
  into.length = 0;
  for (let period = 1; period < HOLDER_STRIDE; period++) {
    const index = board.holder[day * HOLDER_STRIDE + period];
    if (index === UNPLACED) continue;
    const block = board.problem.blocks[index];
    if (!into.includes(block) && isLast(board, block)) into.push(block);
  }
}

/** One day lifted and put back with the waiting work, heaviest and longest first; kept when the cost falls. */
function rebuildDay(board: Board, day: number, lifted: readonly PlanBlock[], waiting: readonly PlanBlock[]): boolean {
  const { problem } = board;
  const involved = [...lifted, ...waiting];
  const before = planCost(board, involved);
  const saved = lifted.map((block) => board.assignment[block.index]);
  for (const block of lifted) board.remove(block);
  const order = sortShort(involved.slice(), (a, b) => rebuildOrder(problem, a, b));
  const placedNow: PlanBlock[] = [];
  for (const block of order) {
    if (board.isPlaced(block) || !previousPlaced(board, block)) continue;
    const index = pickCandidate(board, block, "cheap_first", lifted.includes(block) ? undefined : day);
    if (index === UNPLACED) continue;
    board.place(block, index);
    placedNow.push(block);
  }
  const liftedChainDropped = lifted.some((block) => !board.isPlaced(block) && problem.units[block.unit].kind === "chain");
  if (!liftedChainDropped && planCost(board, involved) < before - 1e-9) return true;
  for (const block of placedNow) board.remove(block);
  lifted.forEach((block, at) => board.place(block, saved[at]));
  return false;
}

function rebuildOrder(problem: Board["problem"], a: PlanBlock, b: PlanBlock): number {
  return b.weight - a.weight || b.length - a.length || problem.units[a.unit].day_end - problem.units[b.unit].day_end || a.index - b.index;
}

/** A chain item may be lifted only when no later item of its chain is placed (the prefix must stay whole). */
function isLast(board: Board, block: PlanBlock): boolean {
  return block.next < 0 || board.assignment[block.next] === UNPLACED;
}
