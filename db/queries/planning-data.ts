/**
 * A student's planning data as a whole: the courses and study blocks (schedule_events, with their periods and
 * check-ins), task classes with their items, to-dos, conversations with the assistant (messages and runs), drafts
 * and the undo history. Deleting it leaves the account, its sessions, the term and the calendar feed. Plain data
 * access: the caller owns the transaction and the version lock.
 */
import { count, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../client";
import { conversations, scheduleCommits, scheduleDrafts, scheduleEvents, taskClassItems, taskClasses, tasks } from "../schema";

export interface PlanningDataCounts {
  courses: number;
  study_blocks: number;
  task_classes: number;
  task_items: number;
  tasks: number;
  conversations: number;
}

/** Deletes every row of the student's planning data and answers how many of each kind there were. */
export async function deletePlanningData(tx: Transaction, userId: number): Promise<PlanningDataCounts> {
  const classIds = tx.select({ id: taskClasses.id }).from(taskClasses).where(eq(taskClasses.userId, userId));
  const [items] = await tx.select({ count: count() }).from(taskClassItems).where(inArray(taskClassItems.categoryId, classIds));
  // Events first: a study block points at an item or a to-do, and its periods and check-ins go with it.
  const events = await tx.delete(scheduleEvents).where(eq(scheduleEvents.userId, userId)).returning({ type: scheduleEvents.type });
  const classes = await tx.delete(taskClasses).where(eq(taskClasses.userId, userId)).returning({ id: taskClasses.id });
  const todos = await tx.delete(tasks).where(eq(tasks.userId, userId)).returning({ id: tasks.id });
  const chats = await tx.delete(conversations).where(eq(conversations.userId, userId)).returning({ id: conversations.id });
  // Drafts and undo history describe rows that are gone: a draft could not be confirmed, nor a commit undone.
  await tx.delete(scheduleDrafts).where(eq(scheduleDrafts.userId, userId));
  await tx.delete(scheduleCommits).where(eq(scheduleCommits.userId, userId));
  return {
    courses: events.filter((event) => event.type === "course").length,
    study_blocks: events.filter((event) => event.type === "task").length,
    task_classes: classes.length,
    task_items: items.count,
    tasks: todos.length,
    conversations: chats.length,
  };
}
