/**
 * Turning bad arguments into replies the model can act on: zod issues become one Chinese sentence naming the field,
 * and the checks zod cannot make (day bounds of this window, a range running past the day's last period) live here too.
 */
import type { z } from "zod";
import type { ToolFacts } from "../../protocol/model-facts";
import { taskLabel } from "../replies";
import { deadlineText, pastDeadline } from "../deadline";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask, type ToolResult } from "../state";

export const ARGUMENT_ERROR = "参数错误：";

export function fail(state: ScheduleState, text: string, facts?: ToolFacts): ToolResult {
  return facts ? { ok: false, text, state, facts } : { ok: false, text, state };
}

export function succeed(state: ScheduleState, text: string, facts?: ToolFacts): ToolResult {
  return facts ? { ok: true, text, state, facts } : { ok: true, text, state };
}

const PERIOD_FIELDS = ["slot_start", "slot_end", "duration", "new_slot_start"] as const;

/**
 * The schemas allow any period a term may have (1-16); this says when one lies past the last period of this
 * window's day, in the words zod would have used: "参数错误：slot_start 必须在 1-12 之间。".
 */
export function periodBoundsText(state: ScheduleState, input: unknown): string | undefined {
  const periods = periodsPerDay(state.window);
  const records: Array<{ prefix: string; value: Record<string, unknown> }> = [];
  if (input !== null && typeof input === "object") {
    const top = input as Record<string, unknown>;
    records.push({ prefix: "", value: top });
    if (Array.isArray(top.moves)) top.moves.forEach((move, index) => records.push({ prefix: `moves[${index}].`, value: move as Record<string, unknown> }));
  }
  for (const { prefix, value } of records) {
    for (const field of PERIOD_FIELDS) {
      const period = value[field];
      if (typeof period === "number" && period > periods) return `${ARGUMENT_ERROR}${prefix}${field} 必须在 1-${periods} 之间。`;
    }
  }
  return undefined;
}

/** "moves[0].new_day" from ["moves", 0, "new_day"]. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function valueAt(args: unknown, path: readonly PropertyKey[]): unknown {
  let value = args;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const EXPECTED_WORDS: Record<string, string> = {
  number: "整数",
  int: "整数",
  string: "字符串",
  array: "数组",
  object: "对象",
};

/** The first zod issue as "参数错误：缺少 task_id。" / "参数错误：day 必须是整数。" ... */
export function argumentErrorText(error: z.ZodError, args: unknown): string {
  const issue = error.issues[0];
  const field = fieldName(issue.path);
  if (issue.code === "invalid_type") {
    if (issue.path.length === 0) return `${ARGUMENT_ERROR}参数必须是一个 JSON 对象。`;
    if (valueAt(args, issue.path) === undefined) return `${ARGUMENT_ERROR}缺少 ${field}。`;
    return `${ARGUMENT_ERROR}${field} 必须是${EXPECTED_WORDS[issue.expected] ?? issue.expected}。`;
  }
  if (issue.code === "too_small" || issue.code === "too_big" || issue.code === "invalid_value") {
    return `${ARGUMENT_ERROR}${field} ${issue.message}。`;
  }
  return `${ARGUMENT_ERROR}${field || "参数"} 无效。`;
}

/** Day bounds come from the window, which zod does not know. */
export function dayError(state: ScheduleState, field: string, day: number): string | undefined {
  const total = state.window.total_days;
  if (day >= 1 && day <= total) return undefined;
  return `${ARGUMENT_ERROR}${field} 必须在 1-${total} 之间（规划窗口共${total}天）。`;
}

export function unknownTaskText(taskId: number): string {
  return `任务 [${taskId}] 不存在。`;
}

/** Whether `range` starts in a period that has already begun (window.open_from); always false without a clock. */
export function hasBegun(state: ScheduleState, range: SlotRange): boolean {
  const open = state.window.open_from;
  if (!open) return false;
  return range.day < open.day || (range.day === open.day && range.slot_start < open.slot);
}

/** "第1天第3-4节已经开始或过去了，不能再安排（现在最早可从第1天第7节开始）", or undefined when the range lies ahead. */
export function begunReason(state: ScheduleState, range: SlotRange): string | undefined {
  if (!hasBegun(state, range)) return undefined;
  const open = state.window.open_from!;
  const earliest =
    open.slot <= periodsPerDay(state.window) ? `第${open.day}天第${open.slot}节` : open.day < state.window.total_days ? `第${open.day + 1}天` : undefined;
  const where = `第${range.day}天第${range.slot_start}-${range.slot_end}节`;
  return earliest ? `${where}已经开始或过去了，不能再安排（现在最早可从${earliest}开始）` : `${where}已经开始或过去了，规划窗口里已没有可安排的时间`;
}

/** "[9]写实验报告 要在第3天第8节前完成，不能安排在第4天第1-2节", or undefined when the range is in time. */
export function deadlineReason(state: ScheduleState, task: StateTask, range: SlotRange): string | undefined {
  if (!pastDeadline(task, range)) return undefined;
  return `${taskLabel(task)} 要在${deadlineText(task, periodsPerDay(state.window))}前完成，不能安排在第${range.day}天第${range.slot_start}-${range.slot_end}节`;
}

/** Why a task of `duration` periods cannot start at `slotStart`, or undefined when it fits in the day. */
export function rangeOverflowReason(state: ScheduleState, task: StateTask, duration: number, slotStart: number): string | undefined {
  const periods = periodsPerDay(state.window);
  if (duration > periods) {
    return `${taskLabel(task)} 需${duration}个连续时段，超过一天的${periods}节`;
  }
  if (slotStart + duration - 1 <= periods) return undefined;
  const latest = periods - duration + 1;
  return `${taskLabel(task)} 需${duration}个连续时段，从第${slotStart}节开始会超出第${periods}节（最晚从第${latest}节开始）`;
}
