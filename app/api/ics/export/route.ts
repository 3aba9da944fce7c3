import { route } from "@/server/route";
import { exportCalendar } from "@/server/timetable/ics";
import { calendarResponse } from "../calendar-response";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/ics/export: the committed courses and study blocks as an .ics download. */
export const GET = route({}, async ({ db, account }) => calendarResponse(await exportCalendar(db, account.id, now()), { download: true }));
