import { errorResponse, json, parseJsonBody } from "@/server/http";
import { getReminderSettings, updateReminderSettings } from "@/server/notifications/settings";
import { studentOf } from "@/server/student";
import { reminderSettingsSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/reminders/settings: {block_minutes, deadline_offsets, course_minutes, quiet_hours: {start, end}}. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json(await getReminderSettings(db, account.id));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** PUT /api/reminders/settings: changes the fields given; the calendar's alarms and Web Push follow at once. */
export async function PUT(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, reminderSettingsSchema);
    if (!body.ok) return body.response;
    return json(await updateReminderSettings(db, account.id, body.data));
  } catch (error) {
    return errorResponse(error, request);
  }
}
