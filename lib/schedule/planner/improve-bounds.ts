/**
 * Necessary conditions for improve.ts's tries to gain, checked before the board is touched: almost every relocation
 * try and most day rebuilds fail, and a failed one only restores the board, so a try these rule out is skipped
 * with the same plan as a result. Each bound is optimistic: it ignores what the other lifted blocks take when
 * they go back and the chains' order, which can only take room away.
 */
import type { Board } from "./board";
import type { Candidate, PlanBlock } from "./problem";

/**
 * Whether a block could take a free position on a day other than `day` on the board as it stands: its first free
 * day and whether it has a second. A failed relocation try leaves the board as it was, so within one tryRelocation
 * call the answers hold (computed per block on first need).
 */
export function roomElsewhere(board: Board): (holder: PlanBlock, day: number) => boolean {
  const cap = board.problem.daily_cap ?? Number.POSITIVE_INFINITY;
  // Per block, stamped with this call's number: a Map and an object per block were made for every relocation.
  const blocks = board.problem.blocks.length;
  if (elsewhereStamp.length < blocks) {
    elsewhereStamp = new Int32Array(2 * blocks);
    elsewhereFirst = new Int32Array(2 * blocks);
    elsewhereSecond = new Uint8Array(2 * blocks);
  }
  const stamp = ++elsewhereCalls;
  const known = elsewhereStamp;
  const firstDay = elsewhereFirst;
  const second = elsewhereSecond;
  return (holder, day) => {
    const at = holder.index;
    if (known[at] !== stamp) {
      known[at] = stamp;
      firstDay[at] = -1;
      second[at] = 0;
      for (const candidate of holder.candidates) {
        if ((board.used[candidate.day] & candidate.mask) !== 0 || board.load[candidate.day] + holder.length > cap) continue;
        if (firstDay[at] < 0) firstDay[at] = candidate.day;
        else if (candidate.day !== firstDay[at]) {
          second[at] = 1;
          break;
        }
      }
    }
    return firstDay[at] >= 0 && (firstDay[at] !== day || second[at] === 1);
  };
}

let elsewhereStamp = new Int32Array(0);
let elsewhereFirst = new Int32Array(0);
let elsewhereSecond = new Uint8Array(0);
let elsewhereCalls = 0;

/**
 * A necessary condition for tryRelocation's try at `candidate` to gain, checked before the board is touched (almost
 * every try fails, and a failed try only restores the board): a lifted block can go back only where the board will
 * have room — a free position on another day now (the lift and the block change only the candidate's day), or on the
 * candidate's day a position clear of the blocks that stay and of the candidate, within the cap. A chain item with
 * no such position cannot move (the try fails), a loose block is certainly left out; the gain is at most the block's
 * value less those and less the candidate's cost over the lifted blocks' (their new costs are ≥ 0).
 */
export function mayGain(board: Board, block: PlanBlock, candidate: Candidate, lifted: readonly PlanBlock[], elsewhere: (holder: PlanBlock, day: number) => boolean): boolean {
  const { problem } = board;
  const cap = problem.daily_cap ?? Number.POSITIVE_INFINITY;
  const day = candidate.day;
  let used = board.used[day];
  let load = board.load[day] + block.length;
  let bound = block.weight * block.length - candidate.cost;
  for (const holder of lifted) {
    const at = board.candidateOf(holder)!;
    used &= ~at.mask;
    load -= holder.length;
    bound += at.cost;
  }
  used |= candidate.mask;
  for (const holder of lifted) {
    if (elsewhere(holder, day) || roomOnDay(holder, day, used, load, cap)) continue;
    if (problem.units[holder.unit].kind === "chain") return false;
    bound -= holder.weight * holder.length;
  }
  return bound > 1e-9;
}

function roomOnDay(block: PlanBlock, day: number, used: number, load: number, cap: number): boolean {
  if (load + block.length > cap) return false;
  for (let index = block.first_of_day[day]; index < block.first_of_day[day + 1]; index++) {
    if ((used & block.candidates[index].mask) === 0) return true;
  }
  return false;
}

/**
 * A necessary condition for a day's rebuild to gain, checked before the board is touched: a lifted block costs
 * something where it is (it may move somewhere cheaper), or a waiting block has a position on the day clear of the
 * blocks that stay, within the cap (only the waiting ones can fill it). Otherwise the rebuild restores the board.
 */
export function mayRebuildGain(board: Board, day: number, lifted: readonly PlanBlock[], waiting: readonly PlanBlock[]): boolean {
  let used = board.used[day];
  let load = board.load[day];
  for (const block of lifted) {
    const at = board.candidateOf(block)!;
    if (at.cost > 0) return true;
    used &= ~at.mask;
    load -= block.length;
  }
  const cap = board.problem.daily_cap ?? Number.POSITIVE_INFINITY;
  return waiting.some((block) => roomOnDay(block, day, used, load, cap));
}
