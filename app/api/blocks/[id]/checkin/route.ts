import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { checkIn, checkinBody } from "@/server/schedule/checkins/checkin";
import { studentOf } from "@/server/student";
import { now } from "@/server/clock";
import { blockParamsSchema, rawCheckinBodySchema } from "../../schema";

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
