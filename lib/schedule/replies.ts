/**
 * The shared zh-CN vocabulary of the tool replies (seed §4, §5). Every tool builds its text from these pieces so a
 * task, a range or a day's occupancy reads the same in every reply the model sees.
 */
import { dayOccupants, findTask, freeRuns, occupiedPeriodCount, type Occupant } from "./occupancy";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask, type TaskStatus } from "./state";
import { recordName } from "../protocol/record-text";

/** "[3]复习线代": the only way a task is named to the model; the name one line, unable to open an id of its own. */
export function taskLabel(task: StateTask): string {
  return `[${task.state_id}]${shownTaskName(task)}`;
}

/** The name a reply shows after the id: one line, and a review sitting bears its item's name as "复习·…" (issue 25). */
export function shownTaskName(task: StateTask): string {
  return `${task.review_of !== undefined ? "复习·" : ""}${recordName(task.name)}`;
}

/** "1-3" for a run, "4" for a single period. */
function periodSpan(slotStart: number, slotEnd: number): string {
  return slotStart === slotEnd ? `${slotStart}` : `${slotStart}-${slotEnd}`;
}

/** "第1-3节". */
export function periodsText(slotStart: number, slotEnd: number): string {
  return `第${periodSpan(slotStart, slotEnd)}节`;
}

/** "第5天第1-3节". */
export function dayPeriodsText(range: SlotRange): string {
  return `第${range.day}天${periodsText(range.slot_start, range.slot_end)}`;
}

/** "第1天(1-2节)": the compact form of the listings. */
export function dayPeriodsCompact(range: SlotRange): string {
  return `第${range.day}天(${periodSpan(range.slot_start, range.slot_end)}节)`;
}

const STATUS_WORDS: Record<TaskStatus, string> = {
  existing: "已安排",
  suggested: "已预排",
  pending: "待安排",
};

export function statusWord(status: TaskStatus): string {
  return STATUS_WORDS[status];
}

/** Host before guest at the same start, so "[10]思政(1-2节) [7]写实验报告(嵌入1-2节)" reads host first. */
export function sortOccupants(occupants: readonly Occupant[]): Occupant[] {
  return [...occupants].sort(
    (a, b) =>
      a.range.slot_start - b.range.slot_start ||
      Number(a.task.embed_host !== undefined) - Number(b.task.embed_host !== undefined) ||
      a.task.state_id - b.task.state_id,
  );
}

/** "[3]复习线代(1-3节)" or, for a guest, "[7]写实验报告(嵌入1-2节)". */
export function occupantShort(occupant: Occupant): string {
  const embedded = occupant.task.embed_host !== undefined ? "嵌入" : "";
  return `${taskLabel(occupant.task)}(${embedded}${periodSpan(occupant.range.slot_start, occupant.range.slot_end)}节)`;
}

/** "第5天当前占用：[3]复习线代(1-3节)，占用3/12。" or "第5天当前占用：0/12。" for an empty day. */
export function dayOccupancyLine(state: ScheduleState, day: number): string {
  const occupants = sortOccupants(dayOccupants(state, day));
  const count = occupiedPeriodCount(state, day);
  const periods = periodsPerDay(state.window);
  if (occupants.length === 0) return `第${day}天当前占用：${count}/${periods}。`;
  return `第${day}天当前占用：${occupants.map(occupantShort).join(" ")}，占用${count}/${periods}。`;
}

/** "第5-8节、第11-12节", or "无". */
export function freeRunsText(runs: readonly SlotRange[]): string {
  if (runs.length === 0) return "无";
  return runs.map((run) => periodsText(run.slot_start, run.slot_end)).join("、");
}

/** The day's occupancy followed by its free periods, as conflict replies show them. */
export function dayOccupancyWithFree(state: ScheduleState, day: number): string {
  return `${dayOccupancyLine(state, day)}空闲时段：${freeRunsText(freeRuns(state, day))}。`;
}

function pendingCount(state: ScheduleState): number {
  return state.tasks.filter((task) => task.status === "pending").length;
}

/** "待安排任务剩余：2个。" */
export function pendingRemainingLine(state: ScheduleState): string {
  return `待安排任务剩余：${pendingCount(state)}个。`;
}

/** Distinct tasks among the occupants, in period order: "[4]体育" or "[10]思政、[7]写实验报告". */
export function occupantNames(occupants: readonly Occupant[]): string {
  const seen = new Set<number>();
  const labels: string[] = [];
  for (const occupant of sortOccupants(occupants)) {
    if (seen.has(occupant.task.state_id)) continue;
    seen.add(occupant.task.state_id);
    labels.push(taskLabel(occupant.task));
  }
  return labels.join("、");
}

/** "是固定课程" for a locked task, or the host that fixes a guest in place. */
export function lockReason(state: ScheduleState, task: StateTask): string {
  if (task.locked) return `${taskLabel(task)} 是固定课程`;
  const host = task.embed_host === undefined ? undefined : findTask(state, task.embed_host);
  return host ? `${taskLabel(task)} 嵌入在固定课程 ${taskLabel(host)} 中` : `${taskLabel(task)} 已锁定`;
}

/** Guests embedded in a host, by label: "[7]写实验报告". */
export function guestLabels(state: ScheduleState, host: StateTask): string[] {
  return (host.embedded_by ?? [])
    .map((guestId) => findTask(state, guestId))
    .filter((guest): guest is StateTask => guest !== undefined)
    .map(taskLabel);
}
