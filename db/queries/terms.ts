/**
 * The student's term: the calendar that turns (week, day_of_week) into dates, and the planning window builder. A range
 * outside the term is refused by code only (range:outside_term, with the dates as context); the planner's sentence that
 * names the dates is the schedule feature's (server/schedule/planning-window.ts).
 */
import { PlannerError } from "@/lib/errors";
import type { PeriodTime } from "@/lib/calendar/clock";
import { localDate } from "@/lib/calendar/zoned-time";
import { eq } from "drizzle-orm";
import { buildWindow, addDays, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleWindow } from "@/lib/schedule/state";
import type { Executor } from "../client";
import { terms } from "../schema";

export interface TermRecord extends TermCalendar {
  id: number;
  section_times: PeriodTime[];
  timezone: string;
}

export async function loadTerm(executor: Executor, userId: number): Promise<TermRecord | null> {
  const [row] = await executor.select().from(terms).where(eq(terms.userId, userId));
  if (!row) return null;
  return {
    id: row.id,
    start_date: row.startDate,
    weeks: row.weeks,
    section_times: row.sectionTimes,
    timezone: row.timezone,
  };
}


/** The planning window for the inclusive date range [from, to], clipped to the term. */
export function windowForDateRange(term: TermCalendar, from: string, to: string): ScheduleWindow {
  const window = buildWindow(term, from, to);
  if (!window) throw new PlannerError("range:outside_term", { context: { from, to } });
  return window;
}

/** A window of `days` days starting on the student's today. */
export function windowFromToday(term: TermRecord, now: Date, days: number): ScheduleWindow {
  const today = localDate(now, term.timezone);
  return windowForDateRange(term, today, addDays(today, days - 1));
}
