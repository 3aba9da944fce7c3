/**
 * The cheapest layout of one chain's items (issue 25): each item a candidate, in item order, minimizing the sum of
 * the candidates' costs — on a problem of ladder-costs.ts, the reviews their days ask for. Laying a chain item by
 * item from its last (exchange.ts's first try) lets the last item take the cheapest day and squeezes the earlier,
 * longer ones far from the exam; a class whose items all fit in the few days before its exam is laid there only when
 * the layout is chosen for the whole chain at once. A dynamic program over (item, candidate, the chain's load on
 * that candidate's day) does that exactly, on an optimistic board: a period counts as open when no block holds it or
 * a `movable` block does (the caller moves those out of the way, or gives up), and a day's cap counts the blocks that
 * are not movable.
 */
import { HOLDER_STRIDE, UNPLACED, type Board } from "./board";
import { flatCandidates } from "./flat-candidates";
import type { PlanBlock } from "./problem";

const LATER_BY = 1e-6;
/**
 * Chains laid in turn (chain-subsets.ts): a short item in the middle of a day's open run can leave no run long
 * enough for the next chain's longer item there, so among equal costs a packed layout takes the edge of a run.
 */
const SPLIT_BY = 1e-7;

/** 1 when a candidate of periods start..end has open periods on both sides (it splits an open run in two), else 0. */
function splitsRun(start: number, end: number, open: number): number {
  const before = start >= 2 ? (open >> (start - 2)) & 1 : 0;
  const after = (open >> end) & 1;
  return before & after;
}

/**
 * The tables' storage, reused across calls (the chain layouts run by the thousand on a long window: allocating two
 * arrays per item was a good part of their time and of the collector's). Item `part`'s states are entries
 * [offset[part], offset[part] + candidates × stride) of `cost` (Infinity: no layout ends in that state) and `from`
 * (the previous item's state, relative to its own table, or -1).
 */
let costs = new Float64Array(0);
let froms = new Int32Array(0);
/** prefixBest's per-day cheapest state before the day, and its index. */
let bestCost = new Float64Array(0);
let bestAt = new Int32Array(0);

/**
 * Candidate indexes for the `items` (lifted off the board, in item order) minimizing their summed cost, or
 * undefined when none fits. `movable`: whether a block on the board may be moved out of the way. `price`: per day, a
 * cost per period the chain takes there, on top of the candidates' (joint-layout.ts: days other chains want).
 * `packed`: among equal costs, a position at the edge of a day's open run (chain-subsets.ts lays chains in turn).
 */
export function cheapestChainLayout(
  board: Board,
  items: readonly PlanBlock[],
  movable: (block: PlanBlock) => boolean,
  price?: Float64Array,
  packed = false,
): number[] | undefined {
  const { problem } = board;
  const cap = problem.daily_cap ?? Number.POSITIVE_INFINITY;
  const flat = flatCandidates(problem);
  // Per day: the periods held by blocks that stay, and their load (the starting timetable's study included). A
  // block holds a run of periods, so its periods are read once each, in a row.
  const blocked = new Int32Array(problem.days + 1);
  const fixedLoad = Int32Array.from(board.load);
  for (let day = 1; day <= problem.days; day++) {
    blocked[day] = board.used[day];
    let last = UNPLACED;
    for (let period = 1; period < HOLDER_STRIDE; period++) {
      const holder = board.holder[day * HOLDER_STRIDE + period];
      if (holder === UNPLACED || holder === last) continue;
      last = holder;
      const block = problem.blocks[holder];
      if (!movable(block)) continue;
      blocked[day] &= ~block.candidates[board.assignment[holder]].mask;
      fixedLoad[day] -= block.length;
    }
  }
  // The chain's load on a day never passes the cap, nor the chain's whole length.
  let length = 0;
  let size = 0;
  for (const block of items) {
    length += block.length;
    size += block.candidates.length;
  }
  const stride = Math.min(cap, length) + 1;
  size *= stride;
  if (costs.length < size) {
    costs = new Float64Array(Math.max(size, costs.length * 2));
    froms = new Int32Array(costs.length);
  }
  if (bestCost.length < problem.days + 2) {
    bestCost = new Float64Array(problem.days + 2);
    bestAt = new Int32Array(problem.days + 2);
  }
  // The module's tables in locals: the inner loops below would read the module bindings at every step.
  const table = costs;
  const tableFrom = froms;
  const dayBest = bestCost;
  const dayBestAt = bestAt;
  const offsets = new Int32Array(items.length + 1);
  for (let part = 0; part < items.length; part++) {
    const block = items[part];
    const base = offsets[part];
    const end = base + block.candidates.length * stride;
    offsets[part + 1] = end;
    table.fill(Number.POSITIVE_INFINITY, base, end);
    tableFrom.fill(-1, base, end);
    const previousBlock = part > 0 ? items[part - 1] : undefined;
    const previousBase = part > 0 ? offsets[part - 1] : 0;
    if (previousBlock) prefixBest(previousBase, previousBlock, stride, problem.days);
    const first = flat.base[block.index];
    const previousFirst = previousBlock ? flat.base[previousBlock.index] : 0;
    for (let index = 0; index < block.candidates.length; index++) {
      const at = first + index;
      const day = flat.day[at];
      if ((blocked[day] & flat.mask[at]) !== 0) continue;
      const room = cap - fixedLoad[day];
      if (block.length > room) continue;
      // Among layouts of equal cost, the later (a hair cheaper per day: at most a thousandth over a chain).
      let cost = flat.cost[at] + (price ? price[day] * block.length : 0) - LATER_BY * day;
      if (packed) cost += SPLIT_BY * splitsRun(flat.start[at], flat.end[at], problem.cells[day].freeMask & ~blocked[day]);
      const alone = base + index * stride + block.length;
      if (!previousBlock) {
        table[alone] = cost;
        continue;
      }
      // From an earlier day: the chain's load on this day is this item's alone.
      if (Number.isFinite(dayBest[day])) {
        table[alone] = dayBest[day] + cost;
        tableFrom[alone] = dayBestAt[day];
      }
      // From the same day, ending before this candidate starts.
      const slotStart = flat.start[at];
      const loads = Math.min(room, stride - 1) - block.length;
      for (let other = previousBlock.first_of_day[day]; other < previousBlock.first_of_day[day + 1]; other++) {
        if (flat.end[previousFirst + other] >= slotStart) continue;
        const otherBase = previousBase + other * stride;
        for (let load = 1; load <= loads; load++) {
          const total = table[otherBase + load] + cost;
          const key = base + index * stride + load + block.length;
          if (total < table[key]) {
            table[key] = total;
            tableFrom[key] = other * stride + load;
          }
        }
      }
    }
  }
  return walkBack(offsets, stride);
}

/** Per day d, the cheapest state of the table at `base` on days before d, and its index (bestCost, bestAt). */
function prefixBest(base: number, block: PlanBlock, stride: number, days: number): void {
  const table = costs;
  bestCost[1] = Number.POSITIVE_INFINITY;
  bestAt[1] = -1;
  for (let day = 2; day <= days + 1; day++) {
    let cost = bestCost[day - 1];
    let at = bestAt[day - 1];
    for (let key = block.first_of_day[day - 1] * stride; key < block.first_of_day[day] * stride; key++) {
      if (table[base + key] < cost) {
        cost = table[base + key];
        at = key;
      }
    }
    bestCost[day] = cost;
    bestAt[day] = at;
  }
}

/** The candidate of each item along the cheapest last state's path, or undefined when the last item has none. */
function walkBack(offsets: Int32Array, stride: number): number[] | undefined {
  const parts = offsets.length - 1;
  if (parts === 0) return undefined;
  const base = offsets[parts - 1];
  let best = -1;
  for (let key = 0; key < offsets[parts] - base; key++) {
    if (Number.isFinite(costs[base + key]) && (best < 0 || costs[base + key] < costs[base + best])) best = key;
  }
  if (best < 0) return undefined;
  const layout = new Array<number>(parts);
  let key = best;
  for (let part = parts - 1; part >= 0; part--) {
    layout[part] = Math.floor(key / stride);
    key = froms[offsets[part] + key];
  }
  return layout;
}
