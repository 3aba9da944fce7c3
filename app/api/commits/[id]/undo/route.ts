import { undoSchedule } from "@/server/drafts/undo";
import { errorResponse, json, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { commitParamsSchema } from "../../../drafts/schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * Reverts one commit in one transaction (a new version and a new schedule_completed card in its conversation).
 * 409 commit:conflict names the blocks when a later change touched them; undoing an undo redoes.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, commitParamsSchema, "commit:not_found");
    const outcome = await undoSchedule(db, account.id, id, now());
    return json({ result: outcome.result, schedule_completed: outcome.completed });
  } catch (error) {
    return errorResponse(error, request);
  }
}
