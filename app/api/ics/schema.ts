/** Request shapes of the ICS routes. */
import { z } from "zod";

/** The path of GET /api/ics/feed/:token: the feed's id, an underscore and its secret (db/queries/calendar-feeds.ts). */
export const feedParamsSchema = z.object({ token: z.string().regex(/^\d{1,9}_[A-Za-z0-9_-]{16,64}$/) });

/** PUT /api/ics/reminders: minutes before a deadline its calendar alarm rings (up to a week), or null for none. */
export const reminderSchema = z.object({
  minutes: z.number().int("提醒时间必须是整数分钟").min(0, "提醒时间不能是负数").max(10080, "最多提前 7 天提醒").nullable(),
});
