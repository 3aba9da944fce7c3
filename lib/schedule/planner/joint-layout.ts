/**
 * The exam chains laid together (issue 25). relayChain (exchange.ts) lays one chain at its cheapest layout with the
 * other chains where they are; once every chain is at its cheapest layout given the others, no single relay gains,
 * yet moving several together can: on 28天×60任务 the joint MILP puts class 101 just before its exam, which frees days
 * for class 102 and 103 to shift, which frees days 16-20 for class 100, four classes moving at once. Laid one after
 * another from scratch the first chain takes the days another needs most (every order of the four was tried: none
 * below the plan's own).
 *
 * So the chains are laid with prices on the days: each chain, alone on the board without the others, takes its
 * cheapest layout with a price per period on each day added to its candidates' costs; a day the chains ask more
 * periods of than it has open (free, or held by loose blocks that may move) has its price raised by the periods
 * too many, and the layouts are taken again (a subgradient step of the days' shared room, as in a Lagrangian
 * relaxation). Each round the chains are also laid for real, in turn with the round's prices, loose blocks moving
 * aside (takeWithEjection) and the chains of moves placing what they displaced; the cheapest such plan by the
 * positions' own costs (the prices dropped) is kept when it is below where the board started. chainRounds hands every
 * round's plan to the caller instead, who judges it by the whole objective with the loose work planned again.
 */
import type { Board } from "./board";
import { augmentPlan } from "./augment";
import { cheapestChainLayout } from "./chain-layout";
import { positionsCost, restore, takeWithEjection } from "./exchange";
import { SCORE_EPSILON } from "./objective";
import type { PlanBlock, PlanUnit } from "./problem";

/** Rounds of prices at most (each lays every chain twice: alone, then in turn). */
const PRICE_ROUNDS = 20;
/** Price added per period a day is asked for beyond its room, per round. */
const PRICE_STEP = 0.004;

/** Per day, the periods the lifted chains may take: open periods (free or movable), within the cap. */
function roomByDay(board: Board, movable: (block: PlanBlock) => boolean): Int32Array {
  const { problem } = board;
  const cap = problem.daily_cap ?? Number.POSITIVE_INFINITY;
  const room = new Int32Array(problem.days + 1);
  for (let day = 1; day <= problem.days; day++) {
    let blocked = board.used[day];
    let load = board.load[day];
    for (const block of board.blocksOn(day)) {
      if (!movable(block)) continue;
      blocked &= ~board.candidateOf(block)!.mask;
      load -= block.length;
    }
    let open = 0;
    for (let rest = problem.cells[day].freeMask & ~blocked; rest !== 0; rest &= rest - 1) open++;
    room[day] = Math.max(0, Math.min(open, cap - load));
  }
  return room;
}

/**
 * The chains laid in turn at their cheapest layouts with `price`; false when one finds none or cannot be taken.
 * `firstLayout`: the first chain's layout with these prices on this very board (the round's own, laid alone), which
 * the dynamic program would only find again.
 */
function layInTurn(board: Board, chains: readonly PlanBlock[][], movable: (block: PlanBlock) => boolean, price: Float64Array, firstLayout: number[]): boolean {
  const placedBefore = board.problem.blocks.filter((block) => board.isPlaced(block));
  for (const chain of chains) {
    const layout = chain === chains[0] ? firstLayout : cheapestChainLayout(board, chain, movable, price);
    if (!layout) return false;
    for (let part = chain.length - 1; part >= 0; part--) {
      if (!takeWithEjection(board, chain[part], layout[part], true)) return false;
    }
  }
  if (placedBefore.some((block) => !board.isPlaced(block))) augmentPlan(board);
  return true;
}

/**
 * The price rounds over the placed items of the `units` (exam chains): `visit` sees each round's chains laid for
 * real (a board of its own, which `visit` releases when done with it) when the prices changed a layout. The board is left with the chains lifted; the caller
 * restores it.
 */
function priceRounds(board: Board, chains: readonly PlanBlock[][], visit: (laid: Board) => void): void {
  const { problem } = board;
  for (const chain of chains) for (const block of chain) board.remove(block);
  const movable = (block: PlanBlock) => problem.units[block.unit].kind === "loose";
  const room = roomByDay(board, movable);
  const price = new Float64Array(problem.days + 1);
  let lastSignature = "";
  for (let round = 0; round < PRICE_ROUNDS; round++) {
    const asked = new Int32Array(problem.days + 1);
    const layouts: number[] = [];
    let firstLayout: number[] | undefined;
    for (const chain of chains) {
      const layout = cheapestChainLayout(board, chain, movable, price);
      if (!layout) break;
      firstLayout ??= layout;
      layouts.push(...layout);
      chain.forEach((block, part) => (asked[block.candidates[layout[part]].day] += block.length));
    }
    // Laid for real only when the prices changed a layout (the same layouts, a step apart, mostly lay the same).
    const signature = layouts.join(",");
    const fresh = signature !== lastSignature;
    lastSignature = signature;
    if (fresh) {
      const laid = board.clone();
      if (firstLayout && layInTurn(laid, chains, movable, price, firstLayout)) visit(laid);
      else laid.release();
    }
    let crowded = false;
    for (let day = 1; day <= problem.days; day++) {
      const excess = asked[day] - room[day];
      if (excess > 0) crowded = true;
      price[day] += PRICE_STEP * Math.max(0, excess);
    }
    if (!crowded) break;
  }
}

function placedChains(board: Board, units: readonly PlanUnit[]): PlanBlock[][] {
  return units
    .map((unit) => unit.blocks.map((index) => board.problem.blocks[index]).filter((block) => board.isPlaced(block)))
    .filter((chain) => chain.length > 0);
}

/**
 * The placed items of the `units` (exam chains) lifted and laid again together, by the prices above; true when the
 * positions' costs fell (the board then holds the new plan), else the board is as it was.
 */
export function layChainsTogether(board: Board, units: readonly PlanUnit[]): boolean {
  const chains = placedChains(board, units);
  if (chains.length < 2) return false;
  const saved = board.clone();
  let bestCost = positionsCost(board) - SCORE_EPSILON;
  let best: Board | undefined;
  priceRounds(board, chains, (laid) => {
    const cost = positionsCost(laid);
    if (cost < bestCost) {
      bestCost = cost;
      best?.release();
      best = laid;
    } else laid.release();
  });
  restore(board, best ?? saved);
  saved.release();
  best?.release();
  return best !== undefined;
}

/**
 * Every round's plan of the price rounds (the board's candidate indexes), whatever its positions' cost: the caller
 * judges them by the whole objective (review-room.ts). The board is left as it was.
 */
export function chainRounds(board: Board, units: readonly PlanUnit[]): Int32Array[] {
  const chains = placedChains(board, units);
  if (chains.length < 2) return [];
  const saved = board.clone();
  const plans: Int32Array[] = [];
  priceRounds(board, chains, (laid) => {
    plans.push(laid.assignment.slice());
    laid.release();
  });
  restore(board, saved);
  saved.release();
  return plans;
}
