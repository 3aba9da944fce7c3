import { conversationTimeline } from "@/server/conversations";
import { errorResponse, json, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { conversationParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** The conversation as seed timeline events, ordered by seq: exactly what the client renders after a reload. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, conversationParamsSchema, "conversation:not_found");
    return json(await conversationTimeline(db, account.id, id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
