/**
 * unplace (seed §5.5): takes a suggested task off the timetable and makes it pending again. A committed study block
 * is reopened into the draft and taken off too: on confirm its block is deleted and its item is pending again.
 */
import { findTask, isEffectivelyLocked, placedPeriodCount } from "../occupancy";
import { dayOccupancyLine, lockReason, pendingRemainingLine, taskLabel } from "../replies";
import { carriesGuestsReason, rangesText } from "../replies-write";
import type { ScheduleState, ToolResult } from "../state";
import { fail, succeed, unknownTaskText } from "./arguments";
import { carriesGuests, DEFAULT_DURATION, draftOf, lift } from "./placement";
import type { UnplaceInput } from "./schemas";
import { isCommittedStudyBlock } from "../reopen";

const FAILED = "移除失败";

export function unplace(state: ScheduleState, input: UnplaceInput): ToolResult {
  const task = findTask(state, input.task_id);
  if (!task) return fail(state, unknownTaskText(input.task_id));
  if (isEffectivelyLocked(state, task)) return fail(state, `${FAILED}：${lockReason(state, task)}，不可移除。`);
  if (task.status === "pending") return fail(state, `${FAILED}：${taskLabel(task)} 当前为待安排状态，尚未落位。`);
  if (task.status === "existing" && !isCommittedStudyBlock(task)) {
    return fail(state, `${FAILED}：${taskLabel(task)} 是课程，不能移除；只有学习安排可以移出日程。`);
  }
  if (carriesGuests(task)) return fail(state, `${FAILED}：${carriesGuestsReason(state, task)}`);

  const ranges = task.slots ?? [];
  const draft = draftOf(state);
  const lifted = lift(draft, task.state_id);
  // A review this draft proposed is no work of its own: taken off, it is gone (nothing would ever place it again).
  if (lifted.source === "review") {
    draft.tasks = draft.tasks.filter((candidate) => candidate.state_id !== task.state_id);
    const where = ranges.length > 0 ? `${rangesText(ranges)}的` : "";
    const lines = [`已取消${where}${taskLabel(task)}，这次复习不再安排。`];
    for (const day of new Set(ranges.map((range) => range.day))) lines.push(dayOccupancyLine(draft, day));
    return succeed(draft, lines.join("\n"));
  }
  lifted.status = "pending";
  // Keep the length it had on the timetable, so placing it again takes the same number of periods.
  lifted.duration = task.duration ?? (placedPeriodCount(task) || DEFAULT_DURATION);
  const where = ranges.length > 0 ? `从${rangesText(ranges)}` : "";
  const lines = [`已将 ${taskLabel(task)} ${where}移除，恢复为待安排状态。`];
  for (const day of new Set(ranges.map((range) => range.day))) lines.push(dayOccupancyLine(draft, day));
  lines.push(pendingRemainingLine(draft));
  return succeed(draft, lines.join("\n"));
}
