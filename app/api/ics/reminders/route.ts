import { route } from "@/server/route";
import { getDeadlineAlarm, setDeadlineAlarm } from "@/server/timetable/ics";
import { reminderSchema } from "../schema";

export const dynamic = "force-dynamic";

/** GET /api/ics/reminders: how many minutes before a deadline its alarm rings in the export and feed (null: none). */
export const GET = route({}, async ({ db, account }) => ({ minutes: await getDeadlineAlarm(db, account.id) }));

/** PUT /api/ics/reminders {minutes}: changes it; the next download or feed poll carries the new alarms. */
export const PUT = route({ body: reminderSchema }, async ({ db, account, body }) => ({ minutes: await setDeadlineAlarm(db, account.id, body.minutes) }));
