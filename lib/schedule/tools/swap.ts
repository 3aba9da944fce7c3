/**
 * swap (seed §5.3): two placed tasks of equal length trade places. Existing tasks may swap (the seed swaps the
 * course 英语); locked tasks, hosts carrying guests and tasks spread over several ranges may not. Only a task item
 * can become a guest: a course or a committed study block landing in a 水课's periods is refused, since no commit
 * could store an event embedded in another event.
 */
import { findTask, isEffectivelyLocked, placedPeriodCount } from "../occupancy";
import { dayOccupancyLine, dayPeriodsText, lockReason, taskLabel } from "../replies";
import { carriesGuestsReason, hostSuffix, notEmbeddableReason, notSingleRangeReason, occupantsWithPeriods } from "../replies-write";
import type { ScheduleState, SlotRange, StateTask, ToolResult } from "../state";
import { ARGUMENT_ERROR, begunReason, deadlineReason, fail, succeed, unknownTaskText } from "./arguments";
import { carriesGuests, draftOf, landingOn, lift, settle, singleRange, type Landing } from "./placement";
import type { SwapInput } from "./schemas";
import { isCommittedStudyBlock, reopen } from "../reopen";

const FAILED = "交换失败";

function refusal(state: ScheduleState, pair: readonly StateTask[]): string | undefined {
  for (const task of pair) {
    if (isEffectivelyLocked(state, task)) return `${FAILED}：${lockReason(state, task)}，不可交换。`;
  }
  for (const task of pair) {
    if (task.status === "pending") return `${FAILED}：${taskLabel(task)} 当前为待安排状态，尚未落位，无法交换。`;
  }
  for (const task of pair) {
    if (carriesGuests(task)) return `${FAILED}：${carriesGuestsReason(state, task)}`;
  }
  const [a, b] = pair;
  const lengthA = placedPeriodCount(a);
  const lengthB = placedPeriodCount(b);
  if (lengthA !== lengthB) {
    return `${FAILED}：${taskLabel(a)} 占${lengthA}个时段，${taskLabel(b)} 占${lengthB}个时段，时长不同无法直接交换。`;
  }
  for (const task of pair) {
    if (!singleRange(task)) return `${FAILED}：${notSingleRangeReason(task, "交换")}`;
  }
  return undefined;
}

export function swap(state: ScheduleState, input: SwapInput): ToolResult {
  if (input.task_a === input.task_b) return fail(state, `${ARGUMENT_ERROR}task_a 与 task_b 不能是同一个任务。`);
  const a = findTask(state, input.task_a);
  if (!a) return fail(state, unknownTaskText(input.task_a));
  const b = findTask(state, input.task_b);
  if (!b) return fail(state, unknownTaskText(input.task_b));
  const refused = refusal(state, [a, b]);
  if (refused) return fail(state, refused);

  const fromA = singleRange(a) as SlotRange;
  const fromB = singleRange(b) as SlotRange;
  const draft = draftOf(state);
  lift(draft, a.state_id);
  lift(draft, b.state_id);
  const moves: Array<{ task: StateTask; from: SlotRange; to: SlotRange; landing?: Landing }> = [
    { task: a, from: fromA, to: fromB },
    { task: b, from: fromB, to: fromA },
  ];
  for (const entry of moves) {
    const begun = begunReason(state, entry.to);
    if (begun) return fail(state, `${FAILED}：${taskLabel(entry.task)} 不能移至${dayPeriodsText(entry.to)}：${begun}。`);
    const late = deadlineReason(state, entry.task, entry.to);
    if (late) return fail(state, `${FAILED}：${late}。`);
    const landing = landingOn(draft, entry.to);
    if (landing.kind === "conflict") {
      return fail(
        state,
        `${FAILED}：${taskLabel(entry.task)} 移至${dayPeriodsText(entry.to)}时与 ${occupantsWithPeriods(landing.occupants)} 冲突。`,
      );
    }
    const notEmbeddable = landing.kind === "embed" ? notEmbeddableReason(entry.task, landing.host, entry.to) : undefined;
    if (notEmbeddable) return fail(state, `${FAILED}：${notEmbeddable}`);
    const settled = settle(draft, entry.task.state_id, entry.to, landing);
    if (isCommittedStudyBlock(entry.task)) reopen(settled);
    entry.landing = landing;
  }

  const lines = ["交换完成："];
  for (const entry of moves) {
    const host = entry.landing?.kind === "embed" ? entry.landing.host : undefined;
    lines.push(`  ${taskLabel(entry.task)}：${dayPeriodsText(entry.from)} → ${dayPeriodsText(entry.to)}${hostSuffix(host)}`);
  }
  for (const day of new Set([fromA.day, fromB.day])) lines.push(dayOccupancyLine(draft, day));
  return succeed(draft, lines.join("\n"));
}
