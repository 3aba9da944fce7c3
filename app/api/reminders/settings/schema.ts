/** PUT /api/reminders/settings: any of the fields; the rest stay. */
import { z } from "zod";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "时间应为 HH:MM");
const minutes = z.number().int("提醒时间必须是整数分钟").min(0, "提醒时间不能是负数").max(1440, "最多提前 1 天提醒").nullable();

export const reminderSettingsSchema = z
  .object({
    block_minutes: minutes.optional(),
    course_minutes: minutes.optional(),
    deadline_offsets: z.array(z.number().int().min(0).max(10080, "最多提前 7 天提醒")).max(8, "最多 8 个提醒时间").optional(),
    quiet_hours: z.object({ start: clock, end: clock }).strict().optional(),
  })
  .strict()
  // A body that names nothing would save the settings unchanged: it is a malformed request, as for the term.
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "请至少填写一项提醒设置（学习块、待办截止、上课提醒或免打扰时段）" });
