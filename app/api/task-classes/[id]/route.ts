import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { deleteTaskClass, termPeriodsPerDay, updateTaskClass } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { classParamsSchema, updateTaskClassSchema } from "../schema";

export const dynamic = "force-dynamic";

type ClassContext = { params: Promise<{ id: string }> };

/** PATCH /api/task-classes/:id: changes the given fields of the class. */
export async function PATCH(request: Request, context: ClassContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, classParamsSchema, "task_class:not_found");
    const body = await parseJsonBody(request, updateTaskClassSchema(await termPeriodsPerDay(db, account.id)));
    if (!body.ok) return body.response;
    return json(await updateTaskClass(db, account.id, id, body.data));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/task-classes/:id: the class, its items and their study blocks; says how many blocks went. */
export async function DELETE(request: Request, context: ClassContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, classParamsSchema, "task_class:not_found");
    return json(await deleteTaskClass(db, account.id, id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
