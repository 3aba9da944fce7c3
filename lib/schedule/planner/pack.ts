/**
 * Packing: given a set of blocks that should all be placed, find positions for every one of them, or report that
 * this packing rule could not. Units go earliest deadline first (EDF), chains item by item, and each block takes
 * the best position by the rule's preference. No single rule wins on every timetable, so the search tries several.
 */
import { Board, UNPLACED } from "./board";
import type { Candidate, PlanBlock, PlanProblem, PlanUnit } from "./problem";
import { float64s, int32s } from "./typed-arena";
import { packMemos } from "./pack-memo";

export type PackRule =
  /** Cheapest position (free before 水课, before the urgency day), then the earliest. */
  | "cheap_first"
  /** Earliest position, then the cheapest: keeps later days open for later deadlines. */
  | "earliest_first"
  /** Blocks that may embed go into 水课 first, saving free periods for blocks that may not. */
  | "embed_first"
  /** Latest position, units with the latest start first: the mirror image, good when start days differ. */
  | "latest_first";

export const PACK_RULES: readonly PackRule[] = ["cheap_first", "earliest_first", "embed_first", "latest_first"];

/** A 2-period block starting on an even period straddles two standard blocks (2-3, 4-5 ...). */
function misaligned(length: number, candidate: Candidate): number {
  return length % 2 === 0 && candidate.slot_start % 2 === 0 ? 1 : 0;
}

/** A 1-period block that leaves the other half of its standard block free splits a pair someone else could use. */
function splitsPair(board: Board, block: PlanBlock, candidate: Candidate): number {
  if (block.length !== 1) return 0;
  const period = candidate.slot_start;
  const partner = period % 2 === 1 ? period + 1 : period - 1;
  const partnerBit = 1 << (partner - 1);
  const cells = board.problem.cells[candidate.day];
  return (cells.freeMask & partnerBit) !== 0 && (board.used[candidate.day] & partnerBit) === 0 ? 1 : 0;
}

const SHAPE_STEP = 100;

/** The part of a candidate's preference that does not depend on the board; lower is better. */
function staticRank(block: PlanBlock, candidate: Candidate, rule: PackRule): number {
  const shape = misaligned(block.length, candidate) * SHAPE_STEP;
  const cost = Math.round(candidate.cost * 100);
  switch (rule) {
    case "cheap_first":
      return cost * 1e6 + candidate.day * 1e3 + shape + candidate.slot_start;
    case "earliest_first":
      return candidate.day * 1e6 + cost * 1e3 + shape + candidate.slot_start;
    case "embed_first": {
      const free = block.allow_embed && candidate.host_id === undefined ? 1 : 0;
      return free * 1e9 + candidate.day * 1e6 + cost * 1e3 + shape + candidate.slot_start;
    }
    case "latest_first":
      return cost * 1e6 - candidate.day * 1e3 + shape - candidate.slot_start;
  }
}

interface Ranking {
  order: Int32Array;
  rank: Float64Array;
  /**
   * Per position of `order`: the first later position on another day. Every rule sorts a day's candidates next to
   * each other (within a cost class), so a day that cannot take the block is passed over in one step.
   */
  dayEnd: Int32Array;
  /**
   * A block of a restricted problem reads its original block's ranking: `order`, `rank` and `dayEnd` are the
   * original's (by original candidate index), `local` gives each original candidate's index in the block (-1: not
   * kept) and `back` each of the block's candidates' original index. Absent: the indexes are the block's own.
   */
  local?: Int32Array;
  back?: Int32Array;
}

const RULE_INDEX: Record<PackRule, number> = { cheap_first: 0, earliest_first: 1, embed_first: 2, latest_first: 3 };

/**
 * What pickCandidate reads of a problem besides the board, built on first use: the candidates of each block sorted by
 * static rank, per rule (blocks that share a candidate array share them), and per day the periods a block may take
 * at all, free ones and free or shared with a 水课. Kept per problem (weakly: it goes when the problem goes), and the
 * last problem's at hand, since pickCandidate runs many thousand times per plan.
 */
interface PickCache {
  problem: PlanProblem;
  /** Per block: the number of its candidate array. */
  arrayOf: Int32Array;
  /** Per candidate array and rule (array × 4 + rule). */
  rankings: Array<Ranking | undefined>;
  free: Int32Array;
  withEmbed: Int32Array;
}

const pickCaches = new WeakMap<PlanProblem, PickCache>();
let lastCache: PickCache | undefined;

function pickCacheOf(problem: PlanProblem): PickCache {
  if (lastCache?.problem === problem) return lastCache;
  lastCache = cacheOf(problem);
  return lastCache;
}

function cacheOf(problem: PlanProblem): PickCache {
  let cache = pickCaches.get(problem);
  if (!cache) {
    const arrays = new Map<readonly Candidate[], number>();
    const arrayOf = Int32Array.from(problem.blocks, (block) => {
      let id = arrays.get(block.candidates);
      if (id === undefined) {
        id = arrays.size;
        arrays.set(block.candidates, id);
      }
      return id;
    });
    const free = Int32Array.from(problem.cells, (cells) => cells.freeMask);
    const withEmbed = Int32Array.from(problem.cells, (cells) =>
      cells.occurrence.reduce((mask, occurrence, period) => (occurrence >= 0 && period > 0 ? mask | (1 << (period - 1)) : mask), cells.freeMask),
    );
    cache = { problem, arrayOf, rankings: new Array(arrays.size * 4).fill(undefined), free, withEmbed };
    pickCaches.set(problem, cache);
  }
  return cache;
}

/**
 * Rankings of derived problems' candidate arrays, by the array, for every problem that shares it: a restriction
 * hands out the same narrowed array again wherever it takes the same periods (reserve.ts), and its ranking is a
 * function of the array (and of its blocks' length and 水课 permission, alike for the blocks of one array).
 */
const derivedRankings = new WeakMap<readonly Candidate[], Array<Ranking | undefined>>();

function rankingOf(cache: PickCache, block: PlanBlock, rule: PackRule): Ranking {
  const key = cache.arrayOf[block.index] * 4 + RULE_INDEX[rule];
  const cached = cache.rankings[key];
  if (cached) return cached;
  const derived = cache.problem.derived_from;
  let ranking: Ranking;
  if (derived && derived.recosted?.[block.index] !== 1) {
    let byRule = derivedRankings.get(block.candidates);
    if (!byRule) {
      byRule = new Array<Ranking | undefined>(4).fill(undefined);
      derivedRankings.set(block.candidates, byRule);
    }
    ranking = byRule[RULE_INDEX[rule]] ??= derivedRanking(block, rule, derived);
  } else ranking = buildRanking(block, rule);
  cache.rankings[key] = ranking;
  return ranking;
}

/**
 * The ranking of a block of a restricted problem (reserve.ts), read off its original block's: its candidates are a
 * subset of the original's, in the same order, so the original's order with the candidates not kept passed over is
 * theirs (by rank, then index). pickCandidate reads it so, through `local`, instead of a filtered copy: it mostly
 * stops after the first few positions, and a plan derives thousands of rankings (copying each was a tenth of the
 * call).
 */
function derivedRanking(block: PlanBlock, rule: PackRule, derived: NonNullable<PlanProblem["derived_from"]>): Ranking {
  const originalBlock = derived.problem.blocks[derived.blocks[block.index]];
  const original = rankingOf(cacheOf(derived.problem), originalBlock, rule);
  const back = derived.candidates[block.index];
  // Every candidate kept (a problem that only recosts others', ladder-costs.ts, or a restriction that took none of
  // these): the original's ranking is this one.
  if (back.length === originalBlock.candidates.length) return original;
  // The original itself read off another's (a restriction of a restriction): its indexes are that one's.
  const base = original.back ? Int32Array.from(back, (at) => original.back![at]) : back;
  const baseLength = original.local ? original.local.length : originalBlock.candidates.length;
  return { order: original.order, rank: original.rank, dayEnd: original.dayEnd, local: localIndexes(base, baseLength), back: base };
}

/** Per candidate array of a restriction (its `back`): each original candidate's index in it, -1 when not kept. */
const localIndexesOf = new WeakMap<Int32Array, Int32Array>();

function localIndexes(back: Int32Array, originalLength: number): Int32Array {
  let local = localIndexesOf.get(back);
  if (!local) {
    local = int32s(originalLength).fill(-1);
    for (let at = 0; at < back.length; at++) local[back[at]] = at;
    localIndexesOf.set(back, local);
  }
  return local;
}

/**
 * Candidate indexes by rank, then index. The ranks are integers, so rank × 2^k + index (2^k above the index) orders
 * the same and sorts as plain numbers, much faster than a typed array sorted with a comparator (most of a
 * rough_schedule's ranking time); past 2^53 it falls back to the comparator.
 */
function sortedByRank(rank: Float64Array): Int32Array {
  let stride = 1;
  while (stride < rank.length) stride *= 2;
  let largest = 0;
  let integral = true;
  for (const value of rank) {
    largest = Math.max(largest, Math.abs(value));
    if (!Number.isInteger(value)) integral = false;
  }
  if (!integral || (largest + 1) * stride >= Number.MAX_SAFE_INTEGER) {
    return Int32Array.from(rank.keys()).sort((a, b) => rank[a] - rank[b] || a - b);
  }
  // Plain loops: a typed array's from() with a mapping function calls it per element, several times slower here.
  // The keys only live through the sort: they are sorted in a scratch array kept between calls.
  if (sortKeys.length < rank.length) sortKeys = new Float64Array(2 * rank.length);
  const keys = sortKeys.subarray(0, rank.length);
  for (let index = 0; index < rank.length; index++) keys[index] = rank[index] * stride + index;
  keys.sort();
  const order = int32s(keys.length);
  for (let position = 0; position < keys.length; position++) order[position] = keys[position] - Math.floor(keys[position] / stride) * stride;
  return order;
}

let sortKeys = new Float64Array(256);

/** The candidates of a block (of every block sharing its candidate array) sorted by static rank. */
function buildRanking(block: PlanBlock, rule: PackRule): Ranking {
  const rank = float64s(block.candidates.length);
  for (let index = 0; index < rank.length; index++) rank[index] = staticRank(block, block.candidates[index], rule);
  const order = sortedByRank(rank);
  return { order, rank, dayEnd: dayEnds(block, order) };
}

function dayEnds(block: PlanBlock, order: Int32Array): Int32Array {
  const dayEnd = int32s(order.length);
  for (let position = order.length - 1; position >= 0; position--) {
    const sameDayNext = position + 1 < order.length && block.candidates[order[position + 1]].day === block.candidates[order[position]].day;
    dayEnd[position] = sameDayNext ? dayEnd[position + 1] : position + 1;
  }
  return dayEnd;
}

/**
 * A quick test that no position of the day can take the block: the day is at its cap, or its open periods not yet
 * taken have no run as long as the block. (Only a shortcut: a day that passes may still have no fitting candidate.)
 */
function dayClosed(board: Board, block: PlanBlock, open: Int32Array, day: number): boolean {
  const cap = board.problem.daily_cap;
  if (cap !== undefined && board.load[day] + block.length > cap) return true;
  let runs = open[day] & ~board.used[day];
  for (let step = 1; step < block.length && runs !== 0; step++) runs &= runs >> 1;
  return runs === 0;
}

/** The best candidate the block fits into on this board by the rule (optionally on one day only), or UNPLACED. */
export function pickCandidate(board: Board, block: PlanBlock, rule: PackRule, onDay?: number): number {
  const cache = pickCacheOf(board.problem);
  const { order, rank, dayEnd, local, back } = rankingOf(cache, block, rule);
  let best = UNPLACED;
  let bestValue = Number.POSITIVE_INFINITY;
  if (onDay !== undefined) {
    for (let index = block.first_of_day[onDay]; index < block.first_of_day[onDay + 1]; index++) {
      const candidate = block.candidates[index];
      if (!board.fits(block, candidate)) continue;
      const value = rank[back ? back[index] : index] + splitsPair(board, block, candidate) * SHAPE_STEP;
      if (value < bestValue) {
        bestValue = value;
        best = index;
      }
    }
    return best;
  }
  const open = block.allow_embed ? cache.withEmbed : cache.free;
  // In rank order the first fitting candidate is best, up to the board-dependent pair penalty: stop as soon as
  // no later candidate can beat the best found.
  // A derived ranking (local) passes over the original's candidates the block does not have; the ranks and the
  // days' ends are read by original index, the candidate by the block's own.
  for (let position = 0; position < order.length; position++) {
    const ranked = order[position];
    if (rank[ranked] >= bestValue) break;
    const index = local ? local[ranked] : ranked;
    if (index < 0) continue;
    const candidate = block.candidates[index];
    if (dayClosed(board, block, open, candidate.day)) {
      position = dayEnd[position] - 1;
      continue;
    }
    if (!board.fits(block, candidate)) continue;
    const value = rank[ranked] + splitsPair(board, block, candidate) * SHAPE_STEP;
    if (value < bestValue) {
      bestValue = value;
      best = index;
    }
  }
  return best;
}

function unitOrder(rule: PackRule): (a: PlanUnit, b: PlanUnit) => number {
  if (rule === "latest_first") {
    return (a, b) => b.day_start - a.day_start || b.day_end - a.day_end || b.weight - a.weight || a.index - b.index;
  }
  return (a, b) => a.day_end - b.day_end || b.weight - a.weight || b.total_periods - a.total_periods || a.index - b.index;
}

/** Per problem and rule: every unit in the rule's order (a total order, so any subset keeps it). */
const unitOrders = new WeakMap<PlanProblem, Map<PackRule, readonly PlanUnit[]>>();

function unitsInOrder(problem: PlanProblem, rule: PackRule): readonly PlanUnit[] {
  let byRule = unitOrders.get(problem);
  if (!byRule) {
    byRule = new Map();
    unitOrders.set(problem, byRule);
  }
  let units = byRule.get(rule);
  if (!units) {
    units = [...problem.units].sort(unitOrder(rule));
    byRule.set(rule, units);
  }
  return units;
}

/**
 * Places every block of `members` (a set of block indexes whose chain members form prefixes) on a fresh board,
 * or returns null when the rule leaves one out.
 */
export function packBlocks(problem: PlanProblem, members: ReadonlySet<number>, rule: PackRule): Board | null {
  const board = new Board(problem);
  const { memo, last } = packMemos(problem, rule, members.size);
  let replaying = true;
  const backwards = rule === "latest_first";
  for (const unit of unitsInOrder(problem, rule)) {
    const count = unit.blocks.length;
    for (let step = 0; step < count; step++) {
      const index = unit.blocks[backwards ? count - 1 - step : step];
      if (!members.has(index)) continue;
      const block = problem.blocks[index];
      const at = memo.length;
      let candidate: number;
      if (replaying && at < last.length && last.sequence[at] === index) candidate = last.choice[at];
      else {
        replaying = false;
        candidate = pickCandidate(board, block, rule);
      }
      memo.sequence[at] = index;
      memo.choice[at] = candidate;
      memo.length++;
      if (candidate === UNPLACED) {
        board.release();
        return null;
      }
      board.place(block, candidate);
    }
  }
  return board;
}
