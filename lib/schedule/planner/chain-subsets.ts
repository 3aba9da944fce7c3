/**
 * Several exam chains laid again with their pre-exam reviews (issue 25). The price rounds (joint-layout.ts) move all
 * the chains at once but around pre-exam reviews held where the start's chains put them, and those periods can be
 * the very ones a better layout's items need (on 28天×60任务 the joint MILP's items sit on 7 of them). One class laid
 * again alone (relaidClass) does carry its own reviews, but its items then collide with the other classes' items.
 *
 * So this is a large-neighbourhood move: for every set of two or three exam classes, their chains and their
 * pre-exam reviews are lifted (the other classes' chains and reviews stay; the loose work is lifted too) and the
 * chains are laid again in turn, each at its cheapest layout on the ladder's costs (chain-layout.ts) followed by its
 * items' pre-exam reviews, so the next chain lays around them as the joint MILP's items lay around theirs: in every
 * order of the set, and in a few price rounds (a day the set's chains and reviews, each laid alone, ask more
 * periods of than it has costs more, as in joint-layout.ts). The layouts cheapest by their positions' costs (a
 * pre-exam review without a period counted at its price) go to the caller, who plans the loose work again around
 * each (late-chains.ts looseReplanned) and judges it by the whole objective.
 */
import { Board, UNPLACED } from "./board";
import { cheapestChainLayout } from "./chain-layout";
import type { LadderProblem } from "./ladder-costs";
import { FINAL_REVIEW_MISSING_COST } from "./objective";
import type { PlanBlock, PlanUnit } from "./problem";
import { FINAL_REVIEW_DAYS, type PlannedReview } from "./reviews";

/** Layouts handed to the caller at most (each is planned again and judged: the bulk of this step's time). */
const JUDGED = 12;
/** Price rounds per set of chains, and the price added per period a day is asked for beyond its room. */
const PRICE_ROUNDS = 6;
const PRICE_STEP = 0.01;
/** Sets of chains moved together: two up to this many (sets of four added time and nothing on the sweep). */
const MAX_SET = 3;

interface Chain {
  blocks: PlanBlock[];
  exam: number;
}

interface Laid {
  board: Board;
  /** The laid chains' positions' cost, a pre-exam review that found no period at its price. */
  cost: number;
}

/** Every set of two to MAX_SET of `count` indexes. */
function subsets(count: number): number[][] {
  const result: number[][] = [];
  for (let mask = 0; mask < 1 << count; mask++) {
    const set = [...Array(count).keys()].filter((index) => (mask >> index) & 1);
    if (set.length >= 2 && set.length <= MAX_SET) result.push(set);
  }
  return result;
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((first, at) => permutations([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [first, ...rest]));
}

function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * One period per item of `chain` in its exam's last days after the item's study day (`asked` counts them per day);
 * returns how many items found none. The latest-studied items first (their stretches are the shortest), each on the
 * day of its stretch with the most room left, the later among equals: the eve first filled a stretch's last day and
 * left no room there for the chains laid after it (the joint MILP spreads them over the stretch).
 */
function reservePreExam(board: Board, chain: Chain, asked?: Int32Array): number {
  const { problem } = board;
  const cap = problem.daily_cap ?? Number.POSITIVE_INFINITY;
  const lastDayOf = new Map<PlanBlock["task"], number>();
  for (const block of chain.blocks) lastDayOf.set(block.task, Math.max(lastDayOf.get(block.task) ?? 0, board.candidateOf(block)!.day));
  let missing = 0;
  for (const studied of [...lastDayOf.values()].sort((a, b) => b - a)) {
    let best = -1;
    let bestRoom = 0;
    for (let day = Math.min(chain.exam - 1, problem.days); day >= Math.max(studied + 1, chain.exam - FINAL_REVIEW_DAYS, 1); day--) {
      const room = Math.min(popcount(problem.cells[day].freeMask & ~board.used[day]), cap - board.load[day]);
      if (room > bestRoom) {
        best = day;
        bestRoom = room;
      }
    }
    if (best < 0) {
      missing++;
      continue;
    }
    const open = problem.cells[best].freeMask & ~board.used[best];
    board.used[best] |= open & -open;
    board.load[best]++;
    if (asked) asked[best]++;
  }
  return missing;
}

/** A chain's cheapest layout on a board, with the prices of the moment (packed: chains are laid in turn here). */
type LayoutOf = (board: Board, chain: Chain) => number[] | undefined;

/**
 * cheapestChainLayout on `base` itself, remembered per chain until the prices change (`forget`): every order that
 * lays a chain first, and each round's chains laid alone, ask for the same layout on the same board again (a
 * price of 0 adds exactly nothing, so the unpriced orders and the first round alike). Other boards are computed.
 */
function layoutsOnBase(base: Board, price: Float64Array): { layoutOf: LayoutOf; forget: () => void } {
  const known = new Map<Chain, number[] | undefined>();
  const layoutOf: LayoutOf = (board, chain) => {
    if (board !== base) return cheapestChainLayout(board, chain.blocks, () => false, price, true);
    if (!known.has(chain)) known.set(chain, cheapestChainLayout(base, chain.blocks, () => false, price, true));
    return known.get(chain);
  };
  return { layoutOf, forget: () => known.clear() };
}

/** The chains laid in turn on a copy of `base`, each at its cheapest layout (`layoutOf`) then its pre-exam reviews. */
function layInTurn(base: Board, chains: readonly Chain[], layoutOf: LayoutOf): Laid | undefined {
  const board = base.clone();
  let cost = 0;
  for (const chain of chains) {
    // The first chain meets the board as `base` has it.
    const layout = layoutOf(chain === chains[0] ? base : board, chain);
    if (!layout) {
      board.release();
      return undefined;
    }
    chain.blocks.forEach((block, part) => {
      board.place(block, layout[part]);
      cost += block.candidates[layout[part]].cost;
    });
    cost += FINAL_REVIEW_MISSING_COST * reservePreExam(board, chain);
  }
  return { board, cost };
}

/** Per day, the periods `base` leaves open within the cap. */
function roomOf(base: Board): Int32Array {
  const { problem } = base;
  const cap = problem.daily_cap ?? Number.POSITIVE_INFINITY;
  const room = new Int32Array(problem.days + 1);
  for (let day = 1; day <= problem.days; day++) {
    room[day] = Math.max(0, Math.min(popcount(problem.cells[day].freeMask & ~base.used[day]), cap - base.load[day]));
  }
  return room;
}

/**
 * The set's layouts: every order unpriced, then price rounds laid the latest exam first. `visit` reads each laid
 * board during the call only (it is released after).
 */
function setLayouts(base: Board, chains: readonly Chain[], visit: (laid: Laid) => void): void {
  const visitThenRelease = (laid: Laid) => {
    visit(laid);
    laid.board.release();
  };
  const price = new Float64Array(base.problem.days + 1);
  const { layoutOf, forget } = layoutsOnBase(base, price);
  for (const order of permutations([...chains.keys()])) {
    const laid = layInTurn(base, order.map((which) => chains[which]), layoutOf);
    if (laid) visitThenRelease(laid);
  }
  const byExam = [...chains].sort((a, b) => b.exam - a.exam);
  const room = roomOf(base);
  for (let round = 0; round < PRICE_ROUNDS; round++) {
    // What each chain asks for laid alone with the prices, its pre-exam reviews included.
    const asked = new Int32Array(base.problem.days + 1);
    for (const chain of chains) {
      const layout = layoutOf(base, chain);
      if (!layout) return;
      const alone = base.clone();
      chain.blocks.forEach((block, part) => {
        alone.place(block, layout[part]);
        asked[block.candidates[layout[part]].day] += block.length;
      });
      reservePreExam(alone, chain, asked);
      alone.release();
    }
    let crowded = false;
    for (let day = 1; day <= base.problem.days; day++) {
      const excess = asked[day] - room[day];
      if (excess > 0) crowded = true;
      price[day] += PRICE_STEP * Math.max(0, excess);
    }
    forget();
    if (!crowded) return;
    const laid = layInTurn(base, byExam, layoutOf);
    if (laid) visitThenRelease(laid);
  }
}

/** The board with the chains and pre-exam reviews of the classes not in `moved` only (the loose work lifted). */
function baseBoard(ladder: LadderProblem, assignment: ArrayLike<number>, moved: ReadonlySet<number>, finals: readonly PlannedReview[]): Board | undefined {
  const problem = ladder.problem;
  const board = new Board(problem);
  for (const block of problem.blocks) {
    const at = assignment[block.index];
    const unit = problem.units[block.unit];
    if (at === UNPLACED || unit.kind === "loose" || moved.has(unit.settings?.category_id ?? -1)) continue;
    board.place(block, at);
  }
  for (const review of finals) {
    if (moved.has(review.item.taskClass.category_id)) continue;
    const bit = 1 << (review.slot - 1);
    if ((board.used[review.day] & bit) !== 0) return undefined;
    board.used[review.day] |= bit;
    board.load[review.day]++;
  }
  return board;
}

/**
 * The chains-only plans (loose blocks unplaced; the ladder problem's candidate indexes, which are the original's) of
 * the sets of `examChains` laid again as above from `assignment`, whose pre-exam reviews are `finals`: the JUDGED
 * cheapest by their positions' costs, distinct.
 */
export function chainSubsetPlans(
  ladder: LadderProblem,
  assignment: ArrayLike<number>,
  examChains: readonly PlanUnit[],
  examDays: ReadonlyMap<number, number>,
  finals: readonly PlannedReview[],
): Int32Array[] {
  const problem = ladder.problem;
  const found = new Map<string, { plan: Int32Array; cost: number }>();
  for (const set of subsets(examChains.length)) {
    const units = set.map((which) => examChains[which]);
    const base = baseBoard(ladder, assignment, new Set(units.map((unit) => unit.settings!.category_id)), finals);
    if (!base) continue;
    const chains = units.map((unit) => ({
      blocks: unit.blocks.map((index) => problem.blocks[index]).filter((block) => assignment[block.index] !== UNPLACED),
      exam: examDays.get(unit.settings!.category_id)!,
    }));
    // The positions' cost of the chains that stay, so that layouts of different sets compare.
    let fixed = 0;
    for (const block of problem.blocks) if (base.isPlaced(block)) fixed += block.candidates[base.assignment[block.index]].cost;
    setLayouts(base, chains, (laid) => {
      const key = laid.board.assignment.join(",");
      if (!found.has(key)) found.set(key, { plan: laid.board.assignment.slice(), cost: fixed + laid.cost });
    });
  }
  return [...found.values()].sort((a, b) => a.cost - b.cost).slice(0, JUDGED).map((entry) => entry.plan);
}
