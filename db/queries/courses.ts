/**
 * The course editor's writes. Each one is a single transaction that takes the user's version lock, validates
 * against the term and every occupied period, writes schedule_events (type 'course') plus one schedules row per
 * period and week, and bumps the schedule version so an open draft built on the old timetable is refused at
 * confirm (it must be re-planned, never overwritten).
 */
import { PlannerError } from "@/lib/errors";
import { and, eq, inArray } from "drizzle-orm";
import { compressPeriods } from "@/lib/schedule/indexing";
import type { Database, Executor, Transaction } from "../client";
import { scheduleEvents, schedules, taskClassItems } from "../schema";
import { assertNoOverlap, normalizeCourse, periodsOf, type CourseInput, type CourseMeeting, type OccupiedPeriod, type TermBounds } from "@/lib/timetable/course-rules";
import { loadTerm } from "./terms";
import { lockScheduleVersion, setScheduleVersion } from "./users";

export type { CourseInput };

export interface Course extends CourseInput {
  id: number;
  /** Derived as the seed does: a course that cannot be embedded is locked. */
  locked: boolean;
}

export interface CourseWriteResult {
  course: Course;
  version: number;
  /** Task items that were embedded in periods this edit removed, now pending again. */
  released_items: number;
}

export async function listCourses(executor: Executor, userId: number): Promise<Course[]> {
  const events = await executor
    .select()
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.userId, userId), eq(scheduleEvents.type, "course")))
    .orderBy(scheduleEvents.id);
  if (events.length === 0) return [];
  const rows = await executor
    .select({ eventId: schedules.eventId, week: schedules.week, dayOfWeek: schedules.dayOfWeek, section: schedules.section })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), inArray(schedules.eventId, events.map((event) => event.id))));
  return events.map((event) => ({
    id: event.id,
    name: event.name,
    location: event.location,
    can_be_embedded: event.canBeEmbedded,
    locked: !event.canBeEmbedded,
    meetings: meetingsOf(rows.filter((row) => row.eventId === event.id)),
  }));
}

/** The student's courses as an import matches them: with the other apps' UIDs an earlier import stored. */
export async function coursesWithUids(executor: Executor, userId: number): Promise<Array<Course & { source_uids: string[] }>> {
  const courses = await listCourses(executor, userId);
  if (courses.length === 0) return [];
  const rows = await executor
    .select({ id: scheduleEvents.id, sourceUids: scheduleEvents.sourceUids })
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.userId, userId), eq(scheduleEvents.type, "course")));
  const uids = new Map(rows.map((row) => [row.id, row.sourceUids]));
  return courses.map((course) => ({ ...course, source_uids: uids.get(course.id) ?? [] }));
}

/** Stores the other apps' UIDs a course was imported from (replacing what an earlier import stored). */
export async function setCourseUids(tx: Transaction, courseId: number, uids: readonly string[]): Promise<void> {
  await tx.update(scheduleEvents).set({ sourceUids: [...uids] }).where(eq(scheduleEvents.id, courseId));
}

/** Rows -> meetings: compress each (week, weekday) into period ranges, then gather the weeks sharing a range. */
function meetingsOf(rows: ReadonlyArray<{ week: number; dayOfWeek: number; section: number }>): CourseMeeting[] {
  const meetings = new Map<string, CourseMeeting>();
  for (let day = 1; day <= 7; day++) {
    const cells = rows.filter((row) => row.dayOfWeek === day).map((row) => ({ day: row.week, section: row.section }));
    for (const range of compressPeriods(cells)) {
      const key = `${day}:${range.slot_start}:${range.slot_end}`;
      const meeting = meetings.get(key) ?? { day_of_week: day, section_start: range.slot_start, section_end: range.slot_end, weeks: [] };
      meeting.weeks.push(range.day);
      meetings.set(key, meeting);
    }
  }
  return [...meetings.values()].sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start || a.weeks[0] - b.weeks[0]);
}

export async function createCourse(db: Database, userId: number, input: CourseInput): Promise<CourseWriteResult> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const course = normalizeCourse(input, await termBounds(tx, userId));
    assertNoOverlap(periodsOf(course), await occupiedPeriods(tx, userId));
    const id = await insertCourse(tx, userId, course);
    await setScheduleVersion(tx, userId, version + 1);
    return { course: { ...course, id, locked: !course.can_be_embedded }, version: version + 1, released_items: 0 };
  });
}

export async function updateCourse(db: Database, userId: number, courseId: number, input: CourseInput): Promise<CourseWriteResult> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    await findCourse(tx, userId, courseId);
    const course = normalizeCourse(input, await termBounds(tx, userId));
    assertNoOverlap(periodsOf(course), await occupiedPeriods(tx, userId, courseId));
    const released = await replaceCourse(tx, userId, courseId, course);
    await setScheduleVersion(tx, userId, version + 1);
    return { course: { ...course, id: courseId, locked: !course.can_be_embedded }, version: version + 1, released_items: released.length };
  });
}

/**
 * Writes a validated course over the stored one (same transaction as the checks): periods it no longer has go, new
 * ones come; an embedded task item whose period goes away, or whose host stops accepting guests, is pending again.
 * Answers the released item ids.
 */
export async function replaceCourse(tx: Transaction, userId: number, courseId: number, course: CourseInput): Promise<number[]> {
  const wanted = new Set(periodsOf(course).map(periodKey));
  const current = await tx.select().from(schedules).where(eq(schedules.eventId, courseId));
  const removed = current.filter((row) => !wanted.has(periodKey({ week: row.week, day_of_week: row.dayOfWeek, section: row.section })));
  const released = (course.can_be_embedded ? removed : current).flatMap((row) => (row.embeddedTaskId === null ? [] : [row.embeddedTaskId]));
  await releaseItems(tx, released);
  if (removed.length > 0) await tx.delete(schedules).where(inArray(schedules.id, removed.map((row) => row.id)));
  const kept = new Set(current.map((row) => periodKey({ week: row.week, day_of_week: row.dayOfWeek, section: row.section })));
  const added = periodsOf(course).filter((period) => !kept.has(periodKey(period)));
  await insertPeriods(tx, userId, courseId, added);
  await tx
    .update(scheduleEvents)
    .set({ name: course.name, location: course.location, canBeEmbedded: course.can_be_embedded })
    .where(eq(scheduleEvents.id, courseId));
  return [...new Set(released)];
}

export async function deleteCourse(db: Database, userId: number, courseId: number): Promise<{ version: number; released_items: number }> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    await findCourse(tx, userId, courseId);
    const released = await removeCourse(tx, courseId);
    await setScheduleVersion(tx, userId, version + 1);
    return { version: version + 1, released_items: released.length };
  });
}

/** Deletes a course the caller found (its periods go by cascade; items embedded in it are pending again). */
export async function removeCourse(tx: Transaction, courseId: number): Promise<number[]> {
  const guests = await tx.select({ itemId: schedules.embeddedTaskId }).from(schedules).where(eq(schedules.eventId, courseId));
  const released = [...new Set(guests.flatMap((row) => (row.itemId === null ? [] : [row.itemId])))];
  await releaseItems(tx, released);
  await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, courseId));
  return released;
}

/** What an import draft carries (lib/ics CourseDraft is compatible): one weekly meeting of a course. */
export interface ImportDraft extends CourseMeeting {
  name: string;
  location: string | null;
  can_be_embedded: boolean;
}

/** The term's weeks and periods a day, which every course must fit in. */
export async function termBounds(tx: Transaction, userId: number): Promise<TermBounds> {
  const term = await loadTerm(tx, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId: userId } });
  return { weeks: term.weeks, periods: term.section_times.length };
}

async function findCourse(tx: Transaction, userId: number, courseId: number) {
  const [event] = await tx
    .select()
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.id, courseId), eq(scheduleEvents.userId, userId), eq(scheduleEvents.type, "course")))
    .for("update");
  if (!event) throw new PlannerError("course:not_found", { context: { courseId: courseId } });
  return event;
}

/** Every period the user's timetable occupies (courses and study blocks), except those of `exceptEventId`. */
export async function occupiedPeriods(tx: Transaction, userId: number, exceptEventId?: number): Promise<Array<OccupiedPeriod & { eventId: number }>> {
  const rows = await tx
    .select({ eventId: schedules.eventId, week: schedules.week, day_of_week: schedules.dayOfWeek, section: schedules.section, name: scheduleEvents.name })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(eq(schedules.userId, userId));
  return rows.filter((row) => row.eventId !== exceptEventId);
}

export async function insertCourse(tx: Transaction, userId: number, course: CourseInput): Promise<number> {
  const [event] = await tx
    .insert(scheduleEvents)
    .values({ userId, name: course.name, location: course.location, type: "course", canBeEmbedded: course.can_be_embedded })
    .returning({ id: scheduleEvents.id });
  await insertPeriods(tx, userId, event.id, periodsOf(course));
  return event.id;
}

async function insertPeriods(tx: Transaction, userId: number, eventId: number, periods: readonly OccupiedPeriod[]) {
  if (periods.length === 0) return;
  await tx.insert(schedules).values(periods.map((period) => ({ eventId, userId, week: period.week, dayOfWeek: period.day_of_week, section: period.section })));
}

/** Embedded task items whose host periods are going away: out of every period they held, and pending again. */
async function releaseItems(tx: Transaction, itemIds: readonly number[]) {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return;
  await tx.update(schedules).set({ embeddedTaskId: null }).where(inArray(schedules.embeddedTaskId, ids));
  await tx.update(taskClassItems).set({ status: "pending", embeddedTime: null }).where(inArray(taskClassItems.id, ids));
}

function periodKey(period: { week: number; day_of_week: number; section: number }): string {
  return `${period.week}:${period.day_of_week}:${period.section}`;
}
