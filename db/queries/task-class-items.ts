/**
 * The items of a task class as rows: their order, one locked for a write, insert, change, delete and renumber. Their
 * rules, refusals and transactions are the study plan's (server/study-plan/task-class-items.ts). Orders stay 1..n
 * without gaps; because (category_id, item_order) is unique and checked row by row, every renumbering first parks the
 * rows on negative orders, then sets the final ones.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "../client";
import { scheduleEvents, taskClassItems, type TaskClassItem } from "../schema";

/** The class's item ids in their order. */
export async function itemIdsInOrder(tx: Transaction, taskClassId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: taskClassItems.id })
    .from(taskClassItems)
    .where(eq(taskClassItems.categoryId, taskClassId))
    .orderBy(asc(taskClassItems.itemOrder));
  return rows.map((row) => row.id);
}

/** The class's item `itemId`, locked for the rest of the transaction; undefined when the class has no such item. */
export async function lockItem(tx: Transaction, taskClassId: number, itemId: number): Promise<TaskClassItem | undefined> {
  const [item] = await tx
    .select()
    .from(taskClassItems)
    .where(and(eq(taskClassItems.id, itemId), eq(taskClassItems.categoryId, taskClassId)))
    .for("update");
  return item;
}

/** Writes an item's content and duration; its study block is named after it, so a new name goes there too. */
export async function updateItemRow(tx: Transaction, itemId: number, change: { content: string; duration: number; renamed: boolean }): Promise<void> {
  await tx.update(taskClassItems).set({ content: change.content, duration: change.duration }).where(eq(taskClassItems.id, itemId));
  if (change.renamed) {
    await tx.update(scheduleEvents).set({ name: change.content }).where(and(eq(scheduleEvents.relId, itemId), eq(scheduleEvents.type, "task")));
  }
}

/** Deletes the item; its study block and periods go by cascade, an embedding in a 水课 is set null. */
export async function deleteItemRow(tx: Transaction, itemId: number): Promise<void> {
  await tx.delete(taskClassItems).where(eq(taskClassItems.id, itemId));
}

/** Adds `item` as the class's last item (order `order`, one past the last); its id. */
export async function insertItem(tx: Transaction, taskClassId: number, order: number, item: { content: string; duration: number }): Promise<number> {
  const [row] = await tx
    .insert(taskClassItems)
    .values({ categoryId: taskClassId, itemOrder: order, ...item })
    .returning({ id: taskClassItems.id });
  return row.id;
}

/** Gives the class's items the orders 1..n in the sequence of `orderedIds` (which lists all of them). */
export async function renumber(tx: Transaction, taskClassId: number, orderedIds: number[]): Promise<void> {
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
