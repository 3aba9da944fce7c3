/**
 * The rough scheduler (粗排): places every pending item of one task class (or of every class) as `suggested` in one
 * call, all or nothing. Same contract as the write tools: pure, the input is never mutated, and a failure returns
 * the very input state with a factual zh-CN reply. Conflicts are judged by occupancy.ts, as for the place tool.
 */
import {
  itemDuration,
  orderItems,
  planClass,
  type PlannedPlacement,
  type ResolvedClass,
} from "./rough-schedule-plan";
import { failureText, successText, type ClassFailure, type ClassOutcome } from "./rough-schedule-text";
import { SLOTS_PER_DAY, type ScheduleState, type StateTask, type ToolResult } from "./state";

export interface RoughScheduleOptions {
  /** One task class; default: every class that has pending items. */
  category_id?: number;
  /** Restrict to a sub-window (window day indexes, inclusive). */
  day_start?: number;
  day_end?: number;
  /** Overrides the class's strategy. */
  strategy?: "steady" | "rapid";
  /** Overrides the class's permission to embed items into can_embed courses (水课). */
  allow_filler_course?: boolean;
}

export interface RoughPlacement {
  state_id: number;
  day: number;
  slot_start: number;
  slot_end: number;
  /** The can_embed course whose periods the item shares. */
  embed_host?: number;
}

export interface RoughScheduleResult extends ToolResult {
  /** In placement order: class by class, each in item order. Empty on failure. */
  placed: RoughPlacement[];
  /**
   * Set when a class ran out of space: summed over such classes, the periods of the items left over after the
   * longest leading run of items that fits in order (items must keep their order, so this is what is missing).
   */
  missing_periods?: number;
}

export function roughSchedule(state: ScheduleState, options: RoughScheduleOptions = {}): RoughScheduleResult {
  const invalid = validateOptions(state, options);
  if (invalid) return failure(state, invalid);

  const pendingByClass = groupPendingItems(state);
  let categoryIds: number[];
  if (options.category_id !== undefined) {
    const taskClass = state.task_classes?.find((c) => c.category_id === options.category_id);
    const items = pendingByClass.get(options.category_id);
    if (!taskClass && !items) return failure(state, `粗排失败：不存在编号为${options.category_id}的任务类。`);
    if (!items) return failure(state, `粗排失败：[${taskClass?.name}] 没有待安排的任务。`);
    categoryIds = [options.category_id];
  } else {
    categoryIds = [...pendingByClass.keys()].sort((a, b) => a - b);
    if (categoryIds.length === 0) return failure(state, "粗排失败：当前没有待安排的任务。");
  }

  const failures: ClassFailure[] = [];
  const resolved: Array<{ settings: ResolvedClass; items: StateTask[] }> = [];
  for (const categoryId of categoryIds) {
    const items = orderItems(pendingByClass.get(categoryId) ?? []);
    const settings = resolveClass(state, categoryId, items, options);
    if ("kind" in settings) {
      failures.push(settings);
      continue;
    }
    const badItem = items.find((task) => !isValidDuration(itemDuration(task)));
    if (badItem) failures.push({ kind: "bad_duration", name: settings.name, task: badItem });
    else resolved.push({ settings, items });
  }
  // Classes that must finish first go first, so a tight deadline is not crowded out by a loose one.
  resolved.sort((a, b) => a.settings.day_end - b.settings.day_end || a.settings.category_id - b.settings.category_id);

  let working = state;
  const outcomes: ClassOutcome[] = [];
  for (const { settings, items } of resolved) {
    const plan = planClass(working, settings, items);
    if (!plan.ok) {
      failures.push({
        kind: "space",
        settings,
        item_count: items.length,
        needed_periods: items.reduce((sum, task) => sum + itemDuration(task), 0),
        placeable_count: plan.placeable_count,
        placeable_periods: plan.placeable_periods,
        missing_periods: plan.missing_periods,
        first_unplaced: plan.first_unplaced,
      });
      continue;
    }
    working = applyPlacements(working, plan.placements);
    outcomes.push({ settings, placements: plan.placements });
  }

  if (failures.length > 0) {
    const spaceFailures = failures.filter((f) => f.kind === "space");
    return {
      ok: false,
      text: failureText(failures),
      state,
      placed: [],
      ...(spaceFailures.length > 0 ? { missing_periods: spaceFailures.reduce((sum, f) => sum + f.missing_periods, 0) } : {}),
    };
  }
  return {
    ok: true,
    text: successText(working, outcomes),
    state: working,
    placed: outcomes.flatMap(({ placements }) => placements.map(toRoughPlacement)),
  };
}

function failure(state: ScheduleState, text: string): RoughScheduleResult {
  return { ok: false, text, state, placed: [] };
}

function isValidDuration(duration: number): boolean {
  return Number.isInteger(duration) && duration >= 1 && duration <= SLOTS_PER_DAY;
}

/** Option values may come straight from a model's tool call, so their runtime types are checked too. */
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
  return undefined;
}

/** Pending task items by category_id; items without a category belong to no class and are left alone. */
function groupPendingItems(state: ScheduleState): Map<number, StateTask[]> {
  const groups = new Map<number, StateTask[]>();
  for (const task of state.tasks) {
    if (task.source !== "task_item" || task.status !== "pending" || task.category_id === undefined) continue;
    const group = groups.get(task.category_id) ?? [];
    group.push(task);
    groups.set(task.category_id, group);
  }
  return groups;
}

/**
 * Merges the class's settings with the call's options. A class missing from state.task_classes gets the whole
 * window, rapid, no fillers and no excluded blocks: nothing is known about it, so nothing is restricted.
 */
function resolveClass(
  state: ScheduleState,
  categoryId: number,
  items: readonly StateTask[],
  options: RoughScheduleOptions,
): ResolvedClass | ClassFailure {
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
  }
  const requestedStart = options.day_start ?? 1;
  const requestedEnd = options.day_end ?? totalDays;
  const dayStart = Math.max(classStart, requestedStart);
  const dayEnd = Math.min(classEnd, requestedEnd);
  if (dayStart > dayEnd) {
    return { kind: "disjoint_days", name, class_days: [classStart, classEnd], requested_days: [requestedStart, requestedEnd] };
  }
  const excluded = (taskClass?.excluded_slots ?? []).filter((block) => Number.isInteger(block) && block >= 1 && block <= 6);
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

/** Marks each item suggested at its position; an embedded item names its host and the host lists it (as place does). */
function applyPlacements(state: ScheduleState, placements: readonly PlannedPlacement[]): ScheduleState {
  const tasks = [...state.tasks];
  const indexOf = new Map(tasks.map((task, index) => [task.state_id, index]));
  for (const placement of placements) {
    const guestIndex = indexOf.get(placement.task.state_id);
    if (guestIndex === undefined) continue;
    const guest: StateTask = {
      ...tasks[guestIndex],
      status: "suggested",
      duration: itemDuration(tasks[guestIndex]),
      slots: [{ day: placement.day, slot_start: placement.slot_start, slot_end: placement.slot_end }],
    };
    delete guest.embed_host;
    const hostIndex = placement.host_id === undefined ? undefined : indexOf.get(placement.host_id);
    if (hostIndex !== undefined) {
      const host = tasks[hostIndex];
      guest.embed_host = host.state_id;
      tasks[hostIndex] = { ...host, embedded_by: [...(host.embedded_by ?? []), guest.state_id] };
    }
    tasks[guestIndex] = guest;
  }
  return { ...state, tasks };
}

function toRoughPlacement(placement: PlannedPlacement): RoughPlacement {
  return {
    state_id: placement.task.state_id,
    day: placement.day,
    slot_start: placement.slot_start,
    slot_end: placement.slot_end,
    ...(placement.host_id !== undefined ? { embed_host: placement.host_id } : {}),
  };
}
