import { conversationTimeline } from "@/server/conversations";
import { errorResponse, json } from "@/server/http";
import { studentOf } from "@/server/student";

export const dynamic = "force-dynamic";

/** The conversation as seed timeline events, ordered by seq: exactly what the client renders after a reload. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { id } = await context.params;
    const { db, account } = await studentOf(request);
    return json(await conversationTimeline(db, account.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
