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
import type { Candidate, PlanProblem } from "@/lib/schedule/planner/problem";
import { scoreAssignment } from "@/lib/schedule/planner/score";
import { modelOf, runHighs, type HighsModel, type LinearRow } from "./highs-model";
import { lagrangianBound } from "./lp-bound";

interface MilpColumn {
  group: number;
  candidate: number;
}

export interface MilpModel extends HighsModel {
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
export function time(day: number, period: number): number {
  return (day - 1) * MAX_PERIODS_PER_DAY + period;
}

/**
 * The study part of the model, for buildMilp and for the joint model with reviews (joint-milp.ts), which adds its
 * own columns to the periods' and days' rows: the columns, their costs and constant, and the rows by kind. `covering`
 * lists the columns covering each (day, period) by linear time, `byDay` each day's; `lengthOf` is a column's periods.
 */
export interface StudyRows {
  columns: MilpColumn[];
  costs: number[];
  offset: number;
  /** Columns of each group, by candidate. */
  groupColumns: number[][];
  /** A group's blocks, by the group's index. */
  groupSizes: number[];
  /** The group of each block (block index → group index). */
  groupOfBlock: Map<number, number>;
  candidateOf: (column: number) => Candidate;
  lengthOf: (column: number) => number;
  groupRows: LinearRow[];
  chainRows: LinearRow[];
  covering: Map<number, number[]>;
  byDay: Map<number, number[]>;
}

export function studyRows(problem: PlanProblem, options: { dayOrder?: boolean } = {}): StudyRows {
  const groups = groupsOf(problem);
  const columns: MilpColumn[] = [];
  const costs: number[] = [];
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
  const row = (indices: number[], values: number[], upper: number): LinearRow => ({ indices, values, lower: Number.NEGATIVE_INFINITY, upper });

  const groupRows: LinearRow[] = [];
  groups.forEach((group, groupIndex) => {
    const mine = groupColumns[groupIndex];
    if (mine.length > 0) groupRows.push(row(mine, mine.map(() => 1), group.blocks.length));
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

  const chainRows: LinearRow[] = [];
  const bigM = problem.days * MAX_PERIODS_PER_DAY + 1;
  for (const unit of problem.units) {
    if (unit.kind !== "chain") continue;
    for (let part = 0; part + 1 < unit.blocks.length; part++) {
      const earlier = groupColumns[groupOfBlock.get(unit.blocks[part])!];
      const later = groupColumns[groupOfBlock.get(unit.blocks[part + 1])!];
      if (later.length === 0) continue;
      chainRows.push(row([...later, ...earlier], [...later.map(() => 1), ...earlier.map(() => -1)], 0));
      if (earlier.length === 0) continue;
      if (options.dayOrder) {
        // Tighter than the big-M row alone: by the end of any day, item k+1 can be placed only if item k is.
        const lastDay = Math.max(...later.map((column) => candidateOf(column).day));
        for (let day = 1; day < lastDay; day++) {
          const laterBy = later.filter((column) => candidateOf(column).day <= day);
          if (laterBy.length === 0) continue;
          const earlierBy = earlier.filter((column) => candidateOf(column).day <= day);
          chainRows.push(row([...laterBy, ...earlierBy], [...laterBy.map(() => 1), ...earlierBy.map(() => -1)], 0));
        }
      }
      chainRows.push(
        row(
          [...earlier, ...later],
          [
            ...earlier.map((column) => time(candidateOf(column).day, candidateOf(column).slot_end)),
            ...later.map((column) => bigM - time(candidateOf(column).day, candidateOf(column).slot_start)),
          ],
          bigM - 1,
        ),
      );
    }
  }
  return {
    columns,
    costs,
    offset,
    groupColumns,
    groupSizes: groups.map((group) => group.blocks.length),
    groupOfBlock,
    candidateOf,
    lengthOf,
    groupRows,
    chainRows,
    covering,
    byDay,
  };
}

export function buildMilp(problem: PlanProblem, options: { dayOrder?: boolean } = {}): MilpModel {
  const study = studyRows(problem, options);
  const rows: LinearRow[] = [...study.groupRows];
  for (const list of study.covering.values()) {
    const couldDouble = list.length > 1 || study.groupSizes[study.columns[list[0]].group] > 1;
    if (couldDouble) rows.push({ indices: list, values: list.map(() => 1), lower: Number.NEGATIVE_INFINITY, upper: 1 });
  }
  const cap = problem.daily_cap;
  if (cap !== undefined) {
    for (const [day, list] of study.byDay) {
      const room = Math.max(0, cap - problem.base_load[day]);
      const most = list.reduce((sum, column) => sum + study.lengthOf(column), 0);
      if (most > room) rows.push({ indices: list, values: list.map(study.lengthOf), lower: Number.NEGATIVE_INFINITY, upper: room });
    }
  }
  rows.push(...study.chainRows);
  return { ...modelOf(rows, { cost: study.costs }, study.offset), columns: study.columns };
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
  const common = { time_limit: options.timeLimitSeconds };
  if (!options.relax) return { ...common, mip_rel_gap: 1e-6 };
  return options.lpMethod === "ipm" ? { ...common, solver: "ipm", run_crossover: "off", presolve: "on" } : common;
}

export function solveMilp(problem: PlanProblem, highs: Highs, options: MilpOptions): MilpOutcome {
  const model = buildMilp(problem, { dayOrder: options.dayOrder });
  if (model.numCols === 0) {
    const assignment = new Int32Array(problem.blocks.length).fill(-1);
    const score = scoreAssignment(problem, assignment);
    return { assignment, score, status: "optimal", bound: score.objective, seconds: 0, columns: 0, rows: 0 };
  }
  const run = runHighs(highs, model, {
    solver: solverOptions(options),
    now: options.now,
    relax: options.relax,
    ...(options.start ? { start: encodeMilp(problem, model, options.start) } : {}),
  });
  const assignment = decodeMilp(problem, model, run.colValue);
  const bound = options.relax ? lagrangianBound(model, run.rowDual) : run.bound;
  return {
    assignment,
    score: scoreAssignment(problem, assignment),
    status: run.status,
    bound: Number.isFinite(bound) ? bound : Number.NEGATIVE_INFINITY,
    seconds: run.seconds,
    columns: model.numCols,
    rows: model.numRows,
  };
}
