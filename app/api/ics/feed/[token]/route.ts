import { errorResponse } from "@/server/http";
import { feedCalendar } from "@/server/timetable/ics";
import { calendarResponse } from "../../calendar-response";

export const dynamic = "force-dynamic";

/** GET /api/ics/feed/:token: the calendar for calendar apps to poll. The secret token is the only credential. */
export async function GET(_request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await context.params;
    return calendarResponse(await feedCalendar(token, new Date()), { download: false });
  } catch (error) {
    return errorResponse(error);
  }
}
