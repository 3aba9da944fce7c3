import { route } from "@/server/route";
import { getToday } from "@/server/schedule/checkins/today";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/today: the student's date, next block, today's blocks, blocks waiting for a check-in, overdue and due to-dos. */
export const GET = route({}, ({ db, account }) => getToday(db, account.id, now()));
