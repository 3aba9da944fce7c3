/**
 * A task class's items: add, reorder, edit and delete, each with its rules and its refusals in the student's words,
 * inside the class's write frame (./task-classes.ts: one transaction, version lock, schedule version bump). An item
 * goes in at a position from 1 to one past the last; a new order names every item of the class exactly once; a placed
 * item keeps its duration (its study block was sized for it), while its name may change.
 */
import type { Database, Transaction } from "@/db/client";
import { countPlacedBlocks } from "@/db/queries/task-classes";
import { deleteItemRow, insertItem, itemIdsInOrder, lockItem, renumber, updateItemRow } from "@/db/queries/task-class-items";
import { readTaskClass } from "@/db/queries/task-classes-read";
import type { TaskClassItem } from "@/db/schema";
import { PlannerError } from "@/lib/errors";
import { taskClassInvalid } from "@/lib/study-plan/errors";
import { itemProblems, normalizeItems, orderWarnings, type TaskItemInput } from "@/lib/study-plan/rules";
import { termPeriodsPerDay, writeTaskClass, type TaskClassWriteResult } from "./task-classes";

export interface AddItemOptions {
  /** 1-based position to insert at; the end when absent. */
  position?: number;
}

export interface ReorderResult extends TaskClassWriteResult {
  /** What the new order contradicts on the timetable, in Chinese; empty when nothing. Any order is saved. */
  warnings: string[];
}

export interface UpdateItemInput {
  content?: string;
  duration?: number;
}

export interface ItemDeleteResult extends TaskClassWriteResult {
  /** 1 when the item's study block (or its embedding in a 水课) went with it, else 0. */
  removed_blocks: number;
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

export async function updateItem(db: Database, userId: number, taskClassId: number, itemId: number, input: UpdateItemInput): Promise<TaskClassWriteResult> {
  return writeTaskClass(db, userId, taskClassId, async (tx) => {
    const item = await requireItem(tx, taskClassId, itemId);
    // An unchanged duration is not checked again: the item keeps it even when the term's day has since got shorter.
    const changed = { content: input.content, duration: input.duration === item.duration ? undefined : input.duration };
    const problems = itemProblems(changed, await termPeriodsPerDay(tx, userId));
    if (problems.length > 0) throw taskClassInvalid(problems);
    if (input.duration !== undefined && input.duration !== item.duration && item.status === "applied") throw new PlannerError("task_item:placed", { context: { itemId } });
    const content = input.content?.trim() ?? item.content;
    await updateItemRow(tx, itemId, { content, duration: input.duration ?? item.duration, renamed: content !== item.content });
    return {};
  });
}

export async function deleteItem(db: Database, userId: number, taskClassId: number, itemId: number): Promise<ItemDeleteResult> {
  return writeTaskClass(db, userId, taskClassId, async (tx) => {
    await requireItem(tx, taskClassId, itemId);
    const removedBlocks = await countPlacedBlocks(tx, userId, [itemId]);
    await deleteItemRow(tx, itemId);
    await renumber(tx, taskClassId, await itemIdsInOrder(tx, taskClassId));
    return { removed_blocks: removedBlocks };
  });
}

async function requireItem(tx: Transaction, taskClassId: number, itemId: number): Promise<TaskClassItem> {
  const item = await lockItem(tx, taskClassId, itemId);
  if (!item) throw new PlannerError("task_item:not_found", { context: { itemId } });
  return item;
}
