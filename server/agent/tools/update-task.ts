/**
 * update_task: a to-do's deadline, title or quadrant changed from chat ("把交实验报告改到周五") through the task
 * service the 待办 page uses. Deadline words are read in the student's zone against the turn's "now"; a deadline
 * already past, or words that name a start, are refused as quick_note refuses them. A task_edit card shows each
 * change before → after.
 */
import { getTaskEntry } from "@/db/queries/tasks";
import { PLANNER_TOOLS, type ToolOutput, type UpdateTaskInput } from "@/lib/protocol";
import { PlannerError } from "@/lib/errors";
import { formatDayDateTime } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { priorityLabel, type PriorityGroup } from "@/lib/tasks/priority";
import { editTask, type TaskFormPatch } from "@/server/tasks";
import type { TaskToolDeps } from "./context";
import { emitEditCard } from "./task-edit-card";
import { lookUpTask } from "./task-lookup";
import { taskTool } from "./task-tool";

type PatchResult = { ok: true; patch: TaskFormPatch; changes: string[] } | { ok: false; text: string };

function readPatch(deps: TaskToolDeps, input: UpdateTaskInput): PatchResult {
  const patch: TaskFormPatch = {};
  const changes: string[] = [];
  if (input.title) {
    patch.title = input.title;
    changes.push(`标题改为“${input.title}”`);
  }
  if (input.deadline) {
    const parsed = parseDateTime(input.deadline, { now: deps.now, timeZone: deps.timeZone });
    if (!parsed || parsed.relation === "from" || parsed.relation === "after") {
      return { ok: false, text: `没看懂新的截止时间“${input.deadline}”，可以说“周五”或“明天晚上10点”。` };
    }
    if (parsed.date.getTime() < deps.now.getTime()) {
      return { ok: false, text: `${formatDayDateTime(parsed.date, deps.timeZone, deps.now)}已经过去了，截止时间没有改。` };
    }
    patch.deadline_at = parsed.date.toISOString();
    changes.push(`截止改到${formatDayDateTime(parsed.date, deps.timeZone, deps.now)}`);
  }
  if (input.priority_group !== undefined) {
    patch.priority_group = input.priority_group as PriorityGroup;
    changes.push(`优先级改为${priorityLabel(input.priority_group as PriorityGroup)}`);
  }
  if (changes.length === 0) return { ok: false, text: "要改什么呢？截止时间、标题还是优先级？" };
  return { ok: true, patch, changes };
}

async function runUpdateTask(deps: TaskToolDeps, input: UpdateTaskInput): Promise<ToolOutput> {
  const read = readPatch(deps, input);
  if (!read.ok) return read;
  const found = await lookUpTask(deps, input.task, "open");
  if (!found.ok) return found;
  try {
    await editTask(deps.db, deps.userId, found.task.id, read.patch, deps.now);
  } catch (error) {
    if (PlannerError.isInstance(error)) return { ok: false, text: `“${found.task.title}”没有改成：${error.message}` };
    throw error;
  }
  const after = await getTaskEntry(deps.db, deps.userId, found.task.id);
  if (after) emitEditCard(deps, "update", found.task, after);
  return { ok: true, text: `已修改：${found.task.title}，${read.changes.join("，")}。` };
}

export function createUpdateTaskTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.update_task, (input) => runUpdateTask(deps, input));
}
