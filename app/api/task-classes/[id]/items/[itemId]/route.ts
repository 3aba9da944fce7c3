import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { deleteItem, updateItem } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { classParamsSchema, itemParamsSchema, updateItemSchema } from "../../../schema";

export const dynamic = "force-dynamic";

type ItemContext = { params: Promise<{ id: string; itemId: string }> };

/** The class and item ids of the path; either malformed is the same 404 as an unknown one. */
async function idsOf(context: ItemContext): Promise<{ id: number; itemId: number }> {
  const { id } = await parseParams(context.params, classParamsSchema, "task_class:not_found");
  const { itemId } = await parseParams(context.params, itemParamsSchema, "task_item:not_found");
  return { id, itemId };
}

/** PATCH /api/task-classes/:id/items/:itemId: content and/or duration (a placed item keeps its duration: 409). */
export async function PATCH(request: Request, context: ItemContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id, itemId } = await idsOf(context);
    const body = await parseJsonBody(request, updateItemSchema);
    if (!body.ok) return body.response;
    return json(await updateItem(db, account.id, id, itemId, body.data));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/task-classes/:id/items/:itemId: the item and its study block; the rest close ranks. */
export async function DELETE(request: Request, context: ItemContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id, itemId } = await idsOf(context);
    return json(await deleteItem(db, account.id, id, itemId));
  } catch (error) {
    return errorResponse(error, request);
  }
}
