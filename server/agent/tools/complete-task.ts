/**
 * complete_task: "周报已经发了" marks that to-do done (or, with undo, open again) through the task service the 待办
 * page uses, so the same rules hold. Like quick_note it writes at once; the reply names the task by its title and a
 * task_edit card shows the status before → after.
 */
import { getTaskEntry } from "@/db/queries/tasks";
import { PLANNER_TOOLS, type CompleteTaskInput, type ToolOutput } from "@/lib/protocol";
import { editTask } from "@/server/tasks/tasks";
import type { TaskToolDeps } from "./context";
import { emitEditCard } from "./task-edit-card";
import { lookUpTask } from "./task-lookup";
import { taskTool } from "./task-tool";
import { quoted } from "@/lib/protocol/record-text";

async function runCompleteTask(deps: TaskToolDeps, input: CompleteTaskInput): Promise<ToolOutput> {
  const undo = input.undo === true;
  const found = await lookUpTask(deps, input.task, undo ? "done" : "open");
  if (!found.ok) return found;
  const { task } = found;
  if (task.is_completed !== undo) {
    return { ok: true, text: undo ? `${quoted(task.title)}本来就还没完成。` : `${quoted(task.title)}已经是完成状态了。` };
  }
  await editTask(deps.db, deps.userId, task.id, { is_completed: !undo }, deps.now);
  const after = await getTaskEntry(deps.db, deps.userId, task.id);
  if (after) emitEditCard(deps, undo ? "reopen" : "complete", task, after);
  return { ok: true, text: `${undo ? "已改回未完成" : "已完成"}：${quoted(task.title)}。` };
}

export function createCompleteTaskTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.complete_task, (input) => runCompleteTask(deps, input));
}
