/**
 * The zh-CN replies of the rough scheduler, in the style of the write tools (seed §5): facts only, the periods of
 * every placement and the resulting load of every touched day.
 */
import { dayOccupants, findTask, occupiedPeriodCount } from "./occupancy";
import { mergeRanges, type BlockPlacement } from "./planner/apply";
import type { LeftOut } from "./planner/explain";
import { classLabel, constraintNote, daySpan, leftOutLine, looseHeadline, periodSpan as periods, taskLabel } from "./planner/left-out-text";
import type { WorkFailure } from "./planner/request";
import type { ResolvedClass } from "./rough-schedule-plan";
import { periodsPerDay, type ScheduleState, type StateTask } from "./state";

/** What one class (or the group of loose tasks sharing a category) received, placements in placement order. */
export interface ClassOutcome {
  name: string;
  placements: BlockPlacement[];
}

/** Why the call could not be scheduled as asked; every kind leaves the whole call without any change. */
export type ClassFailure =
  | WorkFailure
  | {
      kind: "space";
      settings: ResolvedClass;
      item_count: number;
      needed_periods: number;
      placeable_count: number;
      placeable_periods: number;
      missing_periods: number;
      first_unplaced: StateTask;
    }
  | { kind: "loose_space"; left: LeftOut };

function dayRange(day: number, slotStart: number, slotEnd: number): string {
  return `第${day}天第${periods(slotStart, slotEnd)}节`;
}

/** "第5天当前占用：[4]体育(1-2节) [7]写实验报告(嵌入1-2节)，占用2/12。" */
function dayLoadLine(state: ScheduleState, day: number): string {
  const occupants = dayOccupants(state, day).sort(
    (a, b) =>
      a.range.slot_start - b.range.slot_start ||
      Number(a.task.embed_host !== undefined) - Number(b.task.embed_host !== undefined) ||
      a.task.state_id - b.task.state_id,
  );
  const load = `${occupiedPeriodCount(state, day)}/${periodsPerDay(state.window)}`;
  if (occupants.length === 0) return `第${day}天当前占用：${load}。`;
  const listed = occupants.map(({ task, range }) => {
    const embedded = task.embed_host === undefined ? "" : "嵌入";
    return `${taskLabel(task)}(${embedded}${periods(range.slot_start, range.slot_end)}节)`;
  });
  return `第${day}天当前占用：${listed.join(" ")}，占用${load}。`;
}

/** One line per task: an item's one range, or the ranges of a loose task (as the state holds them) joined by "、". */
function placementLines(state: ScheduleState, placements: readonly BlockPlacement[]): string[] {
  const byTask = new Map<number, BlockPlacement[]>();
  for (const placement of placements) {
    byTask.set(placement.task.state_id, [...(byTask.get(placement.task.state_id) ?? []), placement]);
  }
  return [...byTask.values()].map((blocks) => {
    const host = blocks[0].host_id === undefined ? undefined : findTask(state, blocks[0].host_id);
    const embedded = host ? `（嵌入，宿主：${taskLabel(host)}）` : "";
    const spans = mergeRanges(blocks, state.window.long_breaks).map((range) => dayRange(range.day, range.slot_start, range.slot_end));
    return `  ${taskLabel(blocks[0].task)} → ${spans.join("、")}${embedded}`;
  });
}

/**
 * The success reply. `leftOut` is non-empty only for a partial plan (allow_partial): it then lists what stayed
 * out and why after the placements.
 */
export function successText(state: ScheduleState, outcomes: readonly ClassOutcome[], leftOut: readonly LeftOut[] = []): string {
  const summaries = outcomes.map(({ name, placements }) => {
    const total = placements.reduce((sum, p) => sum + p.slot_end - p.slot_start + 1, 0);
    const tasks = new Set(placements.map((placement) => placement.task.state_id)).size;
    return `为 ${classLabel(name)} 预排${tasks}个任务（共${total}节）`;
  });
  const lines = [`粗排完成：已${summaries.join("，")}。`];
  for (const { placements } of outcomes) lines.push(...placementLines(state, placements));
  const days = [...new Set(outcomes.flatMap(({ placements }) => placements.map((p) => p.day)))].sort((a, b) => a - b);
  for (const day of days) lines.push(dayLoadLine(state, day));
  if (leftOut.length > 0) {
    const missing = leftOut.reduce((sum, left) => sum + left.missing_periods, 0);
    lines.push(`未能安排（共${missing}节）：`);
    for (const left of leftOut) lines.push(`  ${leftOutLine(left)}`);
  }
  const pendingLeft = state.tasks.filter((task) => task.status === "pending").length;
  lines.push(`待安排任务剩余：${pendingLeft}个。`);
  return lines.join("\n");
}

function failureHeadline(failure: ClassFailure): string {
  switch (failure.kind) {
    case "space":
      return `${classLabel(failure.settings.name)} 还差${failure.missing_periods}节空闲时段`;
    case "loose_space":
      return looseHeadline(failure.left);
    case "outside_window":
      return `${classLabel(failure.name)} 的日期范围不在规划窗口（${daySpan(1, failure.total_days)}）内`;
    case "no_day_before_exam":
      return `${classLabel(failure.name)} 的考试在第${failure.exam_day}天，考试前的可安排日期（从第${failure.day_start}天起）已经没有了`;
    case "disjoint_days": {
      const [classStart, classEnd] = failure.class_days;
      const [requestedStart, requestedEnd] = failure.requested_days;
      return `${classLabel(failure.name)} 的可用日期${daySpan(classStart, classEnd)}与指定范围${daySpan(requestedStart, requestedEnd)}没有交集`;
    }
    case "bad_duration":
      return `${classLabel(failure.name)} 中 ${taskLabel(failure.task)} 的时长${String(failure.task.duration)}节无效（需1-${failure.periods}节的整数）`;
    case "bad_estimate":
      return `${taskLabel(failure.task)} 的预估时长${String(failure.task.estimated_sections)}节无效（需正整数）`;
  }
}

function spaceDetail(failure: Extract<ClassFailure, { kind: "space" }>): string {
  const unplacedCount = failure.item_count - failure.placeable_count;
  return (
    `${classLabel(failure.settings.name)}：${failure.item_count}个待安排任务共需${failure.needed_periods}节；` +
    `在可用范围内（${constraintNote(failure.settings)}）按顺序最多放下${failure.placeable_count}个（${failure.placeable_periods}节），` +
    `从 ${taskLabel(failure.first_unplaced)} 起的${unplacedCount}个任务（${failure.missing_periods}节）放不下。`
  );
}

export function failureText(failures: readonly ClassFailure[]): string {
  const lines = [`粗排失败：${failures.map(failureHeadline).join("；")}，未做任何安排。`];
  for (const failure of failures) {
    if (failure.kind === "space") lines.push(spaceDetail(failure));
    if (failure.kind === "loose_space") lines.push(leftOutLine(failure.left));
  }
  return lines.join("\n");
}
