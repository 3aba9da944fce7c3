/**
 * Term settings: start date, number of weeks, the period clock and the zone. A change never moves committed
 * periods silently: shrinking the term below occupied weeks, or the day below occupied periods (a clock of fewer
 * periods while courses or study blocks sit in the ones it drops), is refused, and so is moving the start date while
 * study blocks (placed for real dates) exist, unless the student confirmed the shift. Both answer what is affected.
 * The change is a whole term, or a function of the stored one (null before there is one) that the transaction applies.
 */
import { and, eq, gt, type SQL } from "drizzle-orm";
import { invalidInput, PlannerError, type AffectedWeek } from "@/lib/errors";
import type { Database, Transaction } from "../client";
import { scheduleEvents, schedules, terms } from "../schema";
import { termProblems, type TermInput } from "@/lib/calendar/term-rules";
import { loadTerm, type TermRecord } from "./terms";
import { lockScheduleVersion, setScheduleVersion } from "./users";

export interface UpdateTermOptions {
  /** The student saw which study blocks a new start date moves to other dates and agreed. */
  confirm_shift?: boolean;
}

export async function getTermSettings(db: Database, userId: number): Promise<TermRecord | null> {
  return loadTerm(db, userId);
}

export async function updateTerm(
  db: Database,
  userId: number,
  change: TermInput | ((current: TermRecord | null) => TermInput),
  options: UpdateTermOptions = {},
): Promise<{ term: TermRecord; version: number }> {
  if (typeof change !== "function") checkTerm(change);
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const current = await loadTerm(tx, userId);
    // A partial change is applied to the term as it is under the lock, so two changes never undo each other's fields.
    const input = typeof change === "function" ? change(current) : change;
    if (typeof change === "function") checkTerm(input);

    const outside = await affectedWeeks(tx, userId, { afterWeek: input.weeks });
    if (outside.length > 0) {
      const total = outside.reduce((sum, week) => sum + week.periods, 0);
      throw new PlannerError("term:change_blocked", { message: `改为 ${input.weeks} 周后，第${outside.map((week) => week.week).join("、")}周还有 ${total} 节已安排的课程或学习（${namesOf(outside)}），请先删除或调整它们。`, details: { reason: "outside_weeks", affected: outside } });
    }
    const periods = input.section_times.length;
    const stranded = await affectedWeeks(tx, userId, { afterSection: periods });
    if (stranded.length > 0) {
      const total = stranded.reduce((sum, week) => sum + week.periods, 0);
      throw new PlannerError("term:change_blocked", { message: `改为每天 ${periods} 节后，第${stranded.map((week) => week.week).join("、")}周的第${periods}节之后还有 ${total} 节已安排的课程或学习（${namesOf(stranded)}），请先删除或调整它们。`, details: { reason: "outside_periods", affected: stranded } });
    }
    if (current && current.start_date !== input.start_date && !options.confirm_shift) {
      const blocks = await affectedWeeks(tx, userId, { type: "task" });
      if (blocks.length > 0) {
        throw new PlannerError("term:change_blocked", { message: `修改开学日期会让已安排的学习（${namesOf(blocks)}）落到别的日期上，确认后再保存。`, details: { reason: "moves_study_blocks", affected: blocks } });
      }
    }

    const values = { startDate: input.start_date, weeks: input.weeks, sectionTimes: input.section_times, timezone: input.timezone };
    await tx.insert(terms).values({ userId, ...values }).onConflictDoUpdate({ target: terms.userId, set: values });
    await setScheduleVersion(tx, userId, version + 1);
    const term = await loadTerm(tx, userId);
    return { term: term!, version: version + 1 };
  });
}

function checkTerm(input: TermInput): void {
  const problems = termProblems(input);
  if (problems.length > 0) throw invalidInput("term:invalid", problems, "学期设置有误：");
}

/** Occupied periods per week, optionally only after a week, only after a period of the day, or of one event type. */
async function affectedWeeks(
  tx: Transaction,
  userId: number,
  filter: { afterWeek?: number; afterSection?: number; type?: "course" | "task" },
): Promise<AffectedWeek[]> {
  const conditions: SQL[] = [eq(schedules.userId, userId)];
  if (filter.afterWeek !== undefined) conditions.push(gt(schedules.week, filter.afterWeek));
  if (filter.afterSection !== undefined) conditions.push(gt(schedules.section, filter.afterSection));
  if (filter.type) conditions.push(eq(scheduleEvents.type, filter.type));
  const rows = await tx
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

function namesOf(weeks: readonly AffectedWeek[]): string {
  const names = [...new Set(weeks.flatMap((week) => week.events))];
  return names.length > 5 ? `${names.slice(0, 5).join("、")}等 ${names.length} 项` : names.join("、");
}
