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
  // One buffer for the four integer arrays (one allocation instead of four), and plain loops.
  const ints = new Int32Array(4 * size);
  const base = new Int32Array(problem.blocks.length);
  for (let index = 0; index < problem.blocks.length; index++) base[index] = offsets.get(problem.blocks[index].candidates)!;
  const flat: FlatCandidates = {
    base,
    day: ints.subarray(0, size),
    start: ints.subarray(size, 2 * size),
    end: ints.subarray(2 * size, 3 * size),
    mask: ints.subarray(3 * size, 4 * size),
    cost: new Float64Array(size),
  };
  if (problem.derived_from && !problem.derived_from.recosted) gatherRestricted(problem, offsets, flat);
  else fillFromCandidates(offsets, flat);
  cache.set(problem, flat);
  return flat;
}

function fillFromCandidates(offsets: ReadonlyMap<readonly Candidate[], number>, flat: FlatCandidates): void {
  for (const [candidates, offset] of offsets) {
    for (let index = 0; index < candidates.length; index++) {
      const candidate = candidates[index];
      flat.day[offset + index] = candidate.day;
      flat.start[offset + index] = candidate.slot_start;
      flat.end[offset + index] = candidate.slot_end;
      flat.mask[offset + index] = candidate.mask;
      flat.cost[offset + index] = candidate.cost;
    }
  }
}

/**
 * A restriction's (reserve.ts): each of its candidates is its original block's candidate `back[index]`, with the
 * same day, periods and cost, so the runs are read off the original's flat arrays (typed, in order) instead of the
 * candidate objects — a dozen restrictions per plan each built theirs from the objects.
 */
function gatherRestricted(problem: PlanProblem, offsets: ReadonlyMap<readonly Candidate[], number>, flat: FlatCandidates): void {
  const derived = problem.derived_from!;
  const source = flatCandidates(derived.problem);
  const done = new Set<readonly Candidate[]>();
  for (let block = 0; block < problem.blocks.length; block++) {
    const { candidates } = problem.blocks[block];
    if (done.has(candidates)) continue;
    done.add(candidates);
    const offset = offsets.get(candidates)!;
    const back = derived.candidates[block];
    const from = source.base[derived.blocks[block]];
    for (let index = 0; index < back.length; index++) {
      const at = from + back[index];
      flat.day[offset + index] = source.day[at];
      flat.start[offset + index] = source.start[at];
      flat.end[offset + index] = source.end[at];
      flat.mask[offset + index] = source.mask[at];
      flat.cost[offset + index] = source.cost[at];
    }
  }
}
