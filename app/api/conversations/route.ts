import { getDb } from "@/db/bootstrap";
import { listConversations } from "@/db/queries/conversations";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json } from "@/server/http";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json({ conversations: await listConversations(db, user.id) });
  } catch (error) {
    return errorResponse(error);
  }
}
