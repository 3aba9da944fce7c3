import { startChatTurn } from "@/server/agent/runtime";
import { errorResponse, parseJsonBody } from "@/server/http";
import { turnDrain } from "@/server/shutdown";
import { studentOf } from "@/server/student";
import { chatRequestSchema } from "./schema";

export const dynamic = "force-dynamic";

/**
 * One agent turn, streamed as an AI SDK UI message stream. The student is known before the body is read. The turn
 * is not tied to this request: it goes on if the client disconnects (POST /api/chat/:id/stop ends it).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    // Charged as a turn (the tighter limit, and a guest's daily turns), not as a plain write.
    const { db, account } = await studentOf(request, { turn: true });
    // A stopping server (SIGTERM) finishes the turns it runs and takes no new one: 503, send again in a moment.
    turnDrain().refuseWhileDraining();
    const body = await parseJsonBody(request, chatRequestSchema);
    if (!body.ok) return body.response;
    return await startChatTurn(db, account.id, { conversationId: body.data.id, message: body.data.message }, request);
  } catch (error) {
    return errorResponse(error, request);
  }
}
