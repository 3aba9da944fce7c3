import { getDb } from "@/db/bootstrap";
import { errorResponse } from "@/server/http";
import { exportCalendar } from "@/db/queries/calendar-feeds";
import { getCurrentUser } from "@/server/auth/current-user";
import { calendarResponse } from "../calendar-response";

export const dynamic = "force-dynamic";

/** GET /api/ics/export: the committed courses and study blocks as an .ics download. */
export async function GET(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return calendarResponse(await exportCalendar(db, user.id, new Date()), { download: true });
  } catch (error) {
    return errorResponse(error);
  }
}
