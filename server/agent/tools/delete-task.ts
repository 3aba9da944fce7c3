/**
 * delete_task: a to-do the student no longer wants. Deleting cannot be undone, so the tool deletes nothing: it finds
 * the task and shows a task_delete card; only the student's click on its 删除 removes the task (with its study
 * blocks) through POST /api/tasks/:id/deletion (server/tasks/task-deletion.ts). The reply says the card is waiting.
 */
import { PLANNER_TOOLS, type DeleteTaskInput, type ToolOutput } from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { deleteQuestionCard } from "./task-edit-card";
import { lookUpTask } from "./task-lookup";
import { taskTool } from "./task-tool";
import { quoted } from "@/lib/protocol/record-text";

async function runDeleteTask(deps: TaskToolDeps, input: DeleteTaskInput): Promise<ToolOutput> {
  const found = await lookUpTask(deps, input.task, "open");
  if (!found.ok) return found;
  const { task } = found;
  deps.emitCard(deleteQuestionCard(task, deps));
  const blocks = task.study_blocks > 0 ? `（连同它的${task.study_blocks}个学习块）` : "";
  return {
    ok: true,
    // "待确认删除：" is the head the built-in model reads; the rest tells a real model not to say it is gone.
    text: `待确认删除：${quoted(task.title)}${blocks}。还没有删除：学生在卡片上点“删除”才会删除，点“取消”就保留。`,
  };
}

export function createDeleteTaskTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.delete_task, (input) => runDeleteTask(deps, input));
}
