/**
 * Pieces shared by the read tools (seed §4): a day's load, a task's one-line facts and the markers that say whether a
 * period is fixed, embeddable or shared. Read replies state facts only, never advice.
 */
import { findTask, type DayLoad, type Occupant } from "./occupancy";
import { periodsText, taskLabel } from "./replies";
import { type ScheduleState, type SlotRange, type StateTask } from "./state";
import { recordName } from "../protocol/record-text";

/** "总占6/12（课程占2/12，任务占4/12）". */
export function dayLoadText(load: DayLoad): string {
  return `总占${load.total}/${load.periods}（课程占${load.course}/${load.periods}，任务占${load.task}/${load.periods}）`;
}

export function hostOf(state: ScheduleState, task: StateTask): StateTask | undefined {
  return task.embed_host === undefined ? undefined : findTask(state, task.embed_host);
}

/** "[35]第一章随机事件与概率 | 状态:suggested | 类别:概率论" (the seed writes these with half-width colons). */
export function taskFactsHead(task: StateTask): string {
  return `${taskLabel(task)} | 状态:${task.status} | 类别:${recordName(task.category)}`;
}

/** " | 宿主:[10]思政" for a guest, empty otherwise. */
export function hostFact(state: ScheduleState, task: StateTask): string {
  const host = hostOf(state, task);
  return host ? ` | 宿主:${taskLabel(host)}` : "";
}

/** "（固定）", "（可嵌入）" or "（嵌入）": what a period holder is, as query_range shows it. */
export function occupantMarker(occupant: Occupant): string {
  if (occupant.task.embed_host !== undefined) return "（嵌入）";
  if (occupant.task.locked) return "（固定）";
  if (occupant.task.can_embed) return "（可嵌入）";
  return "";
}

/** "第5-8节(4时段)". */
export function runWithLength(run: SlotRange): string {
  return `${periodsText(run.slot_start, run.slot_end)}(${run.slot_end - run.slot_start + 1}时段)`;
}
