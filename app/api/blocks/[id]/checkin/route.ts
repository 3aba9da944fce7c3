import { PlannerError } from "@/lib/errors";
import { checkIn, checkinBody } from "@/server/schedule/checkins/checkin";
import { uncheck } from "@/server/schedule/checkins/uncheck";
import { route } from "@/server/route";
import { now } from "@/server/clock";
import { blockParamsSchema, rawCheckinBodySchema, uncheckQuerySchema } from "../../schema";

export const dynamic = "force-dynamic";

const BLOCK_PATH = { params: blockParamsSchema, notFound: "block:not_found" } as const;

/**
 * POST /api/blocks/:event_id/checkin {status: done | partial | skipped, periods_done?, date?, slot_start?}: records
 * what became of a study block that has begun (200 with the recorded outcome, again for the same). 422 for a bad
 * status or periods_done, 409 before the block's start, 404 for a block that is not the student's.
 */
export const POST = route({ ...BLOCK_PATH, body: rawCheckinBodySchema }, ({ db, account, params, body }) =>
  checkIn(db, account.id, params.id, checkinBody(body), now()),
);

/**
 * DELETE /api/blocks/:event_id/checkin?date&slot_start: forgets the sitting's check-in (the chat card's 撤销), so it
 * waits for one again: 200 {outcome: "unconfirmed", block}, the same again when there is none; 404 as for POST.
 */
export const DELETE = route(BLOCK_PATH, ({ db, account, params, request }) => {
  // The chat card's 撤销 names the sitting: a wrong one is the check-in's 422 in its words, not a generic 400.
  const query = uncheckQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new PlannerError("checkin:invalid", { message: "要撤销的打卡写法有误：date 应为 YYYY-MM-DD，slot_start 应为节次。" });
  return uncheck(db, account.id, params.id, query.data, now());
});
