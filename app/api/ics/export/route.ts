import { errorResponse } from "@/server/http";
import { studentOf } from "@/server/student";
import { exportCalendar } from "@/server/timetable/ics";
import { calendarResponse } from "../calendar-response";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/ics/export: the committed courses and study blocks as an .ics download. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return calendarResponse(await exportCalendar(db, account.id, now()), { download: true });
  } catch (error) {
    return errorResponse(error, request);
  }
}
