import { errorResponse, parseParams } from "@/server/http";
import { feedCalendar } from "@/server/timetable/ics";
import { calendarResponse } from "../../calendar-response";
import { feedParamsSchema } from "../../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/ics/feed/:token: the calendar for calendar apps to poll. The secret token is the only credential. */
export async function GET(request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await parseParams(context.params, feedParamsSchema, "feed:not_found");
    return calendarResponse(await feedCalendar(token, now()), { download: false });
  } catch (error) {
    return errorResponse(error, request);
  }
}
