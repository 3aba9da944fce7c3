/**
 * The study plan's class writes (create, edit, delete); the item writes are in task-class-items.ts. Each write is
 * one transaction that takes the user's version lock, checks the class is the user's, validates, writes and bumps
 * the schedule version: an open draft read before the change is refused at confirm and must be re-planned.
 */
import { PlannerError } from "@/lib/errors";
import { and, count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems, type TaskClass } from "../schema";
import { readTaskClass, type TaskClassView } from "./task-classes-read";
import { normalizeItems, normalizeTaskClass, termRange, type TaskClassFields, type TaskItemInput, type TermRange } from "@/lib/study-plan/rules";
import { dayLength } from "@/lib/study-plan/day-bounds";
import { loadTerm } from "./terms";
import { lockScheduleVersion, setScheduleVersion } from "./users";

export { listTaskClasses, type TaskClassView } from "./task-classes-read";
export type { TaskClassFields } from "@/lib/study-plan/rules";

export interface CreateTaskClassInput {
  name: string;
  start_date: string;
  end_date: string;
  /** Default steady. */
  strategy?: TaskClassFields["strategy"];
  allow_filler_course?: boolean;
  excluded_slots?: number[];
  /** Items in order, written in the same transaction. */
  items?: TaskItemInput[];
}

export type UpdateTaskClassInput = Partial<TaskClassFields>;

export interface TaskClassWriteResult {
  task_class: TaskClassView;
  /** The schedule version after the write. */
  version: number;
}

export interface TaskClassDeleteResult {
  version: number;
  removed_items: number;
  /** Placed items whose study block (or embedding in a 水课) went with them. */
  removed_blocks: number;
}

export async function createTaskClass(db: Database, userId: number, input: CreateTaskClassInput): Promise<TaskClassWriteResult> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const { range, periods } = await requireTermBounds(tx, userId);
    const fields = normalizeTaskClass(
      {
        name: input.name,
        start_date: input.start_date,
        end_date: input.end_date,
        strategy: input.strategy ?? "steady",
        allow_filler_course: input.allow_filler_course ?? false,
        excluded_slots: input.excluded_slots ?? [],
      },
      range,
      periods,
    );
    const { classId } = await insertTaskClass(tx, userId, fields, normalizeItems(input.items ?? [], periods));
    return finishWrite(tx, userId, classId, version);
  });
}

export async function updateTaskClass(db: Database, userId: number, taskClassId: number, input: UpdateTaskClassInput): Promise<TaskClassWriteResult> {
  return writeTaskClass(db, userId, taskClassId, async (tx, row) => {
    const current = fieldsOf(row);
    const next = { ...current, ...definedOnly(input) };
    // A class keeps its range and its excluded blocks when the term later moves or its day gets shorter; only what
    // the edit changes must fit the term of today.
    const datesChanged = next.start_date !== current.start_date || next.end_date !== current.end_date;
    const slotsChanged = input.excluded_slots !== undefined;
    const bounds = datesChanged || slotsChanged ? await requireTermBounds(tx, userId) : null;
    const fields = normalizeTaskClass(next, datesChanged ? bounds!.range : null, slotsChanged ? bounds!.periods : null);
    await tx.update(taskClasses).set(columnsOf(fields)).where(eq(taskClasses.id, taskClassId));
    return {};
  });
}

export async function deleteTaskClass(db: Database, userId: number, taskClassId: number): Promise<TaskClassDeleteResult> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    await findTaskClass(tx, userId, taskClassId);
    const itemIds = (await tx.select({ id: taskClassItems.id }).from(taskClassItems).where(eq(taskClassItems.categoryId, taskClassId))).map((row) => row.id);
    const removedBlocks = await countPlacedBlocks(tx, userId, itemIds);
    // Items, their study blocks and those blocks' periods go by cascade; embeddings in 水课 are set null.
    await tx.delete(taskClasses).where(eq(taskClasses.id, taskClassId));
    await setScheduleVersion(tx, userId, version + 1);
    return { version: version + 1, removed_items: itemIds.length, removed_blocks: removedBlocks };
  });
}

/**
 * The frame every write to an existing class shares: lock the version, find the user's class (locked too), run
 * `change`, keep total_slots equal to the items' durations, bump the version and answer the class as it now is,
 * together with whatever `change` reports.
 */
export async function writeTaskClass<T extends object>(
  db: Database,
  userId: number,
  taskClassId: number,
  change: (tx: Transaction, row: TaskClass) => Promise<T>,
): Promise<TaskClassWriteResult & T> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const row = await findTaskClass(tx, userId, taskClassId);
    const outcome = await change(tx, row);
    await tx
      .update(taskClasses)
      .set({ totalSlots: sql`(select nullif(sum(${taskClassItems.duration}), 0) from ${taskClassItems} where ${taskClassItems.categoryId} = ${taskClassId})` })
      .where(eq(taskClasses.id, taskClassId));
    return { ...outcome, ...(await finishWrite(tx, userId, taskClassId, version)) };
  });
}

async function finishWrite(tx: Transaction, userId: number, taskClassId: number, version: number): Promise<TaskClassWriteResult> {
  await setScheduleVersion(tx, userId, version + 1);
  const view = await readTaskClass(tx, userId, taskClassId);
  if (!view) throw new PlannerError("task_class:not_found", { context: { taskClassId: taskClassId } });
  return { task_class: view, version: version + 1 };
}

async function findTaskClass(tx: Transaction, userId: number, taskClassId: number): Promise<TaskClass> {
  const [row] = await tx
    .select()
    .from(taskClasses)
    .where(and(eq(taskClasses.id, taskClassId), eq(taskClasses.userId, userId)))
    .for("update");
  if (!row) throw new PlannerError("task_class:not_found", { context: { taskClassId: taskClassId } });
  return row;
}

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

/** The term's first and last day and its periods a day, which a new or changed class must fit. */
async function requireTermBounds(tx: Transaction, userId: number): Promise<{ range: TermRange; periods: number }> {
  const term = await loadTerm(tx, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId: userId } });
  return { range: termRange(term), periods: term.section_times.length };
}

/** The term's periods a day, which an item's duration must fit (the default day before a term is set). */
export async function termPeriodsPerDay(executor: Executor, userId: number): Promise<number> {
  return dayLength((await loadTerm(executor, userId))?.section_times.length);
}

function fieldsOf(row: TaskClass): TaskClassFields {
  return {
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    strategy: row.strategy,
    allow_filler_course: row.allowFillerCourse,
    excluded_slots: row.excludedSlots,
  };
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

/** A patch field given as undefined means "unchanged", as if it were absent. */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
