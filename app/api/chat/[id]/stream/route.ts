import { resumeChatTurn } from "@/server/agent/runtime";
import { errorResponse, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { chatParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/**
 * useChat's resume: the conversation's running turn as a UI message stream from its beginning, then live; 204 when
 * no turn is running; 404 for another student's conversation.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, chatParamsSchema, "conversation:not_found");
    return await resumeChatTurn(db, account.id, id);
  } catch (error) {
    return errorResponse(error, request);
  }
}
