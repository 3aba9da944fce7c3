/**
 * The zh-CN replies of the rough scheduler, in the style of the write tools (seed §5): facts only, the periods of
 * every placement and the resulting load of every touched day.
 */
import { dayOccupants, findTask, occupiedPeriodCount } from "./occupancy";
import type { PlannedPlacement, ResolvedClass } from "./rough-schedule-plan";
import { SLOTS_PER_DAY, type ScheduleState, type StateTask } from "./state";

export interface ClassOutcome {
  settings: ResolvedClass;
  placements: PlannedPlacement[];
}

/** Why one class could not be scheduled; every kind leaves the whole call without any change. */
export type ClassFailure =
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
  | { kind: "outside_window"; name: string; total_days: number }
  | { kind: "disjoint_days"; name: string; class_days: [number, number]; requested_days: [number, number] }
  | { kind: "bad_duration"; name: string; task: StateTask };

export function taskLabel(task: StateTask): string {
  return `[${task.state_id}]${task.name}`;
}

function dayRange(day: number, slotStart: number, slotEnd: number): string {
  return `第${day}天第${periods(slotStart, slotEnd)}节`;
}

/** "第3天" or "第3-5天". */
function daySpan(dayStart: number, dayEnd: number): string {
  return dayStart === dayEnd ? `第${dayStart}天` : `第${dayStart}-${dayEnd}天`;
}

function periods(slotStart: number, slotEnd: number): string {
  return slotStart === slotEnd ? `${slotStart}` : `${slotStart}-${slotEnd}`;
}

/** "第5天当前占用：[4]体育(1-2节) [7]写实验报告(嵌入1-2节)，占用2/12。" */
export function dayLoadLine(state: ScheduleState, day: number): string {
  const occupants = dayOccupants(state, day).sort(
    (a, b) =>
      a.range.slot_start - b.range.slot_start ||
      Number(a.task.embed_host !== undefined) - Number(b.task.embed_host !== undefined) ||
      a.task.state_id - b.task.state_id,
  );
  const load = `${occupiedPeriodCount(state, day)}/${SLOTS_PER_DAY}`;
  if (occupants.length === 0) return `第${day}天当前占用：${load}。`;
  const listed = occupants.map(({ task, range }) => {
    const embedded = task.embed_host === undefined ? "" : "嵌入";
    return `${taskLabel(task)}(${embedded}${periods(range.slot_start, range.slot_end)}节)`;
  });
  return `第${day}天当前占用：${listed.join(" ")}，占用${load}。`;
}

export function successText(state: ScheduleState, outcomes: readonly ClassOutcome[]): string {
  const summaries = outcomes.map(({ settings, placements }) => {
    const total = placements.reduce((sum, p) => sum + p.slot_end - p.slot_start + 1, 0);
    return `为 [${settings.name}] 预排${placements.length}个任务（共${total}节）`;
  });
  const lines = [`粗排完成：已${summaries.join("，")}。`];
  for (const { placements } of outcomes) {
    for (const placement of placements) {
      const host = placement.host_id === undefined ? undefined : findTask(state, placement.host_id);
      const embedded = host ? `（嵌入，宿主：${taskLabel(host)}）` : "";
      lines.push(`  ${taskLabel(placement.task)} → ${dayRange(placement.day, placement.slot_start, placement.slot_end)}${embedded}`);
    }
  }
  const days = [...new Set(outcomes.flatMap(({ placements }) => placements.map((p) => p.day)))].sort((a, b) => a - b);
  for (const day of days) lines.push(dayLoadLine(state, day));
  const pendingLeft = state.tasks.filter((task) => task.status === "pending").length;
  lines.push(`待安排任务剩余：${pendingLeft}个。`);
  return lines.join("\n");
}

function failureHeadline(failure: ClassFailure): string {
  switch (failure.kind) {
    case "space":
      return `[${failure.settings.name}] 还差${failure.missing_periods}节空闲时段`;
    case "outside_window":
      return `[${failure.name}] 的日期范围不在规划窗口（${daySpan(1, failure.total_days)}）内`;
    case "disjoint_days": {
      const [classStart, classEnd] = failure.class_days;
      const [requestedStart, requestedEnd] = failure.requested_days;
      return `[${failure.name}] 的可用日期${daySpan(classStart, classEnd)}与指定范围${daySpan(requestedStart, requestedEnd)}没有交集`;
    }
    case "bad_duration":
      return `[${failure.name}] 中 ${taskLabel(failure.task)} 的时长${String(failure.task.duration)}节无效（需1-${SLOTS_PER_DAY}节的整数）`;
  }
}

function constraintNote(settings: ResolvedClass): string {
  const blocks = [...settings.excluded_slots].sort((a, b) => a - b).map((block) => `第${block * 2 - 1}-${block * 2}节`);
  const excluded = blocks.length > 0 ? `排除${blocks.join("、")}` : "无排除时段";
  const filler = settings.allow_filler_course ? "允许嵌入水课" : "不嵌入水课";
  return `${daySpan(settings.day_start, settings.day_end)}，${excluded}，${filler}`;
}

function spaceDetail(failure: Extract<ClassFailure, { kind: "space" }>): string {
  const unplacedCount = failure.item_count - failure.placeable_count;
  return (
    `[${failure.settings.name}]：${failure.item_count}个待安排任务共需${failure.needed_periods}节；` +
    `在可用范围内（${constraintNote(failure.settings)}）按顺序最多放下${failure.placeable_count}个（${failure.placeable_periods}节），` +
    `从 ${taskLabel(failure.first_unplaced)} 起的${unplacedCount}个任务（${failure.missing_periods}节）放不下。`
  );
}

export function failureText(failures: readonly ClassFailure[]): string {
  const lines = [`粗排失败：${failures.map(failureHeadline).join("；")}，未做任何安排。`];
  for (const failure of failures) {
    if (failure.kind === "space") lines.push(spaceDetail(failure));
  }
  return lines.join("\n");
}
