import { stopChatTurn } from "@/server/agent/runtime";
import { errorResponse, json, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { chatParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** The stop button: ends the conversation's running turn (wherever it runs). 200 {stopped}; 404 for another's. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, chatParamsSchema, "conversation:not_found");
    return json({ stopped: await stopChatTurn(db, account.id, id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}
