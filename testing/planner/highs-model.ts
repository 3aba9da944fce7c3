/**
 * The HiGHS plumbing the benchmark's MILPs share (milp.ts, review-milp.ts, joint-milp.ts): rows gathered as
 * sparse lists, packed into the row-wise matrix HiGHS takes, one run with its status, solution and proven bound.
 */
import type { Highs } from "highs";

/** lower ≤ Σ values·x[indices] ≤ upper. */
export interface LinearRow {
  indices: number[];
  values: number[];
  lower: number;
  upper: number;
}

interface CsrMatrix {
  format: "csr";
  numRows: number;
  numCols: number;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
}

function csrOf(rows: readonly LinearRow[], numCols: number): CsrMatrix {
  const starts = new Int32Array(rows.length + 1);
  let nonzeros = 0;
  rows.forEach((row, index) => {
    nonzeros += row.indices.length;
    starts[index + 1] = nonzeros;
  });
  const indices = new Int32Array(nonzeros);
  const values = new Float64Array(nonzeros);
  rows.forEach((row, index) => {
    indices.set(row.indices, starts[index]);
    values.set(row.values, starts[index]);
  });
  return { format: "csr", numRows: rows.length, numCols, starts, indices, values };
}

/** A model as HiGHS takes it; a row lower bound of −∞ is given as Number.NEGATIVE_INFINITY. */
export interface HighsModel {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  matrix: CsrMatrix;
  integrality: Int32Array;
}

export function modelOf(
  rows: readonly LinearRow[],
  columns: { cost: readonly number[]; upper?: readonly number[]; integer?: boolean },
  offset: number,
): HighsModel {
  const numCols = columns.cost.length;
  return {
    numCols,
    numRows: rows.length,
    offset,
    colCost: Float64Array.from(columns.cost),
    colLower: new Float64Array(numCols),
    colUpper: columns.upper ? Float64Array.from(columns.upper) : new Float64Array(numCols).fill(1),
    rowLower: Float64Array.from(rows.map((row) => row.lower)),
    rowUpper: Float64Array.from(rows.map((row) => row.upper)),
    matrix: csrOf(rows, numCols),
    integrality: new Int32Array(numCols).fill(columns.integer === false ? 0 : 1),
  };
}

const STATUS_NAMES: Record<number, string> = { 7: "optimal", 8: "infeasible", 13: "time_limit", 14: "iteration_limit" };

export interface HighsRun {
  /** "optimal", or why the solver stopped ("time_limit", ...). */
  status: string;
  colValue: ArrayLike<number>;
  rowDual: ArrayLike<number>;
  objective: number;
  /** The proven lower bound of a MIP (NaN or ±∞ when none). */
  bound: number;
  seconds: number;
}

export interface HighsRunOptions {
  /** HiGHS options (time_limit, mip_rel_gap, solver, ...); output is always off. */
  solver: Record<string, unknown>;
  now: () => number;
  /** Column values handed to the solver as its first incumbent. */
  start?: Float64Array;
  /** Solve the LP relaxation: every column continuous. */
  relax?: boolean;
}

/** One solve; `seconds` runs from building the solver's model to reading its answer. */
export function runHighs(highs: Highs, model: HighsModel, options: HighsRunOptions): HighsRun {
  const started = options.now();
  const solver = highs.createModel({
    numCols: model.numCols,
    numRows: model.numRows,
    offset: model.offset,
    colCost: model.colCost,
    colLower: model.colLower,
    colUpper: model.colUpper,
    rowLower: model.rowLower.map((lower) => (lower === Number.NEGATIVE_INFINITY ? -highs.infinity : lower)),
    rowUpper: model.rowUpper,
    matrix: model.matrix,
    integrality: options.relax ? new Int32Array(model.numCols) : model.integrality,
  });
  try {
    solver.options.set({ output_flag: false, ...options.solver } as Parameters<typeof solver.options.set>[0]);
    if (options.start) solver.setSolution({ colValue: options.start });
    solver.run();
    const code = solver.getModelStatus();
    const solution = solver.getSolution();
    return {
      status: STATUS_NAMES[code] ?? `status_${code}`,
      colValue: solution.colValue,
      rowDual: solution.rowDual,
      objective: solver.getObjectiveValue(),
      bound: Number(solver.info.get("mip_dual_bound")),
      seconds: (options.now() - started) / 1000,
    };
  } finally {
    solver.dispose();
  }
}
