import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { editTask, removeTask } from "@/server/tasks";
import { taskIdOf, taskNotFound, type TaskContext } from "../respond";
import { patchTaskSchema } from "../schema";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/tasks/:id: changes the given fields (is_completed to complete or undo). A moved deadline or a new
 * quadrant brings the urgency threshold along unless the body sets one.
 */
export async function PATCH(request: Request, context: TaskContext): Promise<Response> {
  try {
    const taskId = await taskIdOf(context);
    if (taskId === null) return taskNotFound();
    const body = await parseJsonBody(request, patchTaskSchema);
    if (!body.ok) return body.response;
    const { db, account } = await studentOf(request);
    return json({ task: await editTask(db, account.id, taskId, body.data, new Date()) });
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/tasks/:id: removes the task and its study blocks; the schedule version moves when blocks went. */
export async function DELETE(request: Request, context: TaskContext): Promise<Response> {
  try {
    const taskId = await taskIdOf(context);
    if (taskId === null) return taskNotFound();
    const { db, account } = await studentOf(request);
    return json(await removeTask(db, account.id, taskId));
  } catch (error) {
    return errorResponse(error);
  }
}
