import { errorResponse, json } from "@/server/http";
import { getToday } from "@/server/schedule/checkins/today";
import { studentOf } from "@/server/student";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/today: the student's date, next block, today's blocks, blocks waiting for a check-in, overdue and due to-dos. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json(await getToday(db, account.id, now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}
