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
import type { Board } from "./board";
import type { Candidate, PlanBlock } from "./problem";

const LATER_BY = 1e-6;
/**
 * Chains laid in turn (chain-subsets.ts): a short item in the middle of a day's open run can leave no run long
 * enough for the next chain's longer item there, so among equal costs a packed layout takes the edge of a run.
 */
const SPLIT_BY = 1e-7;

/** 1 when the candidate has open periods on both sides (it splits an open run in two), else 0. */
function splitsRun(candidate: Candidate, open: number): number {
  const before = candidate.slot_start >= 2 ? (open >> (candidate.slot_start - 2)) & 1 : 0;
  const after = (open >> candidate.slot_end) & 1;
  return before & after;
}

/** One item's table: per state (candidate × stride + the chain's load on its day), the cheapest cost and its origin. */
interface Table {
  /** Infinity: no layout ends in that state. */
  cost: Float64Array;
  /** The previous item's state, or -1. */
  from: Int32Array;
}

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
  // Per day: the periods held by blocks that stay, and their load (the starting timetable's study included).
  const blocked = new Int32Array(problem.days + 1);
  const fixedLoad = Int32Array.from(board.load);
  for (let day = 1; day <= problem.days; day++) {
    blocked[day] = board.used[day];
    for (const block of board.blocksOn(day)) {
      if (!movable(block)) continue;
      blocked[day] &= ~board.candidateOf(block)!.mask;
      fixedLoad[day] -= block.length;
    }
  }
  // The chain's load on a day never passes the cap, nor the chain's whole length.
  const stride = Math.min(cap, items.reduce((sum, block) => sum + block.length, 0)) + 1;
  const tables: Table[] = [];
  for (const [part, block] of items.entries()) {
    const size = block.candidates.length * stride;
    const table: Table = { cost: new Float64Array(size).fill(Number.POSITIVE_INFINITY), from: new Int32Array(size).fill(-1) };
    const previous = part > 0 ? tables[part - 1] : undefined;
    const previousBlock = part > 0 ? items[part - 1] : undefined;
    const bestBefore = previous ? prefixBest(previous, previousBlock!, stride, problem.days) : undefined;
    for (let index = 0; index < block.candidates.length; index++) {
      const candidate = block.candidates[index];
      if ((blocked[candidate.day] & candidate.mask) !== 0) continue;
      const room = cap - fixedLoad[candidate.day];
      if (block.length > room) continue;
      // Among layouts of equal cost, the later (a hair cheaper per day: at most a thousandth over a chain).
      let cost = candidate.cost + (price ? price[candidate.day] * block.length : 0) - LATER_BY * candidate.day;
      if (packed) cost += SPLIT_BY * splitsRun(candidate, problem.cells[candidate.day].freeMask & ~blocked[candidate.day]);
      const alone = index * stride + block.length;
      if (!previous) {
        table.cost[alone] = cost;
        continue;
      }
      // From an earlier day: the chain's load on this day is this item's alone.
      if (Number.isFinite(bestBefore!.cost[candidate.day])) {
        table.cost[alone] = bestBefore!.cost[candidate.day] + cost;
        table.from[alone] = bestBefore!.at[candidate.day];
      }
      // From the same day, ending before this candidate starts.
      for (let other = previousBlock!.first_of_day[candidate.day]; other < previousBlock!.first_of_day[candidate.day + 1]; other++) {
        if (previousBlock!.candidates[other].slot_end >= candidate.slot_start) continue;
        for (let load = 1; load + block.length <= Math.min(room, stride - 1); load++) {
          const total = previous.cost[other * stride + load] + cost;
          const key = index * stride + load + block.length;
          if (total < table.cost[key]) {
            table.cost[key] = total;
            table.from[key] = other * stride + load;
          }
        }
      }
    }
    tables.push(table);
  }
  return walkBack(tables, stride);
}

/** Per day d, the cheapest state of the table on days before d, and its index. */
function prefixBest(table: Table, block: PlanBlock, stride: number, days: number): { cost: Float64Array; at: Int32Array } {
  const cost = new Float64Array(days + 2).fill(Number.POSITIVE_INFINITY);
  const at = new Int32Array(days + 2).fill(-1);
  for (let day = 2; day <= days + 1; day++) {
    cost[day] = cost[day - 1];
    at[day] = at[day - 1];
    for (let key = block.first_of_day[day - 1] * stride; key < block.first_of_day[day] * stride; key++) {
      if (table.cost[key] < cost[day]) {
        cost[day] = table.cost[key];
        at[day] = key;
      }
    }
  }
  return { cost, at };
}

/** The candidate of each item along the cheapest last state's path, or undefined when the last item has none. */
function walkBack(tables: readonly Table[], stride: number): number[] | undefined {
  if (tables.length === 0) return undefined;
  const last = tables[tables.length - 1];
  let best = -1;
  for (let key = 0; key < last.cost.length; key++) {
    if (Number.isFinite(last.cost[key]) && (best < 0 || last.cost[key] < last.cost[best])) best = key;
  }
  if (best < 0) return undefined;
  const layout = new Array<number>(tables.length);
  let key = best;
  for (let part = tables.length - 1; part >= 0; part--) {
    layout[part] = Math.floor(key / stride);
    key = tables[part].from[key];
  }
  return layout;
}
