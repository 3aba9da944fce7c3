/** The body of POST /api/schedule/moves: a block of the week grid, where it starts, and where it should start. */
import { z } from "zod";

const position = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD"),
  slot_start: z.number().int().min(1, "节次从第1节开始").max(16, "节次最多到第16节"),
});

export const gridMoveSchema = z.object({
  from: position,
  to: position,
  event_id: z.number().int().positive().nullable().optional(),
  item_id: z.number().int().positive().nullable().optional(),
});
