/**
 * Reminder settings and Web Push as the client reads them: GET / PUT /api/reminders/settings and GET /api/push/key,
 * POST /api/push/test. The server builds these answers (server/notifications/); these schemas check them before use.
 */
import { z } from "zod";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "时间应为 HH:MM");

export const reminderSettingsSchema = z.object({
  /** Minutes before a study block starts; null: no reminder. */
  block_minutes: z.number().nullable(),
  /** Minutes before a deadline, latest offset first; empty: none. */
  deadline_offsets: z.array(z.number()),
  /** Minutes before a course starts (上课提醒); null: none. */
  course_minutes: z.number().nullable(),
  /** Quiet hours in the student's zone, "HH:MM". */
  quiet_hours: z.object({ start: clock, end: clock }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** GET /api/push/key: the VAPID public key, base64url (applicationServerKey). */
export const pushKeySchema = z.object({ public_key: z.string().min(1) });

/** POST /api/push/test: how many browsers got the notice, and how many gone ones were forgotten. */
export const pushTestSchema = z.object({ sent: z.number(), removed: z.number() });
export type PushTestResult = z.infer<typeof pushTestSchema>;
