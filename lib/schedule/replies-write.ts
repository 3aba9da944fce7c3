/**
 * Sentences shared by the write tools (seed §5): conflicts, refusals and the facts reported after a change.
 */
import type { ToolFacts } from "../protocol/model-facts";
import { freeRuns, type Occupant } from "./occupancy";
import {
  dayOccupancyWithFree,
  dayPeriodsText,
  guestLabels,
  occupantNames,
  occupantShort,
  sortOccupants,
  taskLabel,
} from "./replies";
import type { ScheduleState, SlotRange, StateTask } from "./state";

/** "放置失败：第5天第1-2节已被 [4]体育 占用。" followed by the day's occupancy and free periods. */
export function conflictText(
  prefix: string,
  state: ScheduleState,
  range: SlotRange,
  occupants: readonly Occupant[],
): string {
  return `${prefix}：${dayPeriodsText(range)}已被 ${occupantNames(occupants)} 占用。\n${dayOccupancyWithFree(state, range.day)}`;
}

/** The facts of a conflictText refusal: the periods asked for and the day's free runs, for a model to try another. */
export function conflictFacts(state: ScheduleState, range: SlotRange): ToolFacts {
  const asked = { day: range.day, slot_start: range.slot_start, slot_end: range.slot_end };
  const free_runs = freeRuns(state, range.day).map((run) => ({ slot_start: run.slot_start, slot_end: run.slot_end }));
  return { kind: "slot_taken", asked, free_runs };
}

/** "[3]复习线代(1-3节)、[4]体育(5-6节)": who holds the range, with their periods (batch_move, swap). */
export function occupantsWithPeriods(occupants: readonly Occupant[]): string {
  return sortOccupants(occupants).map(occupantShort).join("、");
}

/** "（宿主：[10]思政）" after a range the task was embedded into; empty for a plain placement. */
export function hostSuffix(host: StateTask | undefined): string {
  return host ? `（宿主：${taskLabel(host)}）` : "";
}

/** "第1天第1-2节、第4天第1-2节". */
export function rangesText(ranges: readonly SlotRange[]): string {
  return ranges.map(dayPeriodsText).join("、");
}

/** "[10]思政 当前嵌有 [7]写实验报告，请先移除嵌入任务。" */
export function carriesGuestsReason(state: ScheduleState, host: StateTask): string {
  return `${taskLabel(host)} 当前嵌有 ${guestLabels(state, host).join("、")}，请先移除嵌入任务。`;
}

/** "[x] 占用多段时段（...），无法整体移动。", or the reason a task without any range cannot go along. */
export function notSingleRangeReason(task: StateTask, verb: string): string {
  const ranges = task.slots ?? [];
  if (ranges.length === 0) return `${taskLabel(task)} 当前没有已落位的时段，无法${verb}。`;
  return `${taskLabel(task)} 占用多段时段（${rangesText(ranges)}），无法整体${verb}。`;
}

/**
 * Only a task item can share a 水课's periods: the database stores a guest as schedules.embedded_task_id, so a
 * course or a committed study block embedded by a tool would be refused at commit. Every write tool asks here.
 */
export function notEmbeddableReason(task: StateTask, host: StateTask, range: SlotRange): string | undefined {
  if (task.source === "task_item") return undefined;
  // A committed item's own block: the commit turns it into the item's embedding.
  if (task.source === "event" && task.event_type === "task" && task.item_id !== undefined) return undefined;
  return `${taskLabel(task)} 不是任务清单中的任务，不能嵌入 ${taskLabel(host)}（${dayPeriodsText(range)}）。`;
}
