import { getDb } from "@/db/bootstrap";
import { PlannerError } from "@/lib/errors";
import { getConversation, loadMessages } from "@/db/queries/conversations";
import { deriveTimeline } from "@/lib/protocol";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json } from "@/server/http";

export const dynamic = "force-dynamic";

/** The conversation as seed timeline events, ordered by seq: exactly what the client renders after a reload. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { id } = await context.params;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const conversation = await getConversation(db, user.id, id);
    if (!conversation) throw new PlannerError("conversation:not_found", { context: { conversationId: id } });
    const messages = await loadMessages(db, id);
    return json({ conversation, messages, events: deriveTimeline(messages) });
  } catch (error) {
    return errorResponse(error);
  }
}
