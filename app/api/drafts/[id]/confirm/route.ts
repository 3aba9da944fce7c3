import { confirmDraft } from "@/server/drafts/confirm";
import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { confirmBodySchema, draftParamsSchema } from "../../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * Commits the draft in one transaction; a repeated confirm answers the first result and writes nothing more. With
 * the card's `revision`, a draft changed since answers 409 draft:stale carrying the current card; with
 * `conversation_id` the completion card goes to that conversation: the student's own, or a new id, which starts
 * one (the grid's bar, beside a conversation nothing was sent in yet); another student's answers 404. While a turn of
 * the student is going, 409 turn:busy.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, draftParamsSchema, "draft:not_found");
    const body = await parseJsonBody(request, confirmBodySchema, { optional: true });
    if (!body.ok) return body.response;
    const outcome = await confirmDraft(db, account.id, id, now(), body.data.revision, { conversationId: body.data.conversation_id });
    return json({ result: outcome.result, schedule_completed: outcome.completed });
  } catch (error) {
    return errorResponse(error, request);
  }
}
