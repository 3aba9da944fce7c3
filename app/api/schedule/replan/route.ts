import { replanMissedWork } from "@/server/schedule/replan-missed";
import { route } from "@/server/route";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/schedule/replan (no body): the 重新安排 button beside missed work. Places the work skipped blocks sent
 * back, from now on and before its deadlines, in the open draft (or a new one); nothing is committed. Answers the
 * draft's id and revision, the card to confirm and the planner's words (what did not fit); 422 replan:refused when
 * there is nothing missed or none of it fits, 409 turn:busy while the assistant is answering.
 */
export const POST = route({}, ({ db, account }) => replanMissedWork(db, account.id, now()));
