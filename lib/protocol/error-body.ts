/**
 * The body every refused request answers with (server/http.ts writes it from a PlannerError): the code, the zh-CN
 * message and the details a form shows beside it. The browser reads it back with this schema (client/http.ts).
 */
import { z } from "zod";
import type { AffectedWeek, PeriodClash } from "@/lib/errors";
import { confirmRequestDataSchema } from "./data-parts";

const periodClashSchema = z.object({
  name: z.string(),
  day_of_week: z.number(),
  section_start: z.number(),
  section_end: z.number(),
  weeks: z.array(z.number()),
}) satisfies z.ZodType<PeriodClash>;

const affectedWeekSchema = z.object({ week: z.number(), periods: z.number(), events: z.array(z.string()) }) satisfies z.ZodType<AffectedWeek>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    reasons: z.array(z.string()).optional(),
    clashes: z.array(periodClashSchema).optional(),
    reason: z.enum(["outside_weeks", "outside_periods", "moves_study_blocks"]).optional(),
    affected: z.array(affectedWeekSchema).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    /** draft:stale: the card as the draft is now. */
    confirm_request: confirmRequestDataSchema.optional(),
  }),
});
