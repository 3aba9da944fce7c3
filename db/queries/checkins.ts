/**
 * Study blocks' periods and their check-ins, read and written as rows. Every read is scoped by the student; the rules
 * (what a sitting is, when it has begun, what may be recorded) live in lib/schedule/outcomes.ts.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { CheckinStatus } from "@/lib/protocol/checkins";
import type { RecordedCheckin, StudyPeriod } from "@/lib/schedule/outcomes";
import type { Executor, Transaction } from "../client";
import { blockCheckins, scheduleEvents, schedules, taskClasses, taskClassItems, tasks } from "../schema";

/** Which rows to read: of some weeks, of one event, of one task item's blocks; no filter reads all of the student's. */
export interface PeriodFilter {
  weeks?: number[];
  eventId?: number;
  itemId?: number;
}

/**
 * The periods of the student's study blocks: every period of a task event, and every course period a task item is
 * embedded in, with the names a sitting shows.
 */
export async function readStudyPeriods(executor: Executor, userId: number, filter: PeriodFilter = {}): Promise<StudyPeriod[]> {
  if (filter.weeks?.length === 0) return [];
  return executor
    .select({
      eventId: schedules.eventId,
      week: schedules.week,
      dayOfWeek: schedules.dayOfWeek,
      section: schedules.section,
      embeddedItemId: schedules.embeddedTaskId,
      eventName: scheduleEvents.name,
      relId: scheduleEvents.relId,
      taskId: scheduleEvents.taskId,
      reviewOf: scheduleEvents.reviewOf,
      itemContent: taskClassItems.content,
      className: taskClasses.name,
    })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    // A review's item gives its class too (its itemId stays null: a review is not the item's sitting).
    .leftJoin(taskClassItems, eq(taskClassItems.id, sql`coalesce(${schedules.embeddedTaskId}, ${scheduleEvents.relId}, ${scheduleEvents.reviewOf})`))
    // Scoped through the class: an item id never resolves to another student's item.
    .leftJoin(taskClasses, and(eq(taskClasses.id, taskClassItems.categoryId), eq(taskClasses.userId, userId)))
    .where(
      and(
        eq(schedules.userId, userId),
        or(eq(scheduleEvents.type, "task"), isNotNull(schedules.embeddedTaskId)),
        filter.weeks ? inArray(schedules.week, [...new Set(filter.weeks)]) : undefined,
        filter.eventId !== undefined ? eq(schedules.eventId, filter.eventId) : undefined,
        filter.itemId !== undefined ? or(eq(scheduleEvents.relId, filter.itemId), eq(schedules.embeddedTaskId, filter.itemId)) : undefined,
      ),
    )
    .orderBy(asc(schedules.week), asc(schedules.dayOfWeek), asc(schedules.section));
}

/** The student's check-ins: of some weeks, of some events, or all. */
export async function readCheckins(
  executor: Executor,
  userId: number,
  filter: { weeks?: number[]; eventIds?: number[]; status?: CheckinStatus } = {},
): Promise<RecordedCheckin[]> {
  if (filter.weeks?.length === 0 || filter.eventIds?.length === 0) return [];
  return executor
    .select({
      eventId: blockCheckins.eventId,
      embeddedItemId: blockCheckins.embeddedItemId,
      week: blockCheckins.week,
      dayOfWeek: blockCheckins.dayOfWeek,
      slotStart: blockCheckins.slotStart,
      status: blockCheckins.status,
      periodsDone: blockCheckins.periodsDone,
    })
    .from(blockCheckins)
    .where(
      and(
        eq(blockCheckins.userId, userId),
        filter.weeks ? inArray(blockCheckins.week, [...new Set(filter.weeks)]) : undefined,
        filter.eventIds ? inArray(blockCheckins.eventId, [...new Set(filter.eventIds)]) : undefined,
        filter.status ? eq(blockCheckins.status, filter.status) : undefined,
      ),
    );
}

/** A check-in as written: the stored fields and the sitting's length when it was recorded. */
export interface CheckinRow extends RecordedCheckin {
  periods: number;
}

/**
 * Records a sitting's check-in, replacing an earlier one. Run under the student's schedule lock
 * (lockScheduleVersion), so two check-ins of one sitting write one after the other.
 */
export async function saveCheckin(tx: Transaction, userId: number, row: CheckinRow, now: Date): Promise<void> {
  const sitting = and(
    eq(blockCheckins.userId, userId),
    eq(blockCheckins.eventId, row.eventId),
    row.embeddedItemId === null ? isNull(blockCheckins.embeddedItemId) : eq(blockCheckins.embeddedItemId, row.embeddedItemId),
    eq(blockCheckins.week, row.week),
    eq(blockCheckins.dayOfWeek, row.dayOfWeek),
    eq(blockCheckins.slotStart, row.slotStart),
  );
  const values = { status: row.status, periodsDone: row.periodsDone, periods: row.periods, recordedAt: now };
  const updated = await tx.update(blockCheckins).set(values).where(sitting).returning({ id: blockCheckins.id });
  if (updated.length > 0) return;
  await tx.insert(blockCheckins).values({ userId, ...row, recordedAt: now });
}

/** Forgets a sitting's check-in: the sitting waits for one again (待打卡). Run under the student's schedule lock. */
export async function deleteCheckin(
  tx: Transaction,
  userId: number,
  sitting: Pick<CheckinRow, "eventId" | "embeddedItemId" | "week" | "dayOfWeek" | "slotStart">,
): Promise<void> {
  await tx
    .delete(blockCheckins)
    .where(
      and(
        eq(blockCheckins.userId, userId),
        eq(blockCheckins.eventId, sitting.eventId),
        sitting.embeddedItemId === null ? isNull(blockCheckins.embeddedItemId) : eq(blockCheckins.embeddedItemId, sitting.embeddedItemId),
        eq(blockCheckins.week, sitting.week),
        eq(blockCheckins.dayOfWeek, sitting.dayOfWeek),
        eq(blockCheckins.slotStart, sitting.slotStart),
      ),
    );
}

/** The student's task classes and their items. */
export async function readClassItems(executor: Executor, userId: number) {
  const classes = await executor
    .select({ id: taskClasses.id, name: taskClasses.name })
    .from(taskClasses)
    .where(eq(taskClasses.userId, userId))
    .orderBy(asc(taskClasses.id));
  const items =
    classes.length === 0
      ? []
      : await executor
          .select({ id: taskClassItems.id, classId: taskClassItems.categoryId })
          .from(taskClassItems)
          .where(inArray(taskClassItems.categoryId, classes.map((taskClass) => taskClass.id)))
          .orderBy(asc(taskClassItems.categoryId), asc(taskClassItems.itemOrder));
  return { classes, items };
}

/** Open to-dos with a deadline before `before` (overdue ones and those due soon). */
export async function readOpenTodosDueBefore(executor: Executor, userId: number, before: Date) {
  return executor
    .select({ id: tasks.id, title: tasks.title, deadlineAt: tasks.deadlineAt, isCompleted: tasks.isCompleted })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.isCompleted, false), isNotNull(tasks.deadlineAt), lt(tasks.deadlineAt, before)))
    .orderBy(asc(tasks.deadlineAt), asc(tasks.id));
}
