import { undoSchedule } from "@/server/schedule/undo";
import { route } from "@/server/route";
import { commitParamsSchema } from "../../../drafts/schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * Reverts one commit in one transaction (a new version and a new schedule_completed card in its conversation).
 * 409 commit:conflict names the blocks when a later change touched them; undoing an undo redoes.
 */
export const POST = route({ params: commitParamsSchema, notFound: "commit:not_found" }, async ({ db, account, params }) => {
  const outcome = await undoSchedule(db, account.id, params.id, now());
  return { result: outcome.result, schedule_completed: outcome.completed };
});
