/**
 * Adding an item to a task class and reordering its items, with the rules of each and their refusals in the student's
 * words: an item goes in at a position from 1 to one past the last, and a new order names every item of the class
 * exactly once. Each runs inside the class's write frame (db/queries/task-classes: one transaction, version lock,
 * schedule version bump).
 */
import type { Database } from "@/db/client";
import { insertItem, itemIdsInOrder, renumber } from "@/db/queries/task-class-items";
import { termPeriodsPerDay, writeTaskClass, type TaskClassWriteResult } from "@/db/queries/task-classes";
import { readTaskClass } from "@/db/queries/task-classes-read";
import { taskClassInvalid } from "@/lib/study-plan/errors";
import { normalizeItems, orderWarnings, type TaskItemInput } from "@/lib/study-plan/rules";

export interface AddItemOptions {
  /** 1-based position to insert at; the end when absent. */
  position?: number;
}

export interface ReorderResult extends TaskClassWriteResult {
  /** What the new order contradicts on the timetable, in Chinese; empty when nothing. Any order is saved. */
  warnings: string[];
}

export async function addItem(db: Database, userId: number, taskClassId: number, input: TaskItemInput, options: AddItemOptions = {}): Promise<TaskClassWriteResult & { item_id: number }> {
  return writeTaskClass(db, userId, taskClassId, async (tx) => {
    const ids = await itemIdsInOrder(tx, taskClassId);
    const [item] = normalizeItems([input], await termPeriodsPerDay(tx, userId), ids.length);
    const position = options.position ?? ids.length + 1;
    if (!Number.isInteger(position) || position < 1 || position > ids.length + 1) {
      throw taskClassInvalid([`插入位置需要在 1-${ids.length + 1} 之间`]);
    }
    const id = await insertItem(tx, taskClassId, ids.length + 1, item);
    if (position <= ids.length) await renumber(tx, taskClassId, [...ids.slice(0, position - 1), id, ...ids.slice(position - 1)]);
    return { item_id: id };
  });
}

/** Saves `itemIds` as the class's order; it must name every item of the class exactly once. */
export async function reorderItems(db: Database, userId: number, taskClassId: number, itemIds: readonly number[]): Promise<ReorderResult> {
  return writeTaskClass(db, userId, taskClassId, async (tx) => {
    const current = await itemIdsInOrder(tx, taskClassId);
    const wanted = new Set(itemIds);
    if (wanted.size !== itemIds.length || itemIds.length !== current.length || current.some((id) => !wanted.has(id))) {
      throw taskClassInvalid(["新的顺序需要包含这个任务类的全部任务，且每项只出现一次；请刷新后再试"]);
    }
    await renumber(tx, taskClassId, [...itemIds]);
    const view = await readTaskClass(tx, userId, taskClassId);
    return { warnings: orderWarnings(view?.items ?? []) };
  });
}
