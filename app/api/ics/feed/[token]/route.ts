import { getDb } from "@/db/bootstrap";
import { errorResponse } from "@/server/http";
import { exportCalendar, resolveFeedToken } from "@/db/queries/calendar-feeds";
import { calendarResponse } from "../../calendar-response";

export const dynamic = "force-dynamic";

/** GET /api/ics/feed/:token: the calendar for calendar apps to poll. The secret token is the only credential. */
export async function GET(_request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await context.params;
    const db = await getDb();
    const userId = await resolveFeedToken(db, token);
    return calendarResponse(await exportCalendar(db, userId, new Date()), { download: false });
  } catch (error) {
    return errorResponse(error);
  }
}
