import { createUIMessageStreamResponse } from "ai";
import { getDb } from "@/db/bootstrap";
import type { PlannerUIMessage } from "@/lib/protocol";
import { startTurn } from "@/server/agent/turn";
import { productionTurnDeps } from "@/server/agent/runtime";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, parseJsonBody } from "@/server/http";
import { chatRequestSchema } from "./schema";

export const dynamic = "force-dynamic";

/** One agent turn, streamed as an AI SDK UI message stream. */
export async function POST(request: Request): Promise<Response> {
  const body = await parseJsonBody(request, chatRequestSchema);
  if (!body.ok) return body.response;
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const stream = await startTurn(productionTurnDeps(db, user.id, request.signal), {
      conversationId: body.data.id,
      message: { id: body.data.message.id, role: "user", parts: body.data.message.parts } satisfies PlannerUIMessage,
    });
    return createUIMessageStreamResponse({ stream });
  } catch (error) {
    return errorResponse(error);
  }
}
