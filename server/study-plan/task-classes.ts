/**
 * The study plan's class writes (create, edit, delete) and the frame every write to an existing class shares. Each is
 * one transaction that takes the student's version lock, checks the class is theirs, validates against the term,
 * writes and bumps the schedule version: an open draft read before the change is refused at confirm and must be
 * re-planned. A class keeps its range and excluded blocks when the term later moves or its day gets shorter; only
 * what an edit changes must fit the term of today.
 */
import type { Database, Executor, Transaction } from "@/db/client";
import type { TaskClass } from "@/db/schema";
import { deleteTaskClassRow, countPlacedBlocks, insertTaskClass, lockTaskClass, syncTotalSlots, updateTaskClassRow } from "@/db/queries/task-classes";
import { itemIdsInOrder } from "@/db/queries/task-class-items";
import { readTaskClass, type TaskClassView } from "@/db/queries/task-classes-read";
import { loadTerm } from "@/db/queries/terms";
import { lockScheduleVersion, setScheduleVersion } from "@/db/queries/users";
import { PlannerError } from "@/lib/errors";
import { dayLength } from "@/lib/study-plan/day-bounds";
import { normalizeItems, normalizeTaskClass, termRange, type TaskClassFields, type TaskItemInput, type TermRange } from "@/lib/study-plan/rules";

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
    const datesChanged = next.start_date !== current.start_date || next.end_date !== current.end_date;
    const slotsChanged = input.excluded_slots !== undefined;
    const bounds = datesChanged || slotsChanged ? await requireTermBounds(tx, userId) : null;
    await updateTaskClassRow(tx, taskClassId, normalizeTaskClass(next, datesChanged ? bounds!.range : null, slotsChanged ? bounds!.periods : null));
    return {};
  });
}

export async function deleteTaskClass(db: Database, userId: number, taskClassId: number): Promise<TaskClassDeleteResult> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    await requireTaskClass(tx, userId, taskClassId);
    const itemIds = await itemIdsInOrder(tx, taskClassId);
    const removedBlocks = await countPlacedBlocks(tx, userId, itemIds);
    await deleteTaskClassRow(tx, taskClassId);
    await setScheduleVersion(tx, userId, version + 1);
    return { version: version + 1, removed_items: itemIds.length, removed_blocks: removedBlocks };
  });
}

/**
 * The frame every write to an existing class shares: lock the version, find the student's class (locked too), run
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
    const row = await requireTaskClass(tx, userId, taskClassId);
    const outcome = await change(tx, row);
    await syncTotalSlots(tx, taskClassId);
    return { ...outcome, ...(await finishWrite(tx, userId, taskClassId, version)) };
  });
}

/** The term's periods a day, which an item's duration must fit (the default day before a term is set). */
export async function termPeriodsPerDay(executor: Executor, userId: number): Promise<number> {
  return dayLength((await loadTerm(executor, userId))?.section_times.length);
}

async function finishWrite(tx: Transaction, userId: number, taskClassId: number, version: number): Promise<TaskClassWriteResult> {
  await setScheduleVersion(tx, userId, version + 1);
  const view = await readTaskClass(tx, userId, taskClassId);
  if (!view) throw new PlannerError("task_class:not_found", { context: { taskClassId } });
  return { task_class: view, version: version + 1 };
}

async function requireTaskClass(tx: Transaction, userId: number, taskClassId: number): Promise<TaskClass> {
  const row = await lockTaskClass(tx, userId, taskClassId);
  if (!row) throw new PlannerError("task_class:not_found", { context: { taskClassId } });
  return row;
}

/** The term's first and last day and its periods a day, which a new or changed class must fit. */
async function requireTermBounds(tx: Transaction, userId: number): Promise<{ range: TermRange; periods: number }> {
  const term = await loadTerm(tx, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId } });
  return { range: termRange(term), periods: term.section_times.length };
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

/** A patch field given as undefined means "unchanged", as if it were absent. */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
