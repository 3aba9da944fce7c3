import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { createRun } from "@/db/queries/agent-runs";
import { commitDraft } from "@/db/queries/commit-draft";
import { ensureConversation, saveMessage } from "@/db/queries/conversations";
import { createDraft } from "@/db/queries/drafts";
import { rotateFeed } from "@/db/queries/calendar-feeds";
import { registerGuest } from "@/db/queries/guests";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { createSession } from "@/db/queries/sessions";
import { insertTask } from "@/db/queries/tasks";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { getScheduleVersion } from "@/db/queries/users";
import {
  agentRuns,
  blockCheckins,
  calendarFeeds,
  chatMessages,
  conversations,
  scheduleCommits,
  scheduleDrafts,
  scheduleEvents,
  schedules,
  sessions,
  taskClassItems,
  taskClasses,
  tasks,
  users,
} from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import type { PlannerUIMessage } from "@/lib/protocol";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { clearDemoData } from "./demo-data";

// Monday 2026-11-30, 10:00 in Shanghai.
const NOW = new Date("2026-11-30T02:00:00Z");

/** A guest turned student (注册保存) with the demo data, a to-do of their own, a conversation, a draft and a commit. */
async function registeredGuest(db: Database, label: string): Promise<number> {
  const userId = await insertDemoStudent(db, { now: NOW, name: "同学" });
  await registerGuest(db, userId, { name: `学生${label}`, username: `student.${label}.${randomUUID().slice(0, 8)}`, passwordHash: "scrypt$x" });
  await insertTask(db, userId, { title: `自己的待办-${label}`, priority_group: 2 });
  const conversationId = `conversation-${label}-${randomUUID()}`;
  await ensureConversation(db, userId, conversationId, `对话-${label}`);
  await saveMessage(db, conversationId, { id: `message-${randomUUID()}`, role: "user", parts: [{ type: "text", text: "帮我排复习" }] } as PlannerUIMessage);
  await createRun(db, { userId, conversationId, model: "offline" });
  const term = await loadTerm(db, userId);
  const snapshot = await loadScheduleSnapshot(db, userId, windowFromToday(term!, NOW, 7));
  await createDraft(db, userId, snapshot.version, snapshot.state);
  await commitDraft(db, userId, await createDraft(db, userId, snapshot.version, snapshot.state));
  const [period] = await db
    .select({ eventId: schedules.eventId, week: schedules.week, dayOfWeek: schedules.dayOfWeek, section: schedules.section })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(and(eq(schedules.userId, userId), eq(scheduleEvents.type, "task")))
    .limit(1);
  await db.insert(blockCheckins).values({ userId, eventId: period.eventId, week: period.week, dayOfWeek: period.dayOfWeek, slotStart: period.section, status: "done", periodsDone: 1, periods: 1 });
  await rotateFeed(db, userId);
  await createSession(db, userId, NOW);
  return userId;
}

/** The student's rows in each table that holds planning data, and in the ones that must stay. */
async function rowsOf(db: Database, userId: number): Promise<Record<string, number>> {
  const classIds = db.select({ id: taskClasses.id }).from(taskClasses).where(eq(taskClasses.userId, userId));
  const conversationIds = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));
  const counted = async (query: Promise<Array<{ count: number }>>) => (await query)[0].count;
  return {
    schedule_events: await counted(db.select({ count: count() }).from(scheduleEvents).where(eq(scheduleEvents.userId, userId))),
    schedules: await counted(db.select({ count: count() }).from(schedules).where(eq(schedules.userId, userId))),
    block_checkins: await counted(db.select({ count: count() }).from(blockCheckins).where(eq(blockCheckins.userId, userId))),
    task_classes: await counted(db.select({ count: count() }).from(taskClasses).where(eq(taskClasses.userId, userId))),
    task_class_items: await counted(db.select({ count: count() }).from(taskClassItems).where(inArray(taskClassItems.categoryId, classIds))),
    tasks: await counted(db.select({ count: count() }).from(tasks).where(eq(tasks.userId, userId))),
    conversations: await counted(db.select({ count: count() }).from(conversations).where(eq(conversations.userId, userId))),
    chat_messages: await counted(db.select({ count: count() }).from(chatMessages).where(inArray(chatMessages.conversationId, conversationIds))),
    agent_runs: await counted(db.select({ count: count() }).from(agentRuns).where(eq(agentRuns.userId, userId))),
    schedule_drafts: await counted(db.select({ count: count() }).from(scheduleDrafts).where(eq(scheduleDrafts.userId, userId))),
    schedule_commits: await counted(db.select({ count: count() }).from(scheduleCommits).where(eq(scheduleCommits.userId, userId))),
    users: await counted(db.select({ count: count() }).from(users).where(eq(users.id, userId))),
    sessions: await counted(db.select({ count: count() }).from(sessions).where(eq(sessions.userId, userId))),
    calendar_feeds: await counted(db.select({ count: count() }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId))),
  };
}

const KEPT = ["users", "sessions", "calendar_feeds"];

describe.each(testDatabases())("clearDemoData on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("removes every row of the student's planning data in one go, keeps the account, term and feed, and nobody else's", async () => {
    const db = database();
    const other = await registeredGuest(db, "other");
    const userId = await registeredGuest(db, "clears");
    const before = await rowsOf(db, userId);
    // The fixture reaches every table the clearing empties.
    for (const [table, rows] of Object.entries(before)) expect(rows, table).toBeGreaterThan(0);
    const otherBefore = await rowsOf(db, other);
    const term = await loadTerm(db, userId);
    const version = await getScheduleVersion(db, userId);

    const { removed, version: after } = await clearDemoData(db, userId);

    expect(removed).toEqual({
      courses: 11,
      study_blocks: before.schedule_events - 11,
      task_classes: before.task_classes,
      task_items: before.task_class_items,
      tasks: before.tasks,
      conversations: 1,
    });
    expect(after).toBe(version + 1);
    expect(await getScheduleVersion(db, userId)).toBe(version + 1);
    const left = await rowsOf(db, userId);
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toBe(KEPT.includes(table) ? before[table] : 0);
    expect(await loadTerm(db, userId)).toEqual(term);
    expect(await rowsOf(db, other)).toEqual(otherBefore);
  });

  it("answers zeros for a student with nothing to clear", async () => {
    const db = database();
    const userId = await registeredGuest(db, "twice");
    await clearDemoData(db, userId);
    expect((await clearDemoData(db, userId)).removed).toEqual({ courses: 0, study_blocks: 0, task_classes: 0, task_items: 0, tasks: 0, conversations: 0 });
  });
});
