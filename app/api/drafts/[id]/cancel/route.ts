import { getDb } from "@/db/client";
import { cancelDraft } from "@/lib/agent/confirm";
import { getCurrentUser } from "@/lib/server/current-user";
import { errorResponse, json } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { id } = await context.params;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await cancelDraft(db, user.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
