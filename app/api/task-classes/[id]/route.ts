import { errorResponse, json, parseJsonBody } from "@/server/http";
import { deleteTaskClass, updateTaskClass } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { taskClassIdOf, type ClassContext } from "../respond";
import { updateTaskClassSchema } from "../schema";

export const dynamic = "force-dynamic";

/** PATCH /api/task-classes/:id: changes the given fields of the class. */
export async function PATCH(request: Request, context: ClassContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const body = await parseJsonBody(request, updateTaskClassSchema);
    if (!body.ok) return body.response;
    const { db, account } = await studentOf(request);
    return json(await updateTaskClass(db, account.id, id, body.data));
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/task-classes/:id: the class, its items and their study blocks; says how many blocks went. */
export async function DELETE(request: Request, context: ClassContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const { db, account } = await studentOf(request);
    return json(await deleteTaskClass(db, account.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
