import { errorResponse, json, parseJsonBody } from "@/server/http";
import { reorderItems } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { taskClassIdOf, type ClassContext } from "../../../respond";
import { reorderSchema } from "../../../schema";

export const dynamic = "force-dynamic";

/** PUT /api/task-classes/:id/items/order {item_ids}: every item of the class, once, in the new order. */
export async function PUT(request: Request, context: ClassContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const body = await parseJsonBody(request, reorderSchema);
    if (!body.ok) return body.response;
    const { db, account } = await studentOf(request);
    return json(await reorderItems(db, account.id, id, body.data.item_ids));
  } catch (error) {
    return errorResponse(error);
  }
}
