import { getDb } from "@/db/bootstrap";
import { confirmDraft } from "@/server/drafts/confirm";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json } from "@/server/http";

export const dynamic = "force-dynamic";

/** Commits the draft in one transaction; a repeated confirm answers the first result and writes nothing more. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { id } = await context.params;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const outcome = await confirmDraft(db, user.id, id, new Date());
    return json({ result: outcome.result, schedule_completed: outcome.completed });
  } catch (error) {
    return errorResponse(error);
  }
}
