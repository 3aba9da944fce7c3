import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { getDeadlineAlarm, setDeadlineAlarm } from "@/server/timetable/ics";
import { reminderSchema } from "../schema";

export const dynamic = "force-dynamic";

/** GET /api/ics/reminders: how many minutes before a deadline its alarm rings in the export and feed (null: none). */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ minutes: await getDeadlineAlarm(db, account.id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** PUT /api/ics/reminders {minutes}: changes it; the next download or feed poll carries the new alarms. */
export async function PUT(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, reminderSchema);
    if (!body.ok) return body.response;
    return json({ minutes: await setDeadlineAlarm(db, account.id, body.data.minutes) });
  } catch (error) {
    return errorResponse(error, request);
  }
}
