/** The query of GET /api/schedule. */
import { z } from "zod";

export const weekQuerySchema = z.object({
  week: z
    .string()
    .regex(/^\d+$/, "周次必须是正整数")
    .transform(Number)
    .pipe(z.number().int().min(1, "周次最小是第1周").max(30, "周次最大是第30周"))
    .optional(),
});
