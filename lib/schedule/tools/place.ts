/** place (seed §5.1): puts a pending task on a day from a start period, or embeds it into a 水课 there. */
import { findTask } from "../occupancy";
import { dayOccupancyLine, dayPeriodsText, pendingRemainingLine, taskLabel } from "../replies";
import { conflictFacts, conflictText, hostSuffix, notEmbeddableReason } from "../replies-write";
import type { ScheduleState, ToolResult } from "../state";
import { ARGUMENT_ERROR, begunReason, dayError, deadlineReason, fail, rangeOverflowReason, succeed, unknownTaskText } from "./arguments";
import { pendingLength, draftOf, landingOn, rangeFrom, settle } from "./placement";
import type { PlaceInput } from "./schemas";

const FAILED = "放置失败";

export function place(state: ScheduleState, input: PlaceInput): ToolResult {
  const badDay = dayError(state, "day", input.day);
  if (badDay) return fail(state, badDay);
  const task = findTask(state, input.task_id);
  if (!task) return fail(state, unknownTaskText(input.task_id));
  if (task.status !== "pending") return fail(state, `${FAILED}：${taskLabel(task)} 不是待安排任务，无法放置。`);

  const duration = pendingLength(task);
  const overflow = rangeOverflowReason(state, task, duration, input.slot_start);
  if (overflow) return fail(state, `${ARGUMENT_ERROR}${overflow}。`);
  const range = rangeFrom(input.day, input.slot_start, duration);
  const late = begunReason(state, range) ?? deadlineReason(state, task, range);
  if (late) return fail(state, `${FAILED}：${late}。`);
  const landing = landingOn(state, range, new Set([task.state_id]));
  if (landing.kind === "conflict") return fail(state, conflictText(FAILED, state, range, landing.occupants), conflictFacts(state, range));
  const notEmbeddable = landing.kind === "embed" ? notEmbeddableReason(task, landing.host, range) : undefined;
  if (notEmbeddable) return fail(state, `${FAILED}：${notEmbeddable}`);

  const draft = draftOf(state);
  const placed = settle(draft, task.state_id, range, landing);
  placed.status = "suggested";
  placed.duration = duration;
  const host = landing.kind === "embed" ? landing.host : undefined;
  const headline = host
    ? `已将 ${taskLabel(task)} 嵌入到${dayPeriodsText(range)}${hostSuffix(host)}。`
    : `已将 ${taskLabel(task)} 放到${dayPeriodsText(range)}。`;
  return succeed(draft, [headline, dayOccupancyLine(draft, range.day), pendingRemainingLine(draft)].join("\n"));
}
