import { getReminderSettings, updateReminderSettings } from "@/server/notifications/settings";
import { route } from "@/server/route";
import { reminderSettingsSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/reminders/settings: {block_minutes, deadline_offsets, course_minutes, quiet_hours: {start, end}}. */
export const GET = route({}, ({ db, account }) => getReminderSettings(db, account.id));

/** PUT /api/reminders/settings: changes the fields given; the calendar's alarms and Web Push follow at once. */
export const PUT = route({ body: reminderSettingsSchema }, ({ db, account, body }) => updateReminderSettings(db, account.id, body));
