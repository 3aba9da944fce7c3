/**
 * The items of a task class: add, edit, delete and reorder, each inside the class's write frame (one transaction,
 * version lock, schedule version bump). Orders stay 1..n without gaps; because (category_id, item_order) is unique
 * and checked row by row, every renumbering first parks the rows on negative orders, then sets the final ones.
 */
import { taskClassInvalid } from "@/lib/study-plan/errors";
import { PlannerError } from "@/lib/errors";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../client";
import { scheduleEvents, taskClassItems } from "../schema";
import { countPlacedBlocks, termPeriodsPerDay, writeTaskClass, type TaskClassWriteResult } from "./task-classes";
import { readTaskClass } from "./task-classes-read";
import { itemProblems, normalizeItems, orderWarnings, type TaskItemInput } from "@/lib/study-plan/rules";

export interface AddItemOptions {
  /** 1-based position to insert at; the end when absent. */
  position?: number;
}

export interface UpdateItemInput {
  content?: string;
  duration?: number;
}

export interface ItemDeleteResult extends TaskClassWriteResult {
  /** 1 when the item's study block (or its embedding in a 水课) went with it, else 0. */
  removed_blocks: number;
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
    const [row] = await tx
      .insert(taskClassItems)
      .values({ categoryId: taskClassId, itemOrder: ids.length + 1, ...item })
      .returning({ id: taskClassItems.id });
    if (position <= ids.length) await renumber(tx, taskClassId, [...ids.slice(0, position - 1), row.id, ...ids.slice(position - 1)]);
    return { item_id: row.id };
  });
}

export async function updateItem(db: Database, userId: number, taskClassId: number, itemId: number, input: UpdateItemInput): Promise<TaskClassWriteResult> {
  return writeTaskClass(db, userId, taskClassId, async (tx) => {
    const item = await findItem(tx, taskClassId, itemId);
    // An unchanged duration is not checked again: the item keeps it even when the term's day has since got shorter.
    const changed = { content: input.content, duration: input.duration === item.duration ? undefined : input.duration };
    const problems = itemProblems(changed, await termPeriodsPerDay(tx, userId));
    if (problems.length > 0) throw taskClassInvalid(problems);
    if (input.duration !== undefined && input.duration !== item.duration && item.status === "applied") throw new PlannerError("task_item:placed", { context: { itemId: itemId } });
    const content = input.content?.trim() ?? item.content;
    await tx
      .update(taskClassItems)
      .set({ content, duration: input.duration ?? item.duration })
      .where(eq(taskClassItems.id, itemId));
    // A study block is named after its item; keep the timetable saying what the plan says.
    if (content !== item.content) {
      await tx.update(scheduleEvents).set({ name: content }).where(and(eq(scheduleEvents.relId, itemId), eq(scheduleEvents.type, "task")));
    }
    return {};
  });
}

export async function deleteItem(db: Database, userId: number, taskClassId: number, itemId: number): Promise<ItemDeleteResult> {
  return writeTaskClass(db, userId, taskClassId, async (tx) => {
    await findItem(tx, taskClassId, itemId);
    const removedBlocks = await countPlacedBlocks(tx, userId, [itemId]);
    // Its study block and periods go by cascade; an embedding in a 水课 is set null.
    await tx.delete(taskClassItems).where(eq(taskClassItems.id, itemId));
    await renumber(tx, taskClassId, await itemIdsInOrder(tx, taskClassId));
    return { removed_blocks: removedBlocks };
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

async function itemIdsInOrder(tx: Transaction, taskClassId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: taskClassItems.id })
    .from(taskClassItems)
    .where(eq(taskClassItems.categoryId, taskClassId))
    .orderBy(asc(taskClassItems.itemOrder));
  return rows.map((row) => row.id);
}

async function findItem(tx: Transaction, taskClassId: number, itemId: number) {
  const [item] = await tx
    .select()
    .from(taskClassItems)
    .where(and(eq(taskClassItems.id, itemId), eq(taskClassItems.categoryId, taskClassId)))
    .for("update");
  if (!item) throw new PlannerError("task_item:not_found", { context: { itemId: itemId } });
  return item;
}

/** Gives the class's items the orders 1..n in the sequence of `orderedIds` (which lists all of them). */
async function renumber(tx: Transaction, taskClassId: number, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx
    .update(taskClassItems)
    .set({ itemOrder: sql`-${taskClassItems.id}` })
    .where(eq(taskClassItems.categoryId, taskClassId));
  const positions = sql`array[${sql.join(orderedIds.map((id) => sql`${id}`), sql`, `)}]::integer[]`;
  await tx
    .update(taskClassItems)
    .set({ itemOrder: sql`array_position(${positions}, ${taskClassItems.id})` })
    .where(eq(taskClassItems.categoryId, taskClassId));
}
