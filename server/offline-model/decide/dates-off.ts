/**
 * Days of the month kept free ("1号到3号别排", understand/dates-kept-free.ts) as the weekdays rough_schedule's days_off
 * takes: found in the term week the plan's range names ("第17周"), dated from the call's calendar (a window day with
 * its term week). Nothing when the range names no term week or the calendar names no weeks.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { StudentCalendar } from "../speak/student-words";

// "第17周", "第17周的", "17": the range as the readers leave it.
const TERM_WEEK = /^第?\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:周|个星期|个礼拜)?(?:的)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekdays (1 = Monday) of the range's week whose day of the month is one of `dates`. */
export function weekdaysOfDates(dates: readonly number[] | undefined, range: string, calendar: StudentCalendar): number[] {
  const anchor = calendar.termAnchor;
  const said = TERM_WEEK.exec(range.trim());
  const week = said ? parseSmallNumber(said[1]) : null;
  if (!dates || dates.length === 0 || !anchor || week === null) return [];
  const monday = Date.parse(`${anchor.date}T00:00:00Z`) + ((week - anchor.week) * 7 - (anchor.weekday - 1)) * DAY_MS;
  return [1, 2, 3, 4, 5, 6, 7].filter((weekday) => dates.includes(new Date(monday + (weekday - 1) * DAY_MS).getUTCDate()));
}
