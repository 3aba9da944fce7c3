/**
 * move (seed §5.2): moves one suggested task, keeping its length, to a new day and start period. A committed study
 * block is reopened into the draft first (lib/schedule/reopen.ts); courses never move.
 */
import { findTask, isEffectivelyLocked } from "../occupancy";
import { dayOccupancyLine, dayPeriodsText, lockReason, taskLabel } from "../replies";
import { carriesGuestsReason, conflictFacts, conflictText, hostSuffix, notEmbeddableReason, notSingleRangeReason } from "../replies-write";
import type { ScheduleState, StateTask, ToolResult } from "../state";
import { ARGUMENT_ERROR, begunReason, dayError, deadlineReason, fail, rangeOverflowReason, succeed, unknownTaskText } from "./arguments";
import { carriesGuests, draftOf, landingOn, rangeFrom, rangeLength, settle, singleRange } from "./placement";
import type { MoveInput } from "./schemas";
import { isCommittedStudyBlock, reopen } from "../reopen";

const FAILED = "移动失败";

/**
 * Why this task may not be moved by move / batch_move, without the "移动失败：" prefix, or undefined.
 * Shared so that both tools refuse with the same words.
 */
export function moveRefusal(state: ScheduleState, task: StateTask): string | undefined {
  if (isEffectivelyLocked(state, task)) return `${lockReason(state, task)}，不可移动。`;
  if (task.status === "pending") return `${taskLabel(task)} 当前为待安排状态，请使用 place 放置。`;
  if (task.status === "existing" && !isCommittedStudyBlock(task)) {
    return `${taskLabel(task)} 是课程，不能移动；只有学习安排可以调整。`;
  }
  return undefined;
}

export function move(state: ScheduleState, input: MoveInput): ToolResult {
  const badDay = dayError(state, "new_day", input.new_day);
  if (badDay) return fail(state, badDay);
  const task = findTask(state, input.task_id);
  if (!task) return fail(state, unknownTaskText(input.task_id));
  const refusal = moveRefusal(state, task);
  if (refusal) return fail(state, `${FAILED}：${refusal}`);
  if (carriesGuests(task)) return fail(state, `${FAILED}：${carriesGuestsReason(state, task)}`);
  const from = singleRange(task);
  if (!from) return fail(state, `${FAILED}：${notSingleRangeReason(task, "移动")}`);

  const duration = rangeLength(from);
  const overflow = rangeOverflowReason(state, task, duration, input.new_slot_start);
  if (overflow) return fail(state, `${ARGUMENT_ERROR}${overflow}。`);
  const to = rangeFrom(input.new_day, input.new_slot_start, duration);
  const late = begunReason(state, to) ?? deadlineReason(state, task, to);
  if (late) return fail(state, `${FAILED}：${late}。`);
  const landing = landingOn(state, to, new Set([task.state_id]));
  if (landing.kind === "conflict") return fail(state, conflictText(FAILED, state, to, landing.occupants), conflictFacts(state, to));
  const notEmbeddable = landing.kind === "embed" ? notEmbeddableReason(task, landing.host, to) : undefined;
  if (notEmbeddable) return fail(state, `${FAILED}：${notEmbeddable}`);

  const draft = draftOf(state);
  reopen(settle(draft, task.state_id, to, landing));
  const host = landing.kind === "embed" ? landing.host : undefined;
  const lines = [`已将 ${taskLabel(task)} 从${dayPeriodsText(from)}移至${dayPeriodsText(to)}${hostSuffix(host)}。`];
  for (const day of new Set([from.day, to.day])) lines.push(dayOccupancyLine(draft, day));
  return succeed(draft, lines.join("\n"));
}
