/**
 * Which pending work one planning call covers, with every preference resolved to window terms: the task classes
 * (their settings merged with the call's options, items in item order) and the loose tasks. Data that cannot be
 * planned (a class outside the window, an impossible duration) is returned as a failure, never silently dropped.
 */
import { orderItems, type ResolvedClass } from "../rough-schedule-plan";
import { periodsPerDay, type ScheduleState, type StateTask } from "../state";

export interface PlanningOptions {
  /** One task class; default: every class with pending items and every pending loose task. */
  category_id?: number;
  /** Several task classes planned together, no loose tasks: "把离散和概率论的复习都排到下周". */
  category_ids?: readonly number[];
  /** Only the pending loose tasks, no task class. */
  loose_only?: boolean;
  /** Only this loose task (its state_id): "把交线性代数作业排一下" touches that to-do and no other. */
  task_id?: number;
  /** Restrict to a sub-window (window day indexes, inclusive). */
  day_start?: number;
  day_end?: number;
  /** Overrides the class's strategy. */
  strategy?: "steady" | "rapid";
  /** Overrides the class's permission to embed into can_embed courses (水课). */
  allow_filler_course?: boolean;
  /**
   * Whether loose tasks may sit in a 水课; default false. The database keeps guests only for task items
   * (schedules.embedded_task_id), so only planning experiments (tests, the benchmark) turn it on.
   */
  allow_loose_embed?: boolean;
  /** At most this many periods of study (any non-course task, guests included) on one day. */
  daily_cap?: number;
  /** Classes left out of this call as the student asked ("概率论先别排"): their items stay pending. */
  exclude_category_ids?: readonly number[];
  /** Loose tasks (state_ids) left out of this call as the student asked ("除了错题本…"): they stay pending. */
  exclude_task_ids?: readonly number[];
}

interface ClassWork {
  settings: ResolvedClass;
  /** Pending items in item order, every one with a valid duration. */
  items: StateTask[];
}

export type WorkFailure =
  | { kind: "outside_window"; name: string; total_days: number }
  | { kind: "no_day_before_exam"; name: string; exam_day: number; day_start: number }
  | { kind: "disjoint_days"; name: string; class_days: [number, number]; requested_days: [number, number] }
  | { kind: "bad_duration"; name: string; task: StateTask; periods: number }
  | { kind: "bad_estimate"; task: StateTask };

export interface PlanningWork {
  /** In the order the rough scheduler has always used: earliest last day first, then by class id. */
  classes: ClassWork[];
  loose: StateTask[];
  /** Days loose tasks may use (the call's sub-window). */
  day_start: number;
  day_end: number;
  allow_loose_embed: boolean;
  daily_cap?: number;
  failures: WorkFailure[];
}

/** A row of `tasks` riding in the state, with the number of periods it needs. */
function isLooseTask(task: StateTask): boolean {
  return task.source === "task" && task.estimated_sections !== undefined;
}

export function isPendingLooseTask(task: StateTask): boolean {
  return isLooseTask(task) && task.status === "pending";
}

/** A pending loose task this call may plan: not one the student asked to leave out. */
export function isPlannableLooseTask(task: StateTask, options: PlanningOptions): boolean {
  return isPendingLooseTask(task) && !(options.exclude_task_ids ?? []).includes(task.state_id);
}

/** The classes of `categoryIds` this call may plan: not those the student asked to leave out. */
export function plannableClasses(categoryIds: readonly number[], options: PlanningOptions): number[] {
  const excluded = options.exclude_category_ids ?? [];
  return categoryIds.filter((id) => !excluded.includes(id));
}

/** Pending task items by category_id; items without a category belong to no class and are left alone. */
export function groupPendingItems(state: ScheduleState): Map<number, StateTask[]> {
  const groups = new Map<number, StateTask[]>();
  for (const task of state.tasks) {
    if (task.source !== "task_item" || task.status !== "pending" || task.category_id === undefined) continue;
    const group = groups.get(task.category_id) ?? [];
    group.push(task);
    groups.set(task.category_id, group);
  }
  return groups;
}

function isValidDuration(duration: unknown, periods: number): duration is number {
  return typeof duration === "number" && Number.isInteger(duration) && duration >= 1 && duration <= periods;
}

/** `categoryIds` are the classes to plan (already checked to exist and have pending items). */
export function gatherWork(state: ScheduleState, categoryIds: readonly number[], options: PlanningOptions): PlanningWork {
  const pendingByClass = groupPendingItems(state);
  const failures: WorkFailure[] = [];
  const classes: ClassWork[] = [];
  for (const categoryId of categoryIds) {
    const items = orderItems(pendingByClass.get(categoryId) ?? []);
    const settings = resolveClass(state, categoryId, items, options);
    if ("kind" in settings) {
      failures.push(settings);
      continue;
    }
    const periods = periodsPerDay(state.window);
    const badItem = items.find((task) => !isValidDuration(task.duration ?? 2, periods));
    if (badItem) failures.push({ kind: "bad_duration", name: settings.name, task: badItem, periods });
    else classes.push({ settings, items });
  }
  classes.sort((a, b) => a.settings.day_end - b.settings.day_end || a.settings.category_id - b.settings.category_id);

  const loose: StateTask[] = [];
  if (options.category_id === undefined && options.category_ids === undefined) {
    for (const task of state.tasks) {
      if (!isPlannableLooseTask(task, options)) continue;
      if (options.task_id !== undefined && task.state_id !== options.task_id) continue;
      const sections = task.estimated_sections;
      if (typeof sections !== "number" || !Number.isInteger(sections) || sections < 1) failures.push({ kind: "bad_estimate", task });
      else loose.push(task);
    }
  }
  return {
    classes,
    loose,
    day_start: options.day_start ?? 1,
    day_end: options.day_end ?? state.window.total_days,
    allow_loose_embed: options.allow_loose_embed ?? false,
    ...(options.daily_cap !== undefined ? { daily_cap: options.daily_cap } : {}),
    failures,
  };
}

/**
 * Merges the class's settings with the call's options. A class missing from state.task_classes gets the whole
 * window, rapid, no fillers and no excluded blocks: nothing is known about it, so nothing is restricted.
 */
function resolveClass(
  state: ScheduleState,
  categoryId: number,
  items: readonly StateTask[],
  options: PlanningOptions,
): ResolvedClass | WorkFailure {
  const totalDays = state.window.total_days;
  const taskClass = state.task_classes?.find((c) => c.category_id === categoryId);
  const name = taskClass?.name ?? items[0]?.category ?? `任务类${categoryId}`;
  let classStart = 1;
  let classEnd = totalDays;
  if (taskClass) {
    if (taskClass.day_start === undefined || taskClass.day_end === undefined) {
      return { kind: "outside_window", name, total_days: totalDays };
    }
    classStart = Math.max(1, taskClass.day_start);
    classEnd = Math.min(totalDays, taskClass.day_end);
    if (classStart > classEnd) return { kind: "outside_window", name, total_days: totalDays };
    // A class that prepares for an exam studies strictly before the exam's day.
    if (taskClass.exam_day !== undefined) classEnd = Math.min(classEnd, taskClass.exam_day - 1);
    if (classStart > classEnd) return { kind: "no_day_before_exam", name, exam_day: taskClass.exam_day!, day_start: classStart };
  }
  const requestedStart = options.day_start ?? 1;
  const requestedEnd = options.day_end ?? totalDays;
  const dayStart = Math.max(classStart, requestedStart);
  const dayEnd = Math.min(classEnd, requestedEnd);
  if (dayStart > dayEnd) {
    return { kind: "disjoint_days", name, class_days: [classStart, classEnd], requested_days: [requestedStart, requestedEnd] };
  }
  // Block k is periods 2k-1..2k; with an odd count the last block is the single last period (blockCount rounds up).
  const blocks = Math.ceil(periodsPerDay(state.window) / 2);
  const excluded = (taskClass?.excluded_slots ?? []).filter((block) => Number.isInteger(block) && block >= 1 && block <= blocks);
  return {
    category_id: categoryId,
    name,
    day_start: dayStart,
    day_end: dayEnd,
    strategy: options.strategy ?? taskClass?.strategy ?? "rapid",
    allow_filler_course: options.allow_filler_course ?? taskClass?.allow_filler_course ?? false,
    excluded_slots: [...new Set(excluded)],
  };
}
