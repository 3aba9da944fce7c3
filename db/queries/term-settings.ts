/**
 * The term row and what sits in it: the upsert, and the occupied periods a change of the term would strand or move.
 * Plain data access: which change is allowed and how a refusal is worded is the term feature's
 * (server/timetable/term.ts), which runs these inside its own transaction.
 */
import { and, eq, gt, type SQL } from "drizzle-orm";
import type { AffectedWeek } from "@/lib/errors";
import type { TermInput } from "@/lib/calendar/term-rules";
import type { Executor } from "../client";
import { scheduleEvents, schedules, terms } from "../schema";

/** Writes the student's term (one per student): inserted the first time, replaced after. */
export async function saveTerm(executor: Executor, userId: number, input: TermInput): Promise<void> {
  const values = { startDate: input.start_date, weeks: input.weeks, sectionTimes: input.section_times, timezone: input.timezone };
  await executor.insert(terms).values({ userId, ...values }).onConflictDoUpdate({ target: terms.userId, set: values });
}

/** Occupied periods per week, optionally only after a week, only after a period of the day, or of one event type. */
export async function occupiedWeeks(
  executor: Executor,
  userId: number,
  filter: { afterWeek?: number; afterSection?: number; type?: "course" | "task" },
): Promise<AffectedWeek[]> {
  const conditions: SQL[] = [eq(schedules.userId, userId)];
  if (filter.afterWeek !== undefined) conditions.push(gt(schedules.week, filter.afterWeek));
  if (filter.afterSection !== undefined) conditions.push(gt(schedules.section, filter.afterSection));
  if (filter.type) conditions.push(eq(scheduleEvents.type, filter.type));
  const rows = await executor
    .select({ week: schedules.week, name: scheduleEvents.name })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(and(...conditions));
  const weeks = new Map<number, AffectedWeek>();
  for (const row of rows) {
    const week = weeks.get(row.week) ?? { week: row.week, periods: 0, events: [] };
    week.periods++;
    if (!week.events.includes(row.name)) week.events.push(row.name);
    weeks.set(row.week, week);
  }
  return [...weeks.values()].sort((a, b) => a.week - b.week);
}
