/**
 * batch_move (seed §5.4): moves several suggested tasks at once, all or nothing. Every moving task is lifted first,
 * then each is settled in order against the others' new positions, so tasks may trade or chain places.
 */
import { findTask } from "../occupancy";
import { dayOccupancyLine, dayPeriodsText, taskLabel } from "../replies";
import { carriesGuestsReason, hostSuffix, notEmbeddableReason, notSingleRangeReason, occupantsWithPeriods } from "../replies-write";
import type { ScheduleState, SlotRange, StateTask, ToolResult } from "../state";
import { ARGUMENT_ERROR, begunReason, dayError, deadlineReason, fail, rangeOverflowReason, succeed, unknownTaskText } from "./arguments";
import { moveRefusal } from "./move";
import { carriesGuests, draftOf, landingOn, lift, rangeFrom, rangeLength, settle, singleRange } from "./placement";
import type { BatchMoveInput } from "./schemas";
import { reopen } from "../reopen";

const ROLLED_BACK = "批量移动失败，全部回滚，无任何变更。";

interface PlannedMove {
  task: StateTask;
  to: SlotRange;
}

function argumentProblem(state: ScheduleState, input: BatchMoveInput): string | undefined {
  const seen = new Set<number>();
  for (const [index, item] of input.moves.entries()) {
    if (seen.has(item.task_id)) {
      return `${ARGUMENT_ERROR}moves 中任务 [${item.task_id}] 出现了多次，同一任务只能移动一次。`;
    }
    seen.add(item.task_id);
    const badDay = dayError(state, `moves[${index}].new_day`, item.new_day);
    if (badDay) return badDay;
  }
  return undefined;
}

/** Checks every item before anything moves; the first problem, without the rollback headline. */
function plan(state: ScheduleState, input: BatchMoveInput): PlannedMove[] | string {
  const planned: PlannedMove[] = [];
  for (const item of input.moves) {
    const task = findTask(state, item.task_id);
    if (!task) return unknownTaskText(item.task_id);
    const refusal = moveRefusal(state, task);
    if (refusal) return refusal;
    if (carriesGuests(task)) return carriesGuestsReason(state, task);
    const from = singleRange(task);
    if (!from) return notSingleRangeReason(task, "移动");
    const duration = rangeLength(from);
    const overflow = rangeOverflowReason(state, task, duration, item.new_slot_start);
    if (overflow) return `${ARGUMENT_ERROR}${overflow}。`;
    const to = rangeFrom(item.new_day, item.new_slot_start, duration);
    const begun = begunReason(state, to);
    if (begun) return `${taskLabel(task)}：${begun}。`;
    const late = deadlineReason(state, task, to);
    if (late) return `${late}。`;
    planned.push({ task, to });
  }
  return planned;
}

export function batchMove(state: ScheduleState, input: BatchMoveInput): ToolResult {
  const badArgument = argumentProblem(state, input);
  if (badArgument) return fail(state, badArgument);
  const planned = plan(state, input);
  if (typeof planned === "string") return fail(state, `${ROLLED_BACK}\n${planned}`);

  const draft = draftOf(state);
  for (const entry of planned) lift(draft, entry.task.state_id);
  const lines = [`批量移动完成，${planned.length}个任务全部成功：`];
  for (const entry of planned) {
    const landing = landingOn(draft, entry.to);
    if (landing.kind === "conflict") {
      const where = `${taskLabel(entry.task)} → ${dayPeriodsText(entry.to)}`;
      return fail(state, `${ROLLED_BACK}\n冲突：${where}，该位置已被 ${occupantsWithPeriods(landing.occupants)} 占用。`);
    }
    const notEmbeddable = landing.kind === "embed" ? notEmbeddableReason(entry.task, landing.host, entry.to) : undefined;
    if (notEmbeddable) return fail(state, `${ROLLED_BACK}\n${notEmbeddable}`);
    reopen(settle(draft, entry.task.state_id, entry.to, landing));
    const host = landing.kind === "embed" ? landing.host : undefined;
    lines.push(`  ${taskLabel(entry.task)} → ${dayPeriodsText(entry.to)}${hostSuffix(host)}`);
  }
  for (const day of new Set(planned.map((entry) => entry.to.day))) lines.push(dayOccupancyLine(draft, day));
  return succeed(draft, lines.join("\n"));
}
