/**
 * The committed timetable as iCalendar, for download and for a per-user subscription URL. The feed token is a
 * random secret prefixed by the feed id ("<id>_<secret>"): the id finds the row, the secret is compared in
 * constant time, so response timing says nothing about how much of a guess was right.
 */
import { PlannerError } from "@/lib/errors";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { buildIcsCalendar, type CalendarAlarms } from "@/lib/ics/build";
import type { IcsDeadline } from "@/lib/ics/deadlines";
import type { IcsExam } from "@/lib/ics/exam-events";
import type { IcsExportEvent } from "@/lib/ics/types";
import { compressPeriods } from "@/lib/schedule/indexing";
import type { Database, Executor } from "../client";
import { calendarFeeds, scheduleEvents, schedules, taskClasses, taskClassItems, tasks } from "../schema";
import { listExams } from "./exams";
import { loadTerm } from "./terms";

/** One occupied period with its event and, when a task item is embedded in it, the item's content. */
type ExportRow = {
  eventId: number;
  week: number;
  dayOfWeek: number;
  section: number;
  name: string;
  location: string | null;
  type: "course" | "task";
  canBeEmbedded: boolean;
  embeddedTaskId: number | null;
  embeddedContent: string | null;
  relId: number | null;
};

/**
 * Every committed course and study block as export events: one per (event, weekday, period range). A task item
 * embedded in a 水课 has no event of its own (it lives on the host's period rows), so it becomes one more event,
 * studied during the host's periods and at the host's place.
 */
export async function loadExportEvents(executor: Executor, userId: number): Promise<IcsExportEvent[]> {
  const rows: ExportRow[] = await executor
    .select({
      eventId: schedules.eventId,
      week: schedules.week,
      dayOfWeek: schedules.dayOfWeek,
      section: schedules.section,
      name: scheduleEvents.name,
      location: scheduleEvents.location,
      type: scheduleEvents.type,
      canBeEmbedded: scheduleEvents.canBeEmbedded,
      embeddedTaskId: schedules.embeddedTaskId,
      embeddedContent: taskClassItems.content,
      relId: scheduleEvents.relId,
    })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .leftJoin(taskClassItems, eq(taskClassItems.id, schedules.embeddedTaskId))
    .where(eq(schedules.userId, userId));
  const classOf = await classNamesOfItems(executor, userId);
  const hosts = groupBy(rows, (row) => `${row.eventId}-d${row.dayOfWeek}`);
  const guests = groupBy(
    rows.filter((row) => row.embeddedTaskId !== null && row.embeddedContent !== null),
    (row) => `i${row.embeddedTaskId}-e${row.eventId}-d${row.dayOfWeek}`,
  );
  const events = [
    ...meetingsOf(hosts, (first) => ({
      name: first.name,
      kind: first.type,
      can_be_embedded: first.canBeEmbedded,
      embedded_in: null,
      class_name: first.relId === null ? null : (classOf.get(first.relId) ?? null),
    })),
    ...meetingsOf(guests, (first) => ({
      name: first.embeddedContent ?? "",
      kind: "task",
      can_be_embedded: false,
      embedded_in: first.name,
      class_name: first.embeddedTaskId === null ? null : (classOf.get(first.embeddedTaskId) ?? null),
    })),
  ];
  return events.sort((a, b) => a.key.localeCompare(b.key));
}

/** The class name of each of the student's task items, by item id. */
async function classNamesOfItems(executor: Executor, userId: number): Promise<Map<number, string>> {
  const rows = await executor
    .select({ itemId: taskClassItems.id, className: taskClasses.name })
    .from(taskClassItems)
    .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
    .where(eq(taskClasses.userId, userId));
  return new Map(rows.map((row) => [row.itemId, row.className]));
}

function groupBy(rows: readonly ExportRow[], keyOf: (row: ExportRow) => string): Map<string, ExportRow[]> {
  const groups = new Map<string, ExportRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Rows of one (event, weekday) -> one export event per period range, gathering the weeks that share it. */
function meetingsOf(
  groups: ReadonlyMap<string, ExportRow[]>,
  describeEvent: (first: ExportRow) => Pick<IcsExportEvent, "name" | "kind" | "can_be_embedded" | "embedded_in" | "class_name">,
): IcsExportEvent[] {
  const meetings = new Map<string, IcsExportEvent>();
  for (const [prefix, groupRows] of groups) {
    const first = groupRows[0];
    for (const range of compressPeriods(groupRows.map((row) => ({ day: row.week, section: row.section })))) {
      const key = `${prefix}-s${range.slot_start}-${range.slot_end}`;
      const meeting = meetings.get(key) ?? {
        key,
        ...describeEvent(first),
        location: first.location,
        day_of_week: first.dayOfWeek,
        section_start: range.slot_start,
        section_end: range.slot_end,
        weeks: [],
      };
      meeting.weeks.push(range.day);
      meetings.set(key, meeting);
    }
  }
  return [...meetings.values()];
}

/**
 * The student's calendar: committed courses and study blocks, deadlines and exams, with the alarms given (an exam's
 * are fixed: the day before and an hour before). `generatedAt` is
 * every event's DTSTAMP; `sequence` their SEQUENCE (none in a download).
 */
export async function exportCalendar(
  db: Database,
  userId: number,
  options: { generatedAt: Date; alarms: CalendarAlarms; sequence?: number },
): Promise<string> {
  const term = await loadTerm(db, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId: userId } });
  const [events, deadlines, exams] = await Promise.all([loadExportEvents(db, userId), loadDeadlines(db, userId), loadExams(db, userId)]);
  return buildIcsCalendar({ term, events, deadlines, exams, alarms: options.alarms, sequence: options.sequence, generatedAt: options.generatedAt });
}

/**
 * Records what the feed serves now: when its content hash differs from the last one, the SEQUENCE rises by one and
 * the change is stamped `now` (one of two concurrent polls does it). Answers the sequence and change time to serve.
 */
export async function recordFeedContent(db: Database, userId: number, contentHash: string, now: Date): Promise<{ sequence: number; changedAt: Date }> {
  await db
    .update(calendarFeeds)
    .set({ contentHash, sequence: sql`${calendarFeeds.sequence} + 1`, changedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), sql`${calendarFeeds.contentHash} is distinct from ${contentHash}`));
  const [row] = await db.select({ sequence: calendarFeeds.sequence, changedAt: calendarFeeds.changedAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { sequence: row?.sequence ?? 0, changedAt: row?.changedAt ?? now };
}

/** The student's unfinished loose tasks with a deadline, earliest first. */
async function loadDeadlines(executor: Executor, userId: number): Promise<IcsDeadline[]> {
  const rows = await executor
    .select({ taskId: tasks.id, title: tasks.title, deadline: tasks.deadlineAt })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.isCompleted, false), isNotNull(tasks.deadlineAt)))
    .orderBy(asc(tasks.deadlineAt), asc(tasks.id));
  return rows.flatMap((row) => (row.deadline ? [{ taskId: row.taskId, title: row.title, deadline: row.deadline }] : []));
}

/** Every exam of the student, by date. */
async function loadExams(executor: Executor, userId: number): Promise<IcsExam[]> {
  const rows = await listExams(executor, userId);
  return rows.map((row) => ({ id: row.id, title: row.title, date: row.date, time: row.time, location: row.location }));
}

export interface FeedStatus {
  token: string;
  created_at: string;
}

/** The active feed of the user, or null when there is none or it was revoked. */
export async function getActiveFeed(db: Database, userId: number): Promise<FeedStatus | null> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return row ? { token: row.token, created_at: row.createdAt.toISOString() } : null;
}

/** Creates the feed, or replaces its secret (the old URL stops working at once). */
export async function rotateFeed(db: Database, userId: number): Promise<FeedStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId, token: pendingToken() })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token: pendingToken(), createdAt: sql`now()`, revokedAt: null } })
      .returning();
    const token = `${row.id}_${randomBytes(24).toString("base64url")}`;
    const [updated] = await tx.update(calendarFeeds).set({ token }).where(eq(calendarFeeds.id, row.id)).returning();
    return { token: updated.token, created_at: updated.createdAt.toISOString() };
  });
}

/** A placeholder that can never match a presented token (no "_"), replaced within the same transaction. */
function pendingToken(): string {
  return `pending-${randomBytes(16).toString("hex")}`;
}

/** Revokes the user's feed; true when there was an active one. */
export async function revokeFeed(db: Database, userId: number): Promise<boolean> {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return revoked.length > 0;
}

/** The user a presented token belongs to; feed:not_found when it is malformed, wrong or revoked. */
export async function resolveFeedToken(db: Database, presented: string): Promise<number> {
  const match = /^(\d{1,9})_[A-Za-z0-9_-]{16,64}$/.exec(presented);
  if (!match) throw new PlannerError("feed:not_found");
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, Number(match[1])));
  if (!row || row.revokedAt !== null) throw new PlannerError("feed:not_found");
  const expected = Buffer.from(row.token);
  const given = Buffer.from(presented);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new PlannerError("feed:not_found");
  return row.userId;
}
