import { getDb } from "@/db/bootstrap";
import { deleteTaskClass, updateTaskClass } from "@/db/queries/task-classes";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { taskClassIdOf, type ClassContext } from "../respond";
import { updateTaskClassSchema } from "../schema";

export const dynamic = "force-dynamic";

/** PATCH /api/task-classes/:id: changes the given fields of the class. */
export async function PATCH(request: Request, context: ClassContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const body = await parseJsonBody(request, updateTaskClassSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await updateTaskClass(db, user.id, id, body.data));
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/task-classes/:id: the class, its items and their study blocks; says how many blocks went. */
export async function DELETE(request: Request, context: ClassContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await deleteTaskClass(db, user.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
