/**
 * The joint MILP (issue 25), for the benchmark: study placement AND review sittings in one model, so its optimum
 * bounds the planner's whole objective (objective.ts: the study terms plus the spacing terms) — where milp.ts knows
 * the exam only as the class's last day and review-milp.ts takes the study plan as given.
 *
 * Study: milp.ts's columns and rows (studyRows), unchanged. Reviews, class by class (items of one class share their
 * exam, their allowed periods and their ladder rule, so a class's reviews are one integer flow instead of one model
 * per item):
 *
 *   node (t, g, r): an item's latest sitting on day t, after a gap of g days, with r more reviews asked for;
 *   source S_d: the items studied on day d, r = |reviewLadder(d, exam)| (days past the window cut, as scoreReviews)
 *   arc (t, g, r) → (t', t' − t, r − 1) for every t' ≥ t + g up to min(window end, exam − 1): one review on t', the
 *     gaps never shrinking (spacedWell); r is capped at what still fits (⌊(last − t') / g'⌋), which merges nodes
 *   a[arc] ∈ ℤ≥0           items whose next review takes that arc
 *   y[class, t, p] ∈ {0,1} a review of the class in free period p of day t, outside its excluded blocks
 *   Σ a out of S_d ≤ Σ x[item of the class, candidate on day d] + committed items of the class studied on d
 *   Σ a out of a node ≤ Σ a into it                  (a sequence may stop anywhere: a dropped review)
 *   Σ_p y[class, t, p] = Σ a into day t               (each review one period)
 *   Σ x covering (t, p) + Σ y[·, t, p] ≤ 1            (milp.ts's period rows, reviews added)
 *   Σ length·x on t + Σ y[·, t, ·] ≤ cap − study on t (milp.ts's daily cap, reviews added)
 *   cost: x of an exam item on day d + 0.1·|ladder(d)| (its 2.5 for a missing pre-exam review is in the offset for
 *         every item of the class, placed or left out, when its exam's eve is in the window: countsPreExamReview);
 *         − 0.1 per arc (a review the ladder asked for, not dropped), − 2.5 more per arc that enters the exam's last
 *         3 days from outside them (at most once per item: days only increase)
 * An integer flow on this acyclic graph splits into one path per item (decodeJointMilp), each a well-spaced sequence
 * of at most its ladder's length, so the model's optimum is the objective's optimum under the planner's rules.
 *
 * Left out: the spacing cost of a review too close (0.5) — the model places none, like the planner; a state that
 * already holds reviews (the planner plans none for those items; the model returns null); a review of more than one
 * period or inside a 水课 (the planner places neither).
 */
import type { Highs } from "highs";
import { FINAL_REVIEW_MISSING_COST, REVIEW_DROPPED_COST } from "@/lib/schedule/planner/objective";
import type { PlanProblem } from "@/lib/schedule/planner/problem";
import { FINAL_REVIEW_DAYS, countsPreExamReview, itemIdOf, reviewDaysByItem, reviewLadder, studiedItems, unstudiedItems } from "@/lib/schedule/planner/reviews";
import { touchesExcludedBlock } from "@/lib/schedule/rough-schedule-plan";
import { periodsPerDay, type StateTaskClass } from "@/lib/schedule/state";
import { modelOf, runHighs, type HighsModel, type LinearRow } from "./highs-model";
import { decodeMilp, studyRows, time, type MilpModel } from "./milp";

interface Arc {
  column: number;
  taskClass: StateTaskClass;
  from: string;
  to: string;
  /** The review's day. */
  day: number;
}

interface JointMilp {
  model: HighsModel;
  /** The study columns (0 … study.numCols − 1, numbered as milp.ts numbers them). */
  study: Pick<MilpModel, "columns" | "numCols">;
  arcs: Arc[];
  /** y columns: a review of the class on (day, period). */
  sittings: Array<{ column: number; taskClass: StateTaskClass; day: number; period: number }>;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const sourceKey = (day: number) => `S${day}`;
const nodeKey = (day: number, gap: number, left: number) => `${day}:${gap}:${left}`;

/** null when the state already holds reviews (not modelled). */
function buildJointMilp(problem: PlanProblem): JointMilp | null {
  const state = problem.state;
  if (reviewDaysByItem(state).size > 0) return null;
  const study = studyRows(problem);
  const costs = [...study.costs];
  const upper = study.costs.map(() => 1);
  let offset = study.offset;
  const totalDays = state.window.total_days;
  const periods = periodsPerDay(state.window);
  const examClasses = new Map((state.task_classes ?? []).filter((c) => c.exam_day !== undefined).map((c) => [c.category_id, c]));

  // Study days that feed each class's reviews: columns of pending items, and items already on the timetable.
  const sources = new Map<StateTaskClass, Map<number, { columns: number[]; fixed: number }>>();
  const itemCount = new Map<StateTaskClass, number>();
  const sourceOf = (taskClass: StateTaskClass, day: number) => {
    const byDay = sources.get(taskClass) ?? new Map<number, { columns: number[]; fixed: number }>();
    sources.set(taskClass, byDay);
    const entry = byDay.get(day) ?? { columns: [], fixed: 0 };
    byDay.set(day, entry);
    return entry;
  };
  /** The constant cost of an item studied on `day`: every review it asks for dropped, its pre-exam review missing. */
  const itemCost = (taskClass: StateTaskClass, day: number) => {
    const exam = taskClass.exam_day!;
    const asked = reviewLadder(day, exam, totalDays).length;
    return REVIEW_DROPPED_COST * asked + (countsPreExamReview(exam, totalDays) ? FINAL_REVIEW_MISSING_COST : 0);
  };
  // An item left out counts as without its pre-exam review (scoreReviews): every pending item of an exam class in
  // the offset, and its placing columns each take that back.
  for (const item of unstudiedItems(state)) {
    if (countsPreExamReview(item.exam_day, totalDays)) offset += FINAL_REVIEW_MISSING_COST;
  }
  const leftOutCost = (taskClass: StateTaskClass) => (countsPreExamReview(taskClass.exam_day!, totalDays) ? FINAL_REVIEW_MISSING_COST : 0);
  for (const item of studiedItems(state)) {
    offset += itemCost(item.taskClass, item.study_day);
    sourceOf(item.taskClass, item.study_day).fixed++;
    itemCount.set(item.taskClass, (itemCount.get(item.taskClass) ?? 0) + 1);
  }
  for (const unit of problem.units) {
    const taskClass = unit.kind === "chain" && unit.settings ? examClasses.get(unit.settings.category_id) : undefined;
    if (!taskClass) continue;
    for (const blockIndex of unit.blocks) {
      const block = problem.blocks[blockIndex];
      // Scored as an item once placed (scoreReviews reads the placed task): a task item's own sitting.
      if (itemIdOf({ ...block.task, status: "suggested" }) === undefined) continue;
      itemCount.set(taskClass, (itemCount.get(taskClass) ?? 0) + 1);
      for (const column of study.groupColumns[study.groupOfBlock.get(blockIndex)!]) {
        const day = study.candidateOf(column).day;
        costs[column] += itemCost(taskClass, day) - leftOutCost(taskClass);
        sourceOf(taskClass, day).columns.push(column);
      }
    }
  }

  const rows: LinearRow[] = [];
  const sourceRows = new Map<string, { row: number; columns: number[] }>();
  const arcs: Arc[] = [];
  const sittings: JointMilp["sittings"] = [];
  const reviewsByTime = new Map<number, number[]>();
  const reviewsByDay = new Map<number, number[]>();
  const column = (cost: number, most: number) => {
    costs.push(cost);
    upper.push(most);
    return costs.length - 1;
  };
  const room = (day: number) => (problem.daily_cap === undefined ? Number.POSITIVE_INFINITY : problem.daily_cap - problem.base_load[day]);

  for (const [taskClass, byDay] of sources) {
    const exam = taskClass.exam_day!;
    const last = Math.min(totalDays, exam - 1);
    const finalFrom = exam - FINAL_REVIEW_DAYS;
    const countsFinal = countsPreExamReview(exam, totalDays);
    const items = itemCount.get(taskClass) ?? 0;
    // The periods a review of the class may take, by day: free before any study, outside its excluded blocks.
    const open: number[] = [];
    for (let day = 1; day <= last; day++) {
      open[day] = 0;
      if (room(day) < 1) continue;
      for (let period = 1; period <= periods; period++) {
        if ((problem.cells[day].freeMask & (1 << (period - 1))) === 0) continue;
        if (touchesExcludedBlock(period, period, taskClass.excluded_slots)) continue;
        open[day] |= 1 << (period - 1);
      }
    }
    const out = new Map<string, number[]>();
    const into = new Map<string, number[]>();
    const intoDay = new Map<number, number[]>();
    const seen = new Set<string>();
    const queue: Array<{ key: string; day: number; gap: number; left: number; source: boolean }> = [];
    for (const [day, source] of byDay) {
      const left = reviewLadder(day, exam, totalDays).length;
      if (left === 0) continue;
      const key = sourceKey(day);
      queue.push({ key, day, gap: 1, left, source: true });
      out.set(key, []);
      rows.push({ indices: [], values: [], lower: Number.NEGATIVE_INFINITY, upper: source.fixed });
      sourceRows.set(`${taskClass.category_id}:${key}`, { row: rows.length - 1, columns: source.columns });
    }
    while (queue.length > 0) {
      const node = queue.pop()!;
      if (node.left < 1) continue;
      for (let day = node.day + node.gap; day <= last; day++) {
        if (open[day] === 0) continue;
        const gap = day - node.day;
        const left = Math.min(node.left - 1, Math.floor((last - day) / gap));
        const to = nodeKey(day, gap, left);
        const enters = countsFinal && day >= finalFrom && (node.source || node.day < finalFrom);
        const arc = column(-REVIEW_DROPPED_COST - (enters ? FINAL_REVIEW_MISSING_COST : 0), items);
        arcs.push({ column: arc, taskClass, from: node.key, to, day });
        out.get(node.key)!.push(arc);
        push(into, to, arc);
        push(intoDay, day, arc);
        if (!seen.has(to)) {
          seen.add(to);
          out.set(to, []);
          queue.push({ key: to, day, gap, left, source: false });
        }
      }
    }
    for (const [key, list] of out) {
      if (key.startsWith("S")) {
        const { row, columns } = sourceRows.get(`${taskClass.category_id}:${key}`)!;
        rows[row] = { ...rows[row], indices: [...list, ...columns], values: [...list.map(() => 1), ...columns.map(() => -1)] };
      } else if (list.length > 0) {
        const inflow = into.get(key) ?? [];
        rows.push({ indices: [...list, ...inflow], values: [...list.map(() => 1), ...inflow.map(() => -1)], lower: Number.NEGATIVE_INFINITY, upper: 0 });
      }
    }
    for (const [day, list] of intoDay) {
      const ys: number[] = [];
      for (let period = 1; period <= periods; period++) {
        if ((open[day] & (1 << (period - 1))) === 0) continue;
        const y = column(0, 1);
        ys.push(y);
        sittings.push({ column: y, taskClass, day, period });
        const key = time(day, period);
        push(reviewsByTime, key, y);
        push(reviewsByDay, day, y);
      }
      rows.push({ indices: [...ys, ...list], values: [...ys.map(() => 1), ...list.map(() => -1)], lower: 0, upper: 0 });
    }
  }
  const reviewRows = rows;

  // milp.ts's rows in its order, the periods' and days' rows holding the reviews too.
  const all: LinearRow[] = [...study.groupRows];
  const none = Number.NEGATIVE_INFINITY;
  for (const key of new Set([...study.covering.keys(), ...reviewsByTime.keys()])) {
    const list = study.covering.get(key) ?? [];
    const ys = reviewsByTime.get(key) ?? [];
    const couldDouble = ys.length > 0 ? list.length + ys.length > 1 : list.length > 1 || study.groupSizes[study.columns[list[0]].group] > 1;
    if (couldDouble) all.push({ indices: [...list, ...ys], values: [...list, ...ys].map(() => 1), lower: none, upper: 1 });
  }
  if (problem.daily_cap !== undefined) {
    for (const day of new Set([...study.byDay.keys(), ...reviewsByDay.keys()])) {
      const list = study.byDay.get(day) ?? [];
      const ys = reviewsByDay.get(day) ?? [];
      const values = [...list.map(study.lengthOf), ...ys.map(() => 1)];
      const most = values.reduce((sum, value) => sum + value, 0);
      const limit = Math.max(0, room(day));
      if (most > limit) all.push({ indices: [...list, ...ys], values, lower: none, upper: limit });
    }
  }
  all.push(...study.chainRows, ...reviewRows);
  const model = modelOf(all, { cost: costs, upper }, offset);
  return { model, study: { columns: study.columns, numCols: study.columns.length }, arcs, sittings };
}

export interface JointMilpOutcome {
  /** The best plan found (study + spacing terms); the optimum when `status` is "optimal". */
  objective: number;
  /** Proven lower bound on the optimum. */
  bound: number;
  status: string;
  seconds: number;
  columns: number;
  rows: number;
  /** The best plan: candidate per block, and each review's item, day and period. */
  plan: JointPlan;
}

export interface JointPlan {
  assignment: Int32Array;
  reviews: Array<{ item_id: number; day: number; slot: number }>;
}

/**
 * The plan a solution stands for: the study as milp.ts decodes it; each class's flow split into one path per item,
 * walked from the items' study days (any order: the items of a class and day are interchangeable), each path's days
 * given the class's chosen periods of that day.
 */
function decodeJointMilp(problem: PlanProblem, joint: JointMilp, values: ArrayLike<number>): JointPlan {
  const assignment = decodeMilp(problem, joint.study as MilpModel, values);
  const taken = (column: number) => Math.round(values[column]);
  // Items by class and study day: those already on the timetable, then those the solution places.
  const itemsOn = new Map<StateTaskClass, Map<number, number[]>>();
  const addItem = (taskClass: StateTaskClass, day: number, itemId: number) => {
    const byDay = itemsOn.get(taskClass) ?? new Map<number, number[]>();
    itemsOn.set(taskClass, byDay);
    byDay.set(day, [...(byDay.get(day) ?? []), itemId]);
  };
  for (const item of studiedItems(problem.state)) addItem(item.taskClass, item.study_day, item.item_id);
  const examClasses = new Map((problem.state.task_classes ?? []).filter((c) => c.exam_day !== undefined).map((c) => [c.category_id, c]));
  for (const block of problem.blocks) {
    const unit = problem.units[block.unit];
    const taskClass = unit.kind === "chain" && unit.settings ? examClasses.get(unit.settings.category_id) : undefined;
    const itemId = itemIdOf({ ...block.task, status: "suggested" });
    if (!taskClass || itemId === undefined || assignment[block.index] < 0) continue;
    addItem(taskClass, block.candidates[assignment[block.index]].day, itemId);
  }
  const flow = new Map<number, number>(joint.arcs.map((arc) => [arc.column, taken(arc.column)]));
  const outOf = new Map<string, Arc[]>();
  for (const arc of joint.arcs) {
    const key = `${arc.taskClass.category_id}|${arc.from}`;
    outOf.set(key, [...(outOf.get(key) ?? []), arc]);
  }
  const periodsLeft = new Map<string, number[]>();
  for (const sitting of joint.sittings) {
    if (taken(sitting.column) < 1) continue;
    const key = `${sitting.taskClass.category_id}|${sitting.day}`;
    periodsLeft.set(key, [...(periodsLeft.get(key) ?? []), sitting.period]);
  }
  const reviews: JointPlan["reviews"] = [];
  for (const [taskClass, byDay] of itemsOn) {
    for (const [studyDay, itemIds] of [...byDay].sort((a, b) => a[0] - b[0])) {
      for (const itemId of itemIds) {
        let at = sourceKey(studyDay);
        for (;;) {
          const next = (outOf.get(`${taskClass.category_id}|${at}`) ?? []).find((arc) => flow.get(arc.column)! > 0);
          if (!next) break;
          flow.set(next.column, flow.get(next.column)! - 1);
          const slot = periodsLeft.get(`${taskClass.category_id}|${next.day}`)!.shift()!;
          reviews.push({ item_id: itemId, day: next.day, slot });
          at = next.to;
        }
      }
    }
  }
  return { assignment, reviews };
}

export interface JointMilpOptions {
  timeLimitSeconds: number;
  now: () => number;
}

/** Builds and solves the joint model; null when the state already holds reviews. `seconds`: the solve, as milp.ts's. */
export function solveJointMilp(problem: PlanProblem, highs: Highs, options: JointMilpOptions): JointMilpOutcome | null {
  const joint = buildJointMilp(problem);
  if (!joint) return null;
  const run = runHighs(highs, joint.model, { solver: { time_limit: options.timeLimitSeconds, mip_rel_gap: 1e-6 }, now: options.now });
  return {
    objective: run.objective,
    bound: Number.isFinite(run.bound) ? run.bound : Number.NEGATIVE_INFINITY,
    status: run.status,
    seconds: run.seconds,
    columns: joint.model.numCols,
    rows: joint.model.numRows,
    plan: decodeJointMilp(problem, joint, run.colValue),
  };
}
