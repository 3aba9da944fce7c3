/**
 * get_task_info (seed §4.5): everything the model may know about one task. source / source_id stay hidden; only
 * where the task comes from is said in words.
 */
import { findTask, isCourse, isEffectivelyLocked } from "../occupancy";
import { dayPeriodsText, periodsText, statusWord, taskLabel } from "../replies";
import { hostOf } from "../replies-read";
import type { ScheduleState, StateTask, ToolResult } from "../state";
import { fail, succeed, unknownTaskText } from "./arguments";
import { pendingNeedText } from "./placement";
import type { GetTaskInfoInput } from "./schemas";
import { recordName } from "../../protocol/record-text";

function sourceWord(task: StateTask): string {
  if (isCourse(task)) return "课程表";
  if (task.source === "task") return "待办清单";
  return task.source === "event" ? "日程" : "任务清单";
}

function guestsLine(state: ScheduleState, host: StateTask): string {
  const guests = (host.embedded_by ?? [])
    .map((guestId) => findTask(state, guestId))
    .filter((guest): guest is StateTask => guest !== undefined)
    .map((guest) => {
      const where = (guest.slots ?? []).map(dayPeriodsText).join("、");
      return where ? `${taskLabel(guest)}（${where}）` : taskLabel(guest);
    });
  return `当前嵌入任务：${guests.length > 0 ? guests.join("、") : "无"}`;
}

export function getTaskInfo(state: ScheduleState, input: GetTaskInfoInput): ToolResult {
  const task = findTask(state, input.task_id);
  if (!task) return fail(state, unknownTaskText(input.task_id));

  const fixed = isEffectivelyLocked(state, task) ? "（固定）" : "";
  const lines = [
    taskLabel(task),
    `类别：${recordName(task.category)} | 状态：${statusWord(task.status)}${fixed}`,
    `来源：${sourceWord(task)}`,
  ];
  if (task.can_embed) lines.push("可嵌入：是（允许在此时段嵌入其他任务）");
  if (task.status === "pending") lines.push(`需要时长：${pendingNeedText(state, task).replace(/^共?需/, "")}`);
  const ranges = task.slots ?? [];
  if (ranges.length === 0) lines.push("占用时段：无");
  else {
    lines.push("占用时段：");
    for (const range of ranges) lines.push(`  第${range.day}天 ${periodsText(range.slot_start, range.slot_end)}`);
  }
  if (task.can_embed) lines.push(guestsLine(state, task));
  const host = hostOf(state, task);
  if (host) {
    const where = ranges.map(dayPeriodsText).join("、");
    lines.push(`嵌入宿主：${taskLabel(host)}${where ? `（${where}）` : ""}`);
  }
  return succeed(state, lines.join("\n"));
}
