/**
 * The last packing per problem and rule (pack.ts): the blocks in the order they were taken and the candidate each
 * got (UNPLACED where the packing failed, its last step). A packing is a function of the blocks taken so far, so a
 * later packing that takes the same blocks in the same order up to a step takes the same candidates up to there:
 * those are placed again without the search. The search repacks sets that differ by a block or two, so long prefixes
 * repeat.
 *
 * Two memos per problem and rule, written in turn: the packing writes one while it reads the last one, and the next
 * packing writes over the one read (a new pair of arrays per packing was most of the packings' garbage).
 */
import type { PlanProblem } from "./problem";
import { int32s } from "./typed-arena";

export interface PackMemo {
  sequence: Int32Array;
  choice: Int32Array;
  length: number;
}

interface MemoPair {
  last: PackMemo;
  spare: PackMemo;
}

/** By problem, then by packing rule (pack.ts's PackRule). */
const memos = new WeakMap<PlanProblem, Map<string, MemoPair>>();

function emptyMemo(): PackMemo {
  return { sequence: new Int32Array(0), choice: new Int32Array(0), length: 0 };
}

/**
 * The memo a packing of `size` blocks writes (emptied) and the last packing's, which it replays; the first packing
 * of a problem and rule replays an empty memo, that is nothing.
 */
export function packMemos(problem: PlanProblem, rule: string, size: number): { memo: PackMemo; last: PackMemo } {
  let byRule = memos.get(problem);
  if (!byRule) {
    byRule = new Map();
    memos.set(problem, byRule);
  }
  let pair = byRule.get(rule);
  if (!pair) {
    pair = { last: emptyMemo(), spare: emptyMemo() };
    byRule.set(rule, pair);
  }
  const memo = pair.spare;
  if (memo.sequence.length < size) {
    memo.sequence = int32s(size);
    memo.choice = int32s(size);
  }
  memo.length = 0;
  pair.spare = pair.last;
  pair.last = memo;
  return { memo, last: pair.spare };
}
