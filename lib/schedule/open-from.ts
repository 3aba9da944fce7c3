/**
 * Where "now" falls in a planning window: the first period that has not begun yet. Pure — the clock, the zone and
 * the term's period times are parameters — so the rough scheduler never plans study into the past.
 */
import { wallClockAt } from "@/lib/calendar/zoned-time";
import { daysBetween, termDate, type TermCalendar } from "./indexing";
import { periodsPerDay, type ScheduleWindow } from "./state";

export interface PeriodClock {
  /** "HH:MM" start of each period of the day, in the student's zone. */
  section_times: readonly { start: string }[];
}

/**
 * undefined when the whole window lies ahead; otherwise the first open (day, slot). A period whose start time has
 * been reached is closed. Slot periods_per_day + 1 on the last day means nothing in the window is open any more.
 */
export function openFrom(
  window: ScheduleWindow,
  term: TermCalendar & PeriodClock,
  now: Date,
  timeZone: string,
): { day: number; slot: number } | undefined {
  const first = window.day_mapping[0];
  if (!first) return undefined;
  const clock = wallClockAt(now, timeZone);
  const date = clock.date;
  const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
  const day = daysBetween(termDate(term, first.week, first.day_of_week), date) + 1;
  if (day < 1) return undefined;
  const closed = periodsPerDay(window) + 1;
  if (day > window.total_days) return { day: window.total_days, slot: closed };
  const index = term.section_times.findIndex((section) => section.start > time);
  return { day, slot: index === -1 || index + 1 > closed ? closed : index + 1 };
}

/** Whether period `section` of the term day (week, day_of_week) has started by `now`. */
export function periodHasBegun(
  term: TermCalendar & PeriodClock,
  cell: { week: number; day_of_week: number; section: number },
  now: Date,
  timeZone: string,
): boolean {
  const clock = wallClockAt(now, timeZone);
  const date = termDate(term, cell.week, cell.day_of_week);
  if (date !== clock.date) return date < clock.date;
  const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
  const start = term.section_times[cell.section - 1]?.start;
  return start === undefined || start <= time;
}
