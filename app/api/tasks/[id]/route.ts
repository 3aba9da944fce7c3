import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { editTask, removeTask } from "@/server/tasks";
import { patchTaskSchema, taskParamsSchema } from "../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

type TaskContext = { params: Promise<{ id: string }> };

/**
 * PATCH /api/tasks/:id: changes the given fields (is_completed to complete or undo). A moved deadline or a new
 * quadrant brings the urgency threshold along unless the body sets one.
 */
export async function PATCH(request: Request, context: TaskContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, taskParamsSchema, "task:not_found");
    const body = await parseJsonBody(request, patchTaskSchema);
    if (!body.ok) return body.response;
    return json({ task: await editTask(db, account.id, id, body.data, now()) });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/tasks/:id: removes the task and its study blocks; the schedule version moves when blocks went. */
export async function DELETE(request: Request, context: TaskContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, taskParamsSchema, "task:not_found");
    return json(await removeTask(db, account.id, id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
