/** The body of PUT /api/term. The data layer checks the rules (dates, period times, zone) and words each refusal. */
import { z } from "zod";

export const termSchema = z.object({
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "开学日期必须是 YYYY-MM-DD 格式"),
  weeks: z.number().int("学期周数必须是整数"),
  section_times: z.array(z.object({ start: z.string(), end: z.string() })),
  timezone: z.string().min(1, "请填写时区"),
  confirm_shift: z.boolean().optional(),
});
