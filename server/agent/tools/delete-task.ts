/**
 * delete_task: a to-do the student no longer wants, removed with its study blocks through the task service the
 * 待办 page uses. Like quick_note it writes at once; the reply names the task and how many blocks went with it.
 */
import { PLANNER_TOOLS, type DeleteTaskInput, type ToolOutput } from "@/lib/protocol";
import { removeTask } from "@/server/tasks";
import type { TaskToolDeps } from "./context";
import { lookUpTask } from "./task-lookup";
import { taskTool } from "./task-tool";

async function runDeleteTask(deps: TaskToolDeps, input: DeleteTaskInput): Promise<ToolOutput> {
  const found = await lookUpTask(deps, input.task, "open");
  if (!found.ok) return found;
  const removed = await removeTask(deps.db, deps.userId, found.task.id);
  const blocks = removed.study_blocks > 0 ? `（连同它的${removed.study_blocks}个学习块）` : "";
  return { ok: true, text: `已删除：${found.task.title}${blocks}。` };
}

export function createDeleteTaskTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.delete_task, (input) => runDeleteTask(deps, input));
}
