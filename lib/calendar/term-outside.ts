/**
 * Whether today falls before or after the term: a term imported from last year's file, or one set up before the
 * holidays, leaves the week grid and 本周 without a week, and the student should be told why and what to do.
 */
import { addDays, daysBetween } from "@/lib/schedule/indexing";

interface TermDates {
  start_date: string;
  weeks: number;
}

export type TermOutside =
  | { kind: "not_started"; start_date: string; days_until: number }
  | { kind: "ended"; end_date: string; weeks: number };

/** Null when `today` (a date in the term's zone) is inside the term. */
export function termOutside(term: TermDates, today: string): TermOutside | null {
  const offset = daysBetween(term.start_date, today);
  if (offset < 0) return { kind: "not_started", start_date: term.start_date, days_until: -offset };
  const endDate = addDays(term.start_date, term.weeks * 7 - 1);
  if (daysBetween(endDate, today) > 0) return { kind: "ended", end_date: endDate, weeks: term.weeks };
  return null;
}
