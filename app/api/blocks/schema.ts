/** The path of POST /api/blocks/:id/checkin (its body is the protocol's checkinBodySchema, checked by server/). */
import { z } from "zod";
import { calendarDateSchema } from "@/lib/protocol/dates";
import { recordId } from "../schema";

export const blockParamsSchema = z.object({ id: recordId });

/** Any JSON value: the check-in's own rules refuse a bad status with 422, not the edge's 400. */
export const rawCheckinBodySchema = z.unknown();

/** Which sitting DELETE …/checkin forgets: its date and a period it covers; without them, the latest begun one. */
export const uncheckQuerySchema = z.object({
  date: calendarDateSchema().optional(),
  slot_start: z.coerce.number().int().min(1).max(16).optional(),
});
