/**
 * term_update: the term the chat just changed (issue 28 #1) — this week's number and the first day before and after,
 * in the student's words — and what 撤销 sends back (PUT /api/term with the previous start and weeks, confirm_shift:
 * the student put it that way before).
 */
import { z } from "zod";

/** @public The runtime half of TermUpdateCard. */
export const termUpdateCardSchema = z.object({
  card_type: z.literal("term_update"),
  title: z.string().optional(),
  summary: z.string().optional(),
  data: z.object({
    /** "第1周（共18周），开学 12月1日（周二）" → "第5周（共18周），开学 11月2日（周一）". */
    before: z.string(),
    after: z.string(),
    restore: z.object({ start_date: z.string(), weeks: z.number().int() }),
  }),
});
export type TermUpdateCard = z.infer<typeof termUpdateCardSchema>;
