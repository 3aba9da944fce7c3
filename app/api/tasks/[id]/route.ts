import { getDb } from "@/db/bootstrap";
import { deleteTask, updateTask } from "@/db/queries/tasks";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { presentTask, readTimes, studentTimeZone, taskIdOf, taskNotFound } from "../respond";
import { patchTaskSchema } from "../schema";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/tasks/:id: changes the given fields (is_completed to complete or undo). A moved deadline or a new
 * quadrant brings the urgency threshold along unless the body sets one.
 */
export async function PATCH(request: Request, context: Context): Promise<Response> {
  try {
    const taskId = await taskIdOf(context);
    if (taskId === null) return taskNotFound();
    const body = await parseJsonBody(request, patchTaskSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const timeZone = await studentTimeZone(db, user.id);
    const { deadline_at: _deadline, urgency_threshold_at: _threshold, ...fields } = body.data;
    const updated = await updateTask(db, user.id, { task_id: taskId, ...fields, ...readTimes(body.data, timeZone) });
    if (!updated) return taskNotFound();
    return json({ task: await presentTask(db, user.id, updated.id, new Date(), timeZone) });
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/tasks/:id: removes the task and its study blocks; the schedule version moves when blocks went. */
export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const taskId = await taskIdOf(context);
    if (taskId === null) return taskNotFound();
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const result = await deleteTask(db, user.id, { task_id: taskId });
    return result ? json(result) : taskNotFound();
  } catch (error) {
    return errorResponse(error);
  }
}
