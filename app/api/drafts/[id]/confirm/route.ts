import { confirmDraft } from "@/server/drafts/confirm";
import { errorResponse, json } from "@/server/http";
import { studentOf } from "@/server/student";

export const dynamic = "force-dynamic";

/** Commits the draft in one transaction; a repeated confirm answers the first result and writes nothing more. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { id } = await context.params;
    const { db, account } = await studentOf(request);
    const outcome = await confirmDraft(db, account.id, id, new Date());
    return json({ result: outcome.result, schedule_completed: outcome.completed });
  } catch (error) {
    return errorResponse(error);
  }
}
