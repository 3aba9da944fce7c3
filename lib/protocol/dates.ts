/**
 * Dates and date-times in request bodies. A regex alone lets "2026-13-01" or "2026-02-30" through, and Date then rolls
 * them over to another day (2027-01-01, 3月2日) that the student never wrote; every date field is checked here so
 * each refuses a day that does not exist, with the same words as the term and study-plan rules.
 */
import { z } from "zod";
import { isValidDate } from "@/lib/calendar/zoned-time";

const LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

/** 「2026-02-30」不是有效日期 when the text starts with a YYYY-MM-DD day that does not exist; null otherwise. */
export function impossibleDayMessage(text: string): string | null {
  const match = LEADING_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  return isValidDate(year, month, day) ? null : `「${match[0]}」不是有效日期`;
}

/** A zod check for a date or date-time text. */
function refuseImpossibleDay(value: string, context: z.RefinementCtx): void {
  const message = impossibleDayMessage(value);
  if (message) context.addIssue({ code: "custom", message });
}

/** A calendar day "YYYY-MM-DD" that exists. */
export function calendarDateSchema(formatMessage = "日期格式应为 YYYY-MM-DD") {
  return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, formatMessage).superRefine(refuseImpossibleDay);
}
