import { errorResponse, json, parseJsonBody } from "@/server/http";
import { deleteItem, updateItem } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { itemIdOf, taskClassIdOf, type ItemContext } from "../../../respond";
import { updateItemSchema } from "../../../schema";

export const dynamic = "force-dynamic";

/** PATCH /api/task-classes/:id/items/:itemId: content and/or duration (a placed item keeps its duration: 409). */
export async function PATCH(request: Request, context: ItemContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const itemId = await itemIdOf(context);
    const body = await parseJsonBody(request, updateItemSchema);
    if (!body.ok) return body.response;
    const { db, account } = await studentOf(request);
    return json(await updateItem(db, account.id, id, itemId, body.data));
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/task-classes/:id/items/:itemId: the item and its study block; the rest close ranks. */
export async function DELETE(request: Request, context: ItemContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const itemId = await itemIdOf(context);
    const { db, account } = await studentOf(request);
    return json(await deleteItem(db, account.id, id, itemId));
  } catch (error) {
    return errorResponse(error);
  }
}
