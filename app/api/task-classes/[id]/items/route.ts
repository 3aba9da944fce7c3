import { errorResponse, json, parseJsonBody } from "@/server/http";
import { addItem } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { taskClassIdOf, type ClassContext } from "../../respond";
import { addItemSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** POST /api/task-classes/:id/items: adds an item at the end, or at `position` (1-based). */
export async function POST(request: Request, context: ClassContext): Promise<Response> {
  try {
    const id = await taskClassIdOf(context);
    const body = await parseJsonBody(request, addItemSchema);
    if (!body.ok) return body.response;
    const { db, account } = await studentOf(request);
    const { position, ...item } = body.data;
    return json(await addItem(db, account.id, id, item, { position }), 201);
  } catch (error) {
    return errorResponse(error);
  }
}
