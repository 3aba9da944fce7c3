/**
 * Lower bounds on the planner's objective that hold for every plan, for the benchmark's long windows where HiGHS's
 * branch and bound proves nothing in its time: the LP relaxation of the MILP (milp.ts), certified from its duals.
 *
 * What the relaxation drops, and why that only relaxes: integrality alone. Each column x ∈ {0,1} becomes
 * 0 ≤ x ≤ 1; every row of the MILP (each block at most once, no two blocks on one period, the daily cap, chain
 * prefix and chain order) is kept as it is. Every plan is an integer point that satisfies all of them, so it is
 * also a point of the relaxation, and the relaxation's minimum is at most every plan's objective.
 */
import { SCORE_EPSILON } from "@/lib/schedule/planner/objective";

/**
 * What a bound reads of the MILP (milp.ts's MilpModel has these and more): rows Σ a·x ≤ b over columns 0 ≤ x ≤ 1
 * and the objective. Named here rather than imported, since milp.ts itself uses the bound.
 */
interface LinearRows {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: Float64Array;
  rowUpper: Float64Array;
  matrix: { starts: Int32Array; indices: Int32Array; values: Float64Array };
}

/**
 * A lower bound on every plan's objective from any row multipliers, by weak duality; valid whatever the
 * multipliers are, so an inexact solve (interior point without crossover, a time limit) costs tightness, never
 * validity. Every row is Σ a·x ≤ b and every column 0 ≤ x ≤ 1, so for λ ≥ 0 and any such x (integer or not):
 *
 *   c·x + offset ≥ c·x + offset + λ·(A·x − b) = offset − λ·b + Σ_j (c_j + (Aᵀλ)_j)·x_j
 *               ≥ offset − λ·b + Σ_j min(0, c_j + (Aᵀλ)_j)
 *
 * HiGHS reports a "≤" row's dual of a minimisation as ≤ 0; λ is its negation, clipped at 0 (a clipped or wrong
 * multiplier only weakens the bound). The LP's optimal duals make it equal the LP optimum.
 */
export function lagrangianBound(model: LinearRows, rowDual: ArrayLike<number>): number {
  if (rowDual.length !== model.numRows) return Number.NEGATIVE_INFINITY;
  const reduced = Float64Array.from(model.colCost);
  let bound = model.offset;
  const { starts, indices, values } = model.matrix;
  for (let row = 0; row < model.numRows; row++) {
    const multiplier = Math.max(0, -rowDual[row]);
    if (!(multiplier > 0) || !Number.isFinite(multiplier)) continue;
    bound -= multiplier * model.rowUpper[row];
    for (let entry = starts[row]; entry < starts[row + 1]; entry++) reduced[indices[entry]] += multiplier * values[entry];
  }
  for (let column = 0; column < model.numCols; column++) bound += Math.min(0, reduced[column]);
  return bound;
}

/**
 * Every plan's objective is a multiple of 0.05 (integer weights × periods, 0.25 and 0.1 per period: objective.ts),
 * so a bound may be raised to the next such multiple. The slack of SCORE_EPSILON keeps a bound that floating-point
 * sums put a hair above a multiple from jumping a whole step.
 */
export const OBJECTIVE_GRID = 0.05;

export function roundUpToObjectiveGrid(bound: number): number {
  if (!Number.isFinite(bound)) return bound;
  return Math.ceil(bound / OBJECTIVE_GRID - SCORE_EPSILON / OBJECTIVE_GRID) * OBJECTIVE_GRID;
}
