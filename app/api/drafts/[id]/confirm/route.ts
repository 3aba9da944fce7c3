import { confirmDraft } from "@/server/schedule/confirm";
import { readJsonBody } from "@/server/http";
import { route } from "@/server/route";
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
export const POST = route(
  {
    params: draftParamsSchema,
    notFound: "draft:not_found",
    // Older clients confirm with no body at all: that is a confirm without a revision.
    body: (request) => readJsonBody(request, confirmBodySchema, { optional: true }),
  },
  async ({ db, account, params, body }) => {
    const outcome = await confirmDraft(db, account.id, params.id, now(), body.revision, { conversationId: body.conversation_id });
    return { result: outcome.result, schedule_completed: outcome.completed };
  },
);
