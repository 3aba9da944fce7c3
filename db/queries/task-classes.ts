/**
 * Task classes as rows: insert one with its items, lock one of the user's for a write, change or delete its row, keep
 * its total_slots equal to its items' durations, count what a deletion takes off the timetable. The study plan's
 * rules, refusals and transactions are the feature's (server/study-plan/task-classes.ts); the agent's confirm
 * inserts the classes it proposed through insertTaskClass on its own transaction.
 */
import { and, count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems, type TaskClass } from "../schema";
import type { TaskClassFields } from "@/lib/study-plan/rules";

/** Study blocks of the items plus the items embedded in a 水课: what the student sees leave the timetable. */
export async function countPlacedBlocks(tx: Transaction, userId: number, itemIds: readonly number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const [blocks] = await tx
    .select({ total: count() })
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.userId, userId), inArray(scheduleEvents.relId, [...itemIds])));
  const [guests] = await tx
    .select({ total: countDistinct(schedules.embeddedTaskId) })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), inArray(schedules.embeddedTaskId, [...itemIds])));
  return blocks.total + guests.total;
}

/** The user's class `taskClassId`, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockTaskClass(tx: Transaction, userId: number, taskClassId: number): Promise<TaskClass | undefined> {
  const [row] = await tx
    .select()
    .from(taskClasses)
    .where(and(eq(taskClasses.id, taskClassId), eq(taskClasses.userId, userId)))
    .for("update");
  return row;
}

/** Writes a validated class's fields over its row. */
export async function updateTaskClassRow(tx: Transaction, taskClassId: number, fields: TaskClassFields): Promise<void> {
  await tx.update(taskClasses).set(columnsOf(fields)).where(eq(taskClasses.id, taskClassId));
}

/** Deletes the class; its items, their study blocks and those blocks' periods go by cascade, embeddings in 水课 are set null. */
export async function deleteTaskClassRow(tx: Transaction, taskClassId: number): Promise<void> {
  await tx.delete(taskClasses).where(eq(taskClasses.id, taskClassId));
}

/** Sets the class's total_slots to the sum of its items' durations (null when it has none). */
export async function syncTotalSlots(tx: Transaction, taskClassId: number): Promise<void> {
  await tx
    .update(taskClasses)
    .set({ totalSlots: sql`(select nullif(sum(${taskClassItems.duration}), 0) from ${taskClassItems} where ${taskClassItems.categoryId} = ${taskClassId})` })
    .where(eq(taskClasses.id, taskClassId));
}

/**
 * Inserts a validated class and its items (in order, from 1) on an open transaction; the caller owns the version
 * lock and bump. Shared by the editor and by commitDraft for classes the agent proposed.
 */
export async function insertTaskClass(
  tx: Transaction,
  userId: number,
  fields: TaskClassFields,
  items: ReadonlyArray<{ content: string; duration: number }>,
): Promise<{ classId: number; itemIds: number[] }> {
  const [row] = await tx
    .insert(taskClasses)
    .values({ userId, mode: "auto", ...columnsOf(fields), totalSlots: totalOf(items) })
    .returning({ id: taskClasses.id });
  if (items.length === 0) return { classId: row.id, itemIds: [] };
  const inserted = await tx
    .insert(taskClassItems)
    .values(items.map((item, index) => ({ categoryId: row.id, itemOrder: index + 1, ...item })))
    .returning({ id: taskClassItems.id, itemOrder: taskClassItems.itemOrder });
  const byOrder = new Map(inserted.map((item) => [item.itemOrder, item.id]));
  return { classId: row.id, itemIds: items.map((_, index) => byOrder.get(index + 1)!) };
}




function columnsOf(fields: TaskClassFields) {
  return {
    name: fields.name,
    startDate: fields.start_date,
    endDate: fields.end_date,
    strategy: fields.strategy,
    allowFillerCourse: fields.allow_filler_course,
    excludedSlots: fields.excluded_slots,
  };
}

function totalOf(items: ReadonlyArray<{ duration: number }>): number | null {
  return items.length === 0 ? null : items.reduce((sum, item) => sum + item.duration, 0);
}

