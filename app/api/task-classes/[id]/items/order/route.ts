import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { reorderItems } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { classParamsSchema, reorderSchema } from "../../../schema";

export const dynamic = "force-dynamic";

/** PUT /api/task-classes/:id/items/order {item_ids}: every item of the class, once, in the new order. */
export async function PUT(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, classParamsSchema, "task_class:not_found");
    const body = await parseJsonBody(request, reorderSchema);
    if (!body.ok) return body.response;
    return json(await reorderItems(db, account.id, id, body.data.item_ids));
  } catch (error) {
    return errorResponse(error, request);
  }
}
