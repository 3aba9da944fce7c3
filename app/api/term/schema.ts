/**
 * The body of PUT /api/term: any of the fields, the others keep their values. The start is `start_date` (Monday of
 * week 1) or `current_week` ("this week is week N"), not both. The rules (dates, period times, zone, the week within
 * the term) are checked by server/timetable/term and lib/calendar/term-rules, which word each refusal.
 */
import { z } from "zod";

const TERM_FIELDS = ["start_date", "current_week", "weeks", "section_times", "timezone"] as const;

export const termSchema = z
  .object({
    start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "开学日期必须是 YYYY-MM-DD 格式").optional(),
    current_week: z.number().int("现在是第几周必须是整数").optional(),
    weeks: z.number().int("学期周数必须是整数").optional(),
    section_times: z.array(z.object({ start: z.string(), end: z.string() })).optional(),
    timezone: z.string().min(1, "请填写时区").optional(),
    confirm_shift: z.boolean().optional(),
  })
  // A body that names no setting (an empty object, unknown keys only) is a mistake, not a change of nothing.
  .refine((body) => TERM_FIELDS.some((field) => body[field] !== undefined), { message: "请至少填写一项学期设置（开学日期或现在是第几周、周数、节次时间、时区）" });
