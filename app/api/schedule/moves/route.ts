import { moveOnGrid } from "@/server/schedule/grid-move";
import { route } from "@/server/route";
import { gridMoveSchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/schedule/moves: moves a study block of the week grid in the open draft (or a new one) through the
 * tool layer; nothing is committed. Answers the draft's id and revision and the card to confirm; 422 move:refused
 * says in the student's words why the block cannot go there, 409 turn:busy while the assistant is answering.
 */
export const POST = route({ body: gridMoveSchema }, ({ db, account, body }) => moveOnGrid(db, account.id, now(), body));
