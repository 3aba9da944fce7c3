/**
 * The exact reference: the planner's problem (problem.ts) as a mixed-integer linear program, solved with HiGHS
 * (the `highs` package, WebAssembly). Used by the tests and the benchmark only — it takes seconds where the
 * planner takes milliseconds — to measure how far the planner's objective is from the optimum.
 *
 *   x[g,c] ∈ {0,1}: one block of group g takes candidate c (blocks of a group are interchangeable, so one
 *   variable per (group, candidate) instead of per block removes the symmetry the solver would otherwise explore)
 *   minimize  Σ weight·length·(blocks left out) + cost(c)·x          (objective.ts, as a constant plus Σ coef·x)
 *   s.t.      Σ_c x[g,c] ≤ |g|                                         each block at most once
 *             Σ x covering (day, period) ≤ 1                           no overlap, guests included
 *             Σ length·x on day d ≤ cap − study already on d           daily cap
 *             placed(k+1) ≤ placed(k)                                  a chain is placed as a prefix
 *             end(k) + 1 ≤ start(k+1) + M·(1 − placed(k+1))            and in item order
 * Candidates already exclude conflicts, excluded blocks, days outside the window or past deadlines, 水课 where not
 * allowed, and positions out of order with the class's items already on the timetable.
 *
 * Pure except for `solveMilp`, which runs the solver it is given.
 */
import type { Highs } from "highs";
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import type { Score } from "@/lib/schedule/planner/objective";
import type { PlanProblem } from "@/lib/schedule/planner/problem";
import { scoreAssignment } from "@/lib/schedule/planner/score";
import { lagrangianBound } from "./lp-bound";

interface MilpColumn {
  group: number;
  candidate: number;
}

export interface MilpModel {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  matrix: { format: "csr"; numRows: number; numCols: number; starts: Int32Array; indices: Int32Array; values: Float64Array };
  integrality: Int32Array;
  columns: MilpColumn[];
}

interface Group {
  blocks: number[];
  /** The candidates every block of the group shares (those of its first block). */
  first: number;
}

function groupsOf(problem: PlanProblem): Group[] {
  const byId = new Map<number, Group>();
  for (const block of problem.blocks) {
    const group = byId.get(block.group);
    if (group) group.blocks.push(block.index);
    else byId.set(block.group, { blocks: [block.index], first: block.index });
  }
  return [...byId.values()];
}

/** Linear time of a period: (day − 1) × 16 + period (a stride no term's day exceeds), so "ends before" is "<". */
function time(day: number, period: number): number {
  return (day - 1) * MAX_PERIODS_PER_DAY + period;
}

export function buildMilp(problem: PlanProblem, options: { dayOrder?: boolean } = {}): MilpModel {
  const groups = groupsOf(problem);
  const columns: MilpColumn[] = [];
  const costs: number[] = [];
  /** Columns of each group, and of each block's group, by candidate. */
  const groupColumns: number[][] = [];
  let offset = 0;
  groups.forEach((group, groupIndex) => {
    const block = problem.blocks[group.first];
    offset += block.weight * block.length * group.blocks.length;
    const mine: number[] = [];
    block.candidates.forEach((candidate, candidateIndex) => {
      mine.push(columns.length);
      columns.push({ group: groupIndex, candidate: candidateIndex });
      costs.push(candidate.cost - block.weight * block.length);
    });
    groupColumns.push(mine);
  });
  const groupOfBlock = new Map<number, number>();
  groups.forEach((group, groupIndex) => group.blocks.forEach((block) => groupOfBlock.set(block, groupIndex)));
  const candidateOf = (column: number) => {
    const { group, candidate } = columns[column];
    return problem.blocks[groups[group].first].candidates[candidate];
  };
  const lengthOf = (column: number) => problem.blocks[groups[columns[column].group].first].length;

  const rows: Array<{ indices: number[]; values: number[]; upper: number }> = [];

  groups.forEach((group, groupIndex) => {
    const mine = groupColumns[groupIndex];
    if (mine.length > 0) rows.push({ indices: mine, values: mine.map(() => 1), upper: group.blocks.length });
  });

  const covering = new Map<number, number[]>();
  const byDay = new Map<number, number[]>();
  columns.forEach((_, column) => {
    const candidate = candidateOf(column);
    for (let period = candidate.slot_start; period <= candidate.slot_end; period++) {
      const key = time(candidate.day, period);
      const list = covering.get(key) ?? [];
      list.push(column);
      covering.set(key, list);
    }
    const list = byDay.get(candidate.day) ?? [];
    list.push(column);
    byDay.set(candidate.day, list);
  });
  for (const list of covering.values()) {
    const couldDouble = list.length > 1 || groups[columns[list[0]].group].blocks.length > 1;
    if (couldDouble) rows.push({ indices: list, values: list.map(() => 1), upper: 1 });
  }

  const cap = problem.daily_cap;
  if (cap !== undefined) {
    for (const [day, list] of byDay) {
      const room = Math.max(0, cap - problem.base_load[day]);
      const most = list.reduce((sum, column) => sum + lengthOf(column), 0);
      if (most > room) rows.push({ indices: list, values: list.map(lengthOf), upper: room });
    }
  }

  const bigM = problem.days * MAX_PERIODS_PER_DAY + 1;
  for (const unit of problem.units) {
    if (unit.kind !== "chain") continue;
    for (let part = 0; part + 1 < unit.blocks.length; part++) {
      const earlier = groupColumns[groupOfBlock.get(unit.blocks[part])!];
      const later = groupColumns[groupOfBlock.get(unit.blocks[part + 1])!];
      if (later.length === 0) continue;
      rows.push({ indices: [...later, ...earlier], values: [...later.map(() => 1), ...earlier.map(() => -1)], upper: 0 });
      if (earlier.length === 0) continue;
      if (options.dayOrder) {
        // Tighter than the big-M row alone: by the end of any day, item k+1 can be placed only if item k is.
        const lastDay = Math.max(...later.map((column) => candidateOf(column).day));
        for (let day = 1; day < lastDay; day++) {
          const laterBy = later.filter((column) => candidateOf(column).day <= day);
          if (laterBy.length === 0) continue;
          const earlierBy = earlier.filter((column) => candidateOf(column).day <= day);
          rows.push({ indices: [...laterBy, ...earlierBy], values: [...laterBy.map(() => 1), ...earlierBy.map(() => -1)], upper: 0 });
        }
      }
      rows.push({
        indices: [...earlier, ...later],
        values: [
          ...earlier.map((column) => time(candidateOf(column).day, candidateOf(column).slot_end)),
          ...later.map((column) => bigM - time(candidateOf(column).day, candidateOf(column).slot_start)),
        ],
        upper: bigM - 1,
      });
    }
  }

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
  return {
    numCols: columns.length,
    numRows: rows.length,
    offset,
    colCost: Float64Array.from(costs),
    colLower: new Float64Array(columns.length),
    colUpper: new Float64Array(columns.length).fill(1),
    rowLower: new Float64Array(rows.length).fill(Number.NEGATIVE_INFINITY),
    rowUpper: Float64Array.from(rows.map((row) => row.upper)),
    matrix: { format: "csr", numRows: rows.length, numCols: columns.length, starts, indices, values },
    integrality: new Int32Array(columns.length).fill(1),
    columns,
  };
}

/** The column values of an assignment: a warm start for the solver. */
export function encodeMilp(problem: PlanProblem, model: MilpModel, assignment: ArrayLike<number>): Float64Array {
  const values = new Float64Array(model.numCols);
  const groups = groupsOf(problem);
  const columnOf = new Map<string, number>();
  model.columns.forEach((column, index) => columnOf.set(`${column.group}:${column.candidate}`, index));
  groups.forEach((group, groupIndex) => {
    for (const block of group.blocks) {
      const candidate = assignment[block];
      if (candidate < 0) continue;
      const column = columnOf.get(`${groupIndex}:${candidate}`);
      if (column !== undefined) values[column] = 1;
    }
  });
  return values;
}

/** Hands the chosen candidates of each group to its blocks, in part order. */
export function decodeMilp(problem: PlanProblem, model: MilpModel, values: ArrayLike<number>): Int32Array {
  const assignment = new Int32Array(problem.blocks.length).fill(-1);
  const groups = groupsOf(problem);
  const chosen: number[][] = groups.map(() => []);
  model.columns.forEach((column, index) => {
    if (values[index] > 0.5) chosen[column.group].push(column.candidate);
  });
  groups.forEach((group, groupIndex) => {
    const candidates = chosen[groupIndex];
    group.blocks.forEach((block, order) => {
      if (order < candidates.length) assignment[block] = candidates[order];
    });
  });
  return assignment;
}

export interface MilpOutcome {
  assignment: Int32Array;
  score: Score;
  /** "optimal", or why the solver stopped ("time_limit", ...). */
  status: string;
  /** Proven lower bound on the objective (equals the objective when optimal). */
  bound: number;
  seconds: number;
  columns: number;
  rows: number;
}

const STATUS_NAMES: Record<number, string> = { 7: "optimal", 8: "infeasible", 13: "time_limit", 14: "iteration_limit" };

export interface MilpOptions {
  timeLimitSeconds: number;
  /** Milliseconds clock for the reported time (performance.now in the benchmark). */
  now: () => number;
  /** A known plan (candidate index per block) handed to the solver as its first incumbent. */
  start?: ArrayLike<number>;
  dayOrder?: boolean;
  /**
   * Solve the LP relaxation (every column continuous in [0, 1]) instead; the bound is then certified from its row
   * duals (lagrangianBound), so it holds however exactly the LP was solved.
   */
  relax?: boolean;
  /**
   * The LP method for `relax`: HiGHS's default (dual simplex), or its interior-point method without crossover,
   * which solves the 18-week relaxation (~160,000 columns) in seconds where the simplex does not finish in 90 s.
   */
  lpMethod?: "simplex" | "ipm";
}

function solverOptions(options: MilpOptions): Record<string, unknown> {
  const common = { output_flag: false, time_limit: options.timeLimitSeconds };
  if (!options.relax) return { ...common, mip_rel_gap: 1e-6 };
  return options.lpMethod === "ipm" ? { ...common, solver: "ipm", run_crossover: "off", presolve: "on" } : common;
}

export function solveMilp(problem: PlanProblem, highs: Highs, options: MilpOptions): MilpOutcome {
  const model = buildMilp(problem, { dayOrder: options.dayOrder });
  const started = options.now();
  if (model.numCols === 0) {
    const assignment = new Int32Array(problem.blocks.length).fill(-1);
    const score = scoreAssignment(problem, assignment);
    return { assignment, score, status: "optimal", bound: score.objective, seconds: 0, columns: 0, rows: 0 };
  }
  const solver = highs.createModel({
    numCols: model.numCols,
    numRows: model.numRows,
    offset: model.offset,
    colCost: model.colCost,
    colLower: model.colLower,
    colUpper: model.colUpper,
    rowLower: model.rowLower.map(() => -highs.infinity),
    rowUpper: model.rowUpper,
    matrix: model.matrix,
    integrality: options.relax ? new Int32Array(model.numCols) : model.integrality,
  });
  try {
    solver.options.set(solverOptions(options) as Parameters<typeof solver.options.set>[0]);
    if (options.start) solver.setSolution({ colValue: encodeMilp(problem, model, options.start) });
    solver.run();
    const status = STATUS_NAMES[solver.getModelStatus()] ?? `status_${solver.getModelStatus()}`;
    const solution = solver.getSolution();
    const assignment = decodeMilp(problem, model, solution.colValue);
    const bound = options.relax ? lagrangianBound(model, solution.rowDual) : Number(solver.info.get("mip_dual_bound"));
    return {
      assignment,
      score: scoreAssignment(problem, assignment),
      status,
      bound: Number.isFinite(bound) ? bound : Number.NEGATIVE_INFINITY,
      seconds: (options.now() - started) / 1000,
      columns: model.numCols,
      rows: model.numRows,
    };
  } finally {
    solver.dispose();
  }
}
