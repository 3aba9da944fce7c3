import { moveOnGrid } from "@/server/drafts/grid-move";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { gridMoveSchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/schedule/moves: moves a study block of the week grid in the open draft (or a new one) through the
 * tool layer; nothing is committed. Answers the draft's id and revision and the card to confirm; 422 move:refused
 * says in the student's words why the block cannot go there, 409 turn:busy while the assistant is answering.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, gridMoveSchema);
    if (!body.ok) return body.response;
    return json(await moveOnGrid(db, account.id, now(), body.data));
  } catch (error) {
    return errorResponse(error, request);
  }
}
