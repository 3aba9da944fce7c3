import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { addItem, termPeriodsPerDay } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { addItemSchema, classParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** POST /api/task-classes/:id/items: adds an item at the end, or at `position` (1-based). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, classParamsSchema, "task_class:not_found");
    const body = await parseJsonBody(request, addItemSchema(await termPeriodsPerDay(db, account.id)));
    if (!body.ok) return body.response;
    const { position, ...item } = body.data;
    return json(await addItem(db, account.id, id, item, { position }), 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
