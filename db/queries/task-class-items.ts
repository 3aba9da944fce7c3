/**
 * The items of a task class: edit and delete, each inside the class's write frame (one transaction, version lock,
 * schedule version bump), and the reads and writes adding and reordering are made of (their rules and refusals are
 * the study plan's, server/study-plan/task-class-items.ts). Orders stay 1..n without gaps; because
 * (category_id, item_order) is unique and checked row by row, every renumbering first parks the rows on negative
 * orders, then sets the final ones.
 */
import { taskClassInvalid } from "@/lib/study-plan/errors";
import { PlannerError } from "@/lib/errors";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../client";
import { scheduleEvents, taskClassItems } from "../schema";
import { countPlacedBlocks, termPeriodsPerDay, writeTaskClass, type TaskClassWriteResult } from "./task-classes";
import { itemProblems } from "@/lib/study-plan/rules";

export interface UpdateItemInput {
  content?: string;
  duration?: number;
}

export interface ItemDeleteResult extends TaskClassWriteResult {
  /** 1 when the item's study block (or its embedding in a 水课) went with it, else 0. */
  removed_blocks: number;
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

/** The class's item ids in their order. */
export async function itemIdsInOrder(tx: Transaction, taskClassId: number): Promise<number[]> {
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
