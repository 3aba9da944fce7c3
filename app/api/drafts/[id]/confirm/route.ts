import { confirmDraft } from "@/server/drafts/confirm";
import { errorResponse, json, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { draftParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** Commits the draft in one transaction; a repeated confirm answers the first result and writes nothing more. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, draftParamsSchema, "draft:not_found");
    const outcome = await confirmDraft(db, account.id, id, new Date());
    return json({ result: outcome.result, schedule_completed: outcome.completed });
  } catch (error) {
    return errorResponse(error, request);
  }
}
