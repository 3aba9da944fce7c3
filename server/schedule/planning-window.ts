/**
 * The planning window for a range of dates the student asked about, clipped to the term; a range wholly outside it is
 * refused in the student's words, naming the dates (422 range:outside_term).
 */
import { dateWords } from "@/lib/calendar/term-words";
import { PlannerError } from "@/lib/errors";
import { buildWindow, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleWindow } from "@/lib/schedule/state";

/** The planning window for the inclusive date range [from, to], clipped to the term. */
export function planningWindow(term: TermCalendar, from: string, to: string): ScheduleWindow {
  const window = buildWindow(term, from, to);
  if (!window) {
    // In the student's words: "7月1日（周三）至 7月3日（周五）", with the year only where it is not the term's.
    const words = (date: string) => dateWords(date, term.start_date);
    const range = from === to ? words(from) : `${words(from)}至${words(to)}`;
    throw new PlannerError("range:outside_term", { message: `${range}不在本学期内，无法规划。`, context: { from, to } });
  }
  return window;
}
