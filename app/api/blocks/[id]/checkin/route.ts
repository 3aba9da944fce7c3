import { PlannerError } from "@/lib/errors";
import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { checkIn, checkinBody } from "@/server/schedule/checkins/checkin";
import { uncheck } from "@/server/schedule/checkins/uncheck";
import { studentOf } from "@/server/student";
import { now } from "@/server/clock";
import { blockParamsSchema, rawCheckinBodySchema, uncheckQuerySchema } from "../../schema";

export const dynamic = "force-dynamic";

type BlockContext = { params: Promise<{ id: string }> };

/**
 * POST /api/blocks/:event_id/checkin {status: done | partial | skipped, periods_done?, date?, slot_start?}: records
 * what became of a study block that has begun (200 with the recorded outcome, again for the same). 422 for a bad
 * status or periods_done, 409 before the block's start, 404 for a block that is not the student's.
 */
export async function POST(request: Request, context: BlockContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, blockParamsSchema, "block:not_found");
    const body = await parseJsonBody(request, rawCheckinBodySchema);
    if (!body.ok) return body.response;
    return json(await checkIn(db, account.id, id, checkinBody(body.data), now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/**
 * DELETE /api/blocks/:event_id/checkin?date&slot_start: forgets the sitting's check-in (the chat card's 撤销), so it
 * waits for one again: 200 {outcome: "unconfirmed", block}, the same again when there is none; 404 as for POST.
 */
export async function DELETE(request: Request, context: BlockContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, blockParamsSchema, "block:not_found");
    const query = uncheckQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new PlannerError("checkin:invalid", { message: "要撤销的打卡写法有误：date 应为 YYYY-MM-DD，slot_start 应为节次。" });
    return json(await uncheck(db, account.id, id, query.data, now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}
