/**
 * The rough scheduler (粗排): places the pending work (the items of one task class, or of every class plus every
 * loose task) as `suggested` in one call. Same contract as the write tools: pure, the input is never mutated, and a
 * failure returns the very input state with a factual zh-CN reply. Where things go is decided by the planner
 * (lib/schedule/planner): conflicts by checkPlacement's rule, the best plan by its objective, and wherever the
 * original class-by-class rule was already best its placements are kept.
 *
 * By default a call is all or nothing, as it always was: when something does not fit, nothing is placed and the
 * reply says what is missing. With `allow_partial` it places what fits best by priority and reports exactly what is
 * left out and why.
 */
import type { ToolFacts } from "../protocol/model-facts";
import { applyPlacements, placementsOf, type BlockPlacement } from "./planner/apply";
import { leftOutOf, type LeftOut } from "./planner/explain";
import type { ReviewScore, Score } from "./planner/objective";
import { reviewTasks, type DroppedReview, type ReviewRole } from "./planner/reviews";
import { planReviews } from "./planner/review-placement";
import { makeRoomForFinalReviews } from "./planner/review-room";
import type { RoomOptions } from "./planner/room-trials";
import { scoreAssignment, scoreReviews } from "./planner/score";
import { reviewLines, type DayLabel } from "./review-text";
import { buildProblem, type PlanProblem } from "./planner/problem";
import { gatherWork, groupPendingItems, isPendingLooseTask, isPlannableLooseTask, plannableClasses, type PlanningOptions } from "./planner/request";
import { solvePlan, type SolvedPlan } from "./planner/solve";
import { failureText, successText, type ClassFailure, type ClassOutcome } from "./rough-schedule-text";
import { classLabel, taskLabel } from "./planner/left-out-text";
import { withDaysOff, withPastPeriodsClosed } from "./past-periods";
import { keepFreeProblem, keptFreeLine, withKeptFree, type KeepFreeOption } from "./kept-free";
import { periodsPerDay, type ScheduleState, type StateTask, type ToolResult } from "./state";

export { withPastPeriodsClosed };

export interface RoughScheduleOptions extends PlanningOptions {
  /** false (default): all or nothing. true: place what fits best by priority; the reply lists the rest and why. */
  allow_partial?: boolean;
  /** How the review lines name a window day (default 第N天); the agent tool passes the date and weekday. */
  review_day_label?: DayLabel;
  /** Weekdays (1 = Monday … 7 = Sunday) kept free of study and reviews in this plan: "周末不排", "周三别排". */
  days_off?: readonly number[];
  /** Parts of every day kept free of new study ("午睡 13:00-14:00", "早八"), in the student's words (kept-free.ts). */
  keep_free?: KeepFreeOption;
}

interface RoughPlacement {
  state_id: number;
  day: number;
  slot_start: number;
  slot_end: number;
  /** The can_embed course whose periods the block shares. */
  embed_host?: number;
}

export interface RoughScheduleResult extends ToolResult {
  /**
   * In placement order: class by class (earliest last day first), each in item order, then loose tasks. A loose
   * task split into several blocks appears once per block. Empty on failure.
   */
  placed: RoughPlacement[];
  /** Set when something did not fit: the periods left out (all or nothing: that would have been left out). */
  missing_periods?: number;
  /** What the plan leaves out and why; empty when everything fits. */
  left_out?: LeftOut[];
  /** The plan's objective terms (planner/objective.ts), for callers that compare plans; review costs included. */
  score?: Score;
  /** Review sittings added for classes with an exam (planner/reviews.ts), by day. */
  reviews?: { item_id: number; day: number; slot: number; role: ReviewRole }[];
  /** Reviews the expanding schedule asked for that found no period: the compression, said in the reply. */
  dropped_reviews?: DroppedReview[];
  /** The spacing terms of the objective and the spacing measures. */
  review_score?: ReviewScore;
}

/**
 * The plan with its facts beside the reply (lib/protocol/model-facts.ts): what it placed and what it left over. A
 * refusal before any planning (bad options, nothing to plan) has no facts beyond its text.
 */
export function roughSchedule(state: ScheduleState, options: RoughScheduleOptions = {}): RoughScheduleResult {
  const result = planWork(state, options);
  const planned = result.placed.length > 0 || result.missing_periods !== undefined;
  return planned ? { ...result, facts: planFacts(result) } : result;
}

/** What the plan placed (its study blocks; the reviews come on top) and what was left over, as its headline says. */
function planFacts(result: RoughScheduleResult): ToolFacts {
  const placedTasks = new Set(result.placed.map((placement) => placement.state_id)).size;
  const placedPeriods = result.placed.reduce((sum, placement) => sum + placement.slot_end - placement.slot_start + 1, 0);
  const missing = result.missing_periods !== undefined ? { missing_periods: result.missing_periods } : {};
  return { kind: "rough_plan", placed_tasks: placedTasks, placed_periods: placedPeriods, ...missing };
}

/**
 * The room for the pre-exam reviews, from the study plan; when the whole repacking gave it (solve.ts), from the
 * search's plan with the repacked one as the second start: the room-making's steps are greedy, and from a plan with
 * less study late they ended higher on some exam instances than from the search's.
 */
function roomFrom(problem: PlanProblem, solved: SolvedPlan, state: ScheduleState, options: RoomOptions) {
  if (!solved.unrepacked) return makeRoomForFinalReviews(problem, solved.assignment, state, options);
  return makeRoomForFinalReviews(problem, solved.unrepacked, state, options, solved.assignment);
}

function planWork(state: ScheduleState, options: RoughScheduleOptions): RoughScheduleResult {
  const invalid = validateOptions(state, options);
  if (invalid) return failure(state, invalid);

  const categoryIds = classesToPlan(state, options);
  if (typeof categoryIds === "string") return failure(state, categoryIds);

  const work = gatherWork(state, categoryIds, options);
  // The days kept free are full for this plan: the study and the reviews are planned on `open`, and placed on `state`.
  const open = withKeptFree(withDaysOff(state, options.days_off ?? []), options.keep_free);
  const problem = buildProblem(withPastPeriodsClosed(open), work);
  const solved = solvePlan(problem);
  // Classes that prepare for an exam get their spaced reviews on top of the plan (planner/reviews.ts); with
  // allow_partial a pre-exam review may take the period of an easy to-do (planner/review-room.ts).
  const examClasses = new Set(
    work.classes
      .map((entry) => entry.settings.category_id)
      .filter((id) => state.task_classes?.some((taskClass) => taskClass.category_id === id && taskClass.exam_day !== undefined)),
  );
  const reviewOptions = { categoryIds: examClasses, dailyCap: options.daily_cap };
  const reviewsOn = (studied: ScheduleState) => planReviews(studied, reviewOptions);
  const room = examClasses.size > 0 && options.allow_partial ? roomFrom(problem, solved, open, reviewOptions) : undefined;
  const plan = room ? { assignment: room.assignment, score: scoreAssignment(problem, room.assignment) } : solved;
  const leftOut = leftOutOf(problem, plan.assignment);
  const placements = placementsOf(problem, plan.assignment);
  const missing = leftOut.reduce((sum, left) => sum + left.missing_periods, 0);
  const report = { left_out: leftOut, score: plan.score, ...(missing > 0 ? { missing_periods: missing } : {}) };

  if (!options.allow_partial || placements.length === 0) {
    const failures: ClassFailure[] = [...work.failures, ...leftOut.map(toFailure)];
    if (failures.length > 0) return { ...failure(state, failureText(failures)), ...report };
  }
  const studied = applyPlacements(state, placements);
  const reviewPlan = room ? room.reviews : examClasses.size > 0 ? reviewsOn(applyPlacements(open, placements)) : undefined;
  const next = reviewPlan && reviewPlan.reviews.length > 0 ? { ...studied, tasks: [...studied.tasks, ...reviewTasks(studied, reviewPlan.reviews)] } : studied;
  const reviewScore = reviewPlan ? scoreReviews(next) : undefined;
  const extraLines =
    (work.failures.length > 0 ? `\n${failureText(work.failures).replace("，未做任何安排。", "，这些没有安排。")}` : "") +
    (reviewPlan ? reviewLines(reviewPlan, options.review_day_label).map((line) => `\n${line}`).join("") : "") +
    daysOffLine(options.days_off) +
    keptFreeLine(options.keep_free);
  return {
    ok: true,
    text: successText(studied, outcomesOf(problem, placements), leftOut) + extraLines,
    state: next,
    placed: placements.map(toRoughPlacement),
    ...report,
    ...(reviewPlan && reviewScore
      ? {
          reviews: reviewPlan.reviews.map((review) => ({ item_id: review.item.item_id, day: review.day, slot: review.slot, role: review.role })),
          dropped_reviews: reviewPlan.dropped,
          review_score: reviewScore,
          score: { ...plan.score, objective: plan.score.objective + reviewScore.objective },
        }
      : {}),
  };
}

/** Everything the request covers is what the student asked to keep out. */
const NOTHING_BUT_KEPT = "粗排失败：除了你说先不排的，没有别的待安排任务了。";

/**
 * The classes this call plans (none: only loose tasks), or why there is nothing to plan. What the student asked to
 * leave out is never planned, and a request left with nothing else says so rather than planning it anyway.
 */
function classesToPlan(state: ScheduleState, options: RoughScheduleOptions): number[] | string {
  const pendingByClass = groupPendingItems(state);
  const looseLeft = state.tasks.some((task) => isPlannableLooseTask(task, options));
  if (options.category_id !== undefined) {
    const taskClass = state.task_classes?.find((c) => c.category_id === options.category_id);
    const items = pendingByClass.get(options.category_id);
    if (!taskClass && !items) return `粗排失败：不存在编号为${options.category_id}的任务类。`;
    if (!items) return `粗排失败：${classLabel(taskClass?.name ?? "")} 没有待安排的任务。`;
    return plannableClasses([options.category_id], options).length > 0 ? [options.category_id] : NOTHING_BUT_KEPT;
  }
  if (options.category_ids !== undefined) {
    const asked = plannableClasses(options.category_ids, options);
    return asked.length > 0 ? classesWithWork(state, asked, pendingByClass) : NOTHING_BUT_KEPT;
  }
  if (options.task_id !== undefined) {
    const task = state.tasks.find((candidate) => candidate.state_id === options.task_id);
    if (!task || !isPendingLooseTask(task)) {
      return task ? `粗排失败：${taskLabel(task)} 不是待安排的待办，不能单独粗排。` : `粗排失败：没有编号为${options.task_id}的待办。`;
    }
    return isPlannableLooseTask(task, options) ? [] : NOTHING_BUT_KEPT;
  }
  if (options.loose_only) {
    if (!state.tasks.some(isPendingLooseTask)) return "粗排失败：当前没有待安排的待办（需要填写预计节数的待办才能排进日程）。";
    return looseLeft ? [] : NOTHING_BUT_KEPT;
  }
  const pending = [...pendingByClass.keys()].sort((a, b) => a - b);
  if (pending.length === 0 && !state.tasks.some(isPendingLooseTask)) return "粗排失败：当前没有待安排的任务。";
  const categoryIds = plannableClasses(pending, options);
  return categoryIds.length > 0 || looseLeft ? categoryIds : NOTHING_BUT_KEPT;
}

/**
 * The classes of a several-class request, in the order asked; each must exist, and a class with nothing pending is
 * dropped unless none has anything.
 */
function classesWithWork(
  state: ScheduleState,
  categoryIds: readonly number[],
  pendingByClass: ReadonlyMap<number, readonly StateTask[]>,
): number[] | string {
  const unknown = categoryIds.find((id) => !state.task_classes?.some((c) => c.category_id === id) && !pendingByClass.has(id));
  if (unknown !== undefined) return `粗排失败：不存在编号为${unknown}的任务类。`;
  const withWork = [...new Set(categoryIds)].filter((id) => pendingByClass.has(id));
  if (withWork.length > 0) return withWork;
  const names = categoryIds.map((id) => state.task_classes?.find((c) => c.category_id === id)?.name ?? `任务类${id}`);
  return `粗排失败：${names.map(classLabel).join("、")} 都没有待安排的任务。`;
}

function failure(state: ScheduleState, text: string): RoughScheduleResult {
  return { ok: false, text, state, placed: [] };
}

function toFailure(left: LeftOut): ClassFailure {
  const { unit } = left;
  if (unit.kind !== "chain" || !unit.settings) return { kind: "loose_space", left };
  return {
    kind: "space",
    settings: unit.settings,
    item_count: unit.tasks.length,
    needed_periods: unit.total_periods,
    placeable_count: unit.tasks.length - left.missing_items,
    placeable_periods: unit.total_periods - left.missing_periods,
    missing_periods: left.missing_periods,
    first_unplaced: left.task,
  };
}

/** One outcome per class that got placements, in planning order, then one per category of loose tasks. */
function outcomesOf(problem: PlanProblem, placements: readonly BlockPlacement[]): ClassOutcome[] {
  const outcomes: ClassOutcome[] = [];
  const looseByName = new Map<string, ClassOutcome>();
  for (const unit of problem.units) {
    const ids = new Set(unit.tasks.map((task) => task.state_id));
    const mine = placements.filter((placement) => ids.has(placement.task.state_id));
    if (mine.length === 0) continue;
    if (unit.kind === "chain") {
      outcomes.push({ name: unit.settings?.name ?? unit.tasks[0].category, placements: mine });
      continue;
    }
    const name = unit.tasks[0].category;
    const group = looseByName.get(name);
    if (group) group.placements.push(...mine);
    else {
      const outcome = { name, placements: [...mine] };
      looseByName.set(name, outcome);
      outcomes.push(outcome);
    }
  }
  return outcomes;
}

function toRoughPlacement(placement: BlockPlacement): RoughPlacement {
  return {
    state_id: placement.task.state_id,
    day: placement.day,
    slot_start: placement.slot_start,
    slot_end: placement.slot_end,
    ...(placement.host_id !== undefined ? { embed_host: placement.host_id } : {}),
  };
}

/** Option values may come straight from a model's tool call, so their runtime types are checked too. */
const WEEKDAY_NAMES = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** "周六、周日按你说的空着。": the days kept free, said back so the student sees they were heard. */
function daysOffLine(daysOff: readonly number[] | undefined): string {
  if (!daysOff || daysOff.length === 0) return "";
  return `\n${[...new Set(daysOff)].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day]).join("、")}按你说的空着，没有安排学习。`;
}

function validateOptions(state: ScheduleState, options: RoughScheduleOptions): string | undefined {
  const totalDays = state.window.total_days;
  const { category_id: categoryId, day_start: dayStart, day_end: dayEnd, strategy } = options;
  if (categoryId !== undefined && !Number.isInteger(categoryId)) {
    return `粗排失败：任务类编号必须是整数，收到的是 ${String(categoryId)}。`;
  }
  for (const [label, day] of [["起始天", dayStart], ["结束天", dayEnd]] as const) {
    if (day !== undefined && (!Number.isInteger(day) || day < 1 || day > totalDays)) {
      return `粗排失败：${label}第${String(day)}天超出规划窗口（第1-${totalDays}天）。`;
    }
  }
  if (dayStart !== undefined && dayEnd !== undefined && dayStart > dayEnd) {
    return `粗排失败：起始天第${dayStart}天晚于结束天第${dayEnd}天。`;
  }
  if (strategy !== undefined && strategy !== "steady" && strategy !== "rapid") {
    return `粗排失败：排布策略“${String(strategy)}”无效，只能是 steady（均匀分布）或 rapid（尽快完成）。`;
  }
  if (options.allow_filler_course !== undefined && typeof options.allow_filler_course !== "boolean") {
    return "粗排失败：allow_filler_course 只能是 true 或 false。";
  }
  const daysOff = options.days_off;
  if (daysOff !== undefined && (!Array.isArray(daysOff) || !daysOff.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) || new Set(daysOff).size >= 7)) {
    return "粗排失败：不排的日子必须是周一到周日中的几天，且不能七天都不排。";
  }
  const keepFree = keepFreeProblem(options.keep_free, state);
  if (keepFree) return keepFree;
  const cap = options.daily_cap;
  const periods = periodsPerDay(state.window);
  if (cap !== undefined && (!Number.isInteger(cap) || cap < 1 || cap > periods)) {
    return `粗排失败：每日学习上限必须是1-${periods}的整数，收到的是 ${String(cap)}。`;
  }
  const ids = options.category_ids;
  if (ids !== undefined && (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id)))) {
    return "粗排失败：任务类编号列表必须是非空的整数列表。";
  }
  if (ids !== undefined && (categoryId !== undefined || options.loose_only || options.task_id !== undefined)) {
    return "粗排失败：指定了几个任务类时，不能再指定单个任务类或待办。";
  }
  if (options.loose_only && categoryId !== undefined) return "粗排失败：只排待办时不能再指定任务类。";
  if (options.task_id !== undefined && categoryId !== undefined) return "粗排失败：只排一条待办时不能再指定任务类。";
  if (options.allow_partial !== undefined && typeof options.allow_partial !== "boolean") {
    return "粗排失败：allow_partial 只能是 true 或 false。";
  }
  for (const excluded of [options.exclude_category_ids, options.exclude_task_ids]) {
    if (excluded !== undefined && (!Array.isArray(excluded) || !excluded.every((id) => Number.isInteger(id)))) return "粗排失败：不排的任务编号必须是整数列表。";
  }
  return undefined;
}
