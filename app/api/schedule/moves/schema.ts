/** The body of POST /api/schedule/moves: a block of the week grid, where it starts, and where it should start. */
import { z } from "zod";
import { calendarDateSchema } from "@/lib/protocol/dates";

const position = z.object({
  date: calendarDateSchema(),
  slot_start: z.number().int().min(1, "节次从第1节开始").max(16, "节次最多到第16节"),
});

export const gridMoveSchema = z.object({
  from: position,
  to: position,
  event_id: z.number().int().positive().nullable().optional(),
  item_id: z.number().int().positive().nullable().optional(),
});
