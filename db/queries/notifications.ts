/**
 * Reminders' rows, read and written plainly (the rules live in server/notifications): the student's reminder
 * settings, their push subscriptions, the server's stored VAPID key pair and the sent-log that makes each reminder
 * go out once.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { pushSubscriptions, pushVapidKeys, reminderDeliveries, reminderSettings, users } from "../schema";

export interface ReminderSettingsRow {
  blockMinutes: number | null;
  deadlineOffsets: number[];
  courseMinutes: number | null;
  quietStart: number;
  quietEnd: number;
}

/**
 * The student's settings; null without a row. `legacyDeadlineMinutes` is the single deadline alarm kept on users
 * before reminders had their own table, which a student without a row still has.
 */
export async function readReminderSettings(
  executor: Executor,
  userId: number,
): Promise<{ row: ReminderSettingsRow | null; legacyDeadlineMinutes: number | null }> {
  const [found] = await executor
    .select({
      legacy: users.deadlineAlarmMinutes,
      blockMinutes: reminderSettings.blockMinutes,
      deadlineOffsets: reminderSettings.deadlineOffsets,
      courseMinutes: reminderSettings.courseMinutes,
      quietStart: reminderSettings.quietStart,
      quietEnd: reminderSettings.quietEnd,
      hasRow: sql<boolean>`${reminderSettings.userId} is not null`,
    })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!found) return { row: null, legacyDeadlineMinutes: null };
  const row = found.hasRow
    ? {
        blockMinutes: found.blockMinutes,
        deadlineOffsets: found.deadlineOffsets ?? [],
        courseMinutes: found.courseMinutes,
        quietStart: found.quietStart ?? 0,
        quietEnd: found.quietEnd ?? 0,
      }
    : null;
  return { row, legacyDeadlineMinutes: found.legacy };
}

export async function writeReminderSettings(executor: Executor, userId: number, settings: ReminderSettingsRow): Promise<void> {
  await executor
    .insert(reminderSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: settings });
}

export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves the browser's subscription for the student; an endpoint another student had moves to this one. */
export async function upsertPushSubscription(executor: Executor, row: Omit<PushSubscriptionRow, "id">): Promise<void> {
  await executor
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth } });
}

/** Removes the student's subscription of `endpoint`; true when there was one. */
export async function deletePushSubscription(executor: Executor, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Removes a subscription the push service said is gone (404 / 410). */
export async function deletePushSubscriptionById(executor: Executor, id: number): Promise<void> {
  await executor.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listPushSubscriptions(executor: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return executor.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
}

/** Students with at least one push subscription: the only ones the scheduler has anything to send to. */
export async function subscribedStudents(executor: Executor): Promise<number[]> {
  const rows = await executor.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
  return rows.map((row) => row.userId);
}

/** The stored VAPID pair; the first caller's pair wins when two servers make one at once. */
export async function storedVapidKeys(executor: Executor, candidate: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
  await executor.insert(pushVapidKeys).values({ id: 1, ...candidate }).onConflictDoNothing();
  const [row] = await executor.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

export async function readVapidKeys(executor: Executor): Promise<{ publicKey: string; privateKey: string } | null> {
  const [row] = await executor.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return row ? { publicKey: row.publicKey, privateKey: row.privateKey } : null;
}

/**
 * Claims a reminder for sending: true for the one caller whose row went in, false for every other (another server,
 * or this one a minute ago). Claimed before sending, so a reminder goes out at most once.
 */
export async function claimReminder(executor: Executor, userId: number, reminderKey: string, now: Date): Promise<boolean> {
  const inserted = await executor
    .insert(reminderDeliveries)
    .values({ userId, reminderKey, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: reminderDeliveries.id });
  return inserted.length > 0;
}

/** Forgets sent-log rows older than `before`: their reminders are long past. */
export async function purgeReminderLog(executor: Executor, before: Date): Promise<number> {
  const deleted = await executor.delete(reminderDeliveries).where(lt(reminderDeliveries.sentAt, before)).returning({ id: reminderDeliveries.id });
  return deleted.length;
}
