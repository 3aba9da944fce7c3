import { listConversations } from "@/server/conversations";
import { errorResponse, json } from "@/server/http";
import { studentOf } from "@/server/student";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ conversations: await listConversations(db, account.id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}
