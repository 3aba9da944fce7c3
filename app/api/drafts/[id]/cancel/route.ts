import { getDb } from "@/db/bootstrap";
import { cancelDraft } from "@/server/drafts/confirm";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json } from "@/server/http";

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
