/**
 * Every block's candidates in flat typed arrays, built once per problem: the passes that read all of them many
 * times (displacement.ts) stay in cache-friendly numbers instead of objects. Blocks of one loose task share a
 * candidate array (problem.ts), and so share one run of the flat arrays.
 */
import type { Candidate, PlanProblem } from "./problem";

export interface FlatCandidates {
  /** Per block: where its candidates start in the arrays below. */
  base: Int32Array;
  day: Int32Array;
  start: Int32Array;
  end: Int32Array;
  mask: Int32Array;
  cost: Float64Array;
}

const cache = new WeakMap<PlanProblem, FlatCandidates>();

export function flatCandidates(problem: PlanProblem): FlatCandidates {
  const cached = cache.get(problem);
  if (cached) return cached;
  const offsets = new Map<readonly Candidate[], number>();
  let size = 0;
  for (const block of problem.blocks) {
    if (offsets.has(block.candidates)) continue;
    offsets.set(block.candidates, size);
    size += block.candidates.length;
  }
  const flat: FlatCandidates = {
    base: Int32Array.from(problem.blocks, (block) => offsets.get(block.candidates)!),
    day: new Int32Array(size),
    start: new Int32Array(size),
    end: new Int32Array(size),
    mask: new Int32Array(size),
    cost: new Float64Array(size),
  };
  for (const [candidates, offset] of offsets) {
    candidates.forEach((candidate, index) => {
      flat.day[offset + index] = candidate.day;
      flat.start[offset + index] = candidate.slot_start;
      flat.end[offset + index] = candidate.slot_end;
      flat.mask[offset + index] = candidate.mask;
      flat.cost[offset + index] = candidate.cost;
    });
  }
  cache.set(problem, flat);
  return flat;
}
