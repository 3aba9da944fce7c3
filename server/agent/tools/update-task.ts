/**
 * update_task: a to-do's deadline, title or quadrant changed from chat ("把交实验报告改到周五") through the task
 * service the 待办 page uses. Deadline words are read in the student's zone against the turn's "now", or move the
 * task's own deadline ("延后一天"); a deadline
 * already past, or words that name a start, are refused as quick_note refuses them. A task_edit card shows each
 * change before → after.
 */
import { getTaskEntry, type TaskEntry } from "@/db/queries/tasks";
import { PLANNER_TOOLS, type ToolOutput, type UpdateTaskInput } from "@/lib/protocol";
import { PlannerError } from "@/lib/errors";
import { formatDayDateTime } from "@/lib/tasks/format";
import { parseDeadlineShift, shiftDeadline } from "@/lib/tasks/deadline-shift";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { priorityLabel, type PriorityGroup } from "@/lib/tasks/priority";
import { editTask, type TaskFormPatch } from "@/server/tasks/tasks";
import type { TaskToolDeps } from "./context";
import { emitEditCard } from "./task-edit-card";
import { lookUpTask } from "./task-lookup";
import { taskTool } from "./task-tool";
import { quoted } from "@/lib/protocol/record-text";

type PatchResult = { ok: true; patch: TaskFormPatch; changes: string[] } | { ok: false; text: string };
type DeadlineResult = { ok: true; date: Date } | { ok: false; text: string };

/** The new deadline: a day and time ("周五"), or the task's own deadline moved ("延后一天"). */
function readDeadline(deps: TaskToolDeps, words: string, task: TaskEntry): DeadlineResult {
  const shift = parseDeadlineShift(words);
  if (shift) {
    if (!task.deadline_at) return { ok: false, text: `${quoted(task.title)}还没有截止时间，要定在哪天？` };
    return { ok: true, date: shiftDeadline(task.deadline_at, shift, deps.timeZone) };
  }
  const parsed = parseDateTime(words, { now: deps.now, timeZone: deps.timeZone });
  if (!parsed || parsed.relation === "from" || parsed.relation === "after") {
    return { ok: false, text: `没看懂新的截止时间${quoted(words)}，可以说“周五”“明天晚上10点”或“延后一天”。` };
  }
  return { ok: true, date: parsed.date };
}

function readPatch(deps: TaskToolDeps, input: UpdateTaskInput, task: TaskEntry): PatchResult {
  const patch: TaskFormPatch = {};
  const changes: string[] = [];
  if (input.title) {
    patch.title = input.title;
    changes.push(`标题改为${quoted(input.title)}`);
  }
  if (input.deadline) {
    const deadline = readDeadline(deps, input.deadline, task);
    if (!deadline.ok) return deadline;
    if (deadline.date.getTime() < deps.now.getTime()) {
      return { ok: false, text: `${formatDayDateTime(deadline.date, deps.timeZone, deps.now)}已经过去了，截止时间没有改。` };
    }
    patch.deadline_at = deadline.date.toISOString();
    changes.push(`截止改到${formatDayDateTime(deadline.date, deps.timeZone, deps.now)}`);
  }
  if (input.priority_group !== undefined) {
    patch.priority_group = input.priority_group as PriorityGroup;
    changes.push(`优先级改为${priorityLabel(input.priority_group as PriorityGroup)}`);
  }
  if (changes.length === 0) return { ok: false, text: "要改什么呢？截止时间、标题还是优先级？" };
  return { ok: true, patch, changes };
}

async function runUpdateTask(deps: TaskToolDeps, input: UpdateTaskInput): Promise<ToolOutput> {
  const found = await lookUpTask(deps, input.task, "open");
  if (!found.ok) return found;
  const read = readPatch(deps, input, found.task);
  if (!read.ok) return read;
  try {
    await editTask(deps.db, deps.userId, found.task.id, read.patch, deps.now);
  } catch (error) {
    if (PlannerError.isInstance(error)) return { ok: false, text: `${quoted(found.task.title)}没有改成：${error.message}` };
    throw error;
  }
  const after = await getTaskEntry(deps.db, deps.userId, found.task.id);
  if (after) emitEditCard(deps, "update", found.task, after);
  return { ok: true, text: `已修改：${quoted(found.task.title)}，${read.changes.join("，")}。` };
}

export function createUpdateTaskTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.update_task, (input) => runUpdateTask(deps, input));
}
