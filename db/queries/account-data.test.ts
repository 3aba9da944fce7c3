import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { PlannerUIMessage } from "@/lib/protocol";
import type { Database } from "../client";
import { blockCheckins, exams, pushSubscriptions, reminderDeliveries, reminderSettings, scheduleEvents, schedules } from "../schema";
import { insertDemoStudent } from "../seed";
import { exportAccount } from "./account-export";
import { deleteAccount } from "./accounts";
import { createRun } from "./agent-runs";
import { rotateFeed } from "./calendar-feeds";
import { ensureConversation, saveMessage } from "./conversations";
import { createDraft } from "./drafts";
import { commitDraft } from "./commit-draft";
import { registerGuest } from "./guests";
import { renewKnownDevice } from "./known-devices";
import { claimLoginAttempt } from "./login-failures";
import { createSession, sessionTokenHash } from "./sessions";
import { loadScheduleSnapshot } from "./schedule-state";
import { insertTask } from "./tasks";
import { loadTerm, windowFromToday } from "./terms";

// Monday 2026-11-30 10:00 Shanghai.
const NOW = new Date("2026-11-30T02:00:00Z");
const HASH_PREFIX = "scrypt$16384$8$1$c2FsdA$";

/**
 * Tables whose rows belong to no student: rate-limit counters are keyed by address or id strings, not by a user row;
 * the server's one VAPID key pair signs every student's pushes.
 */
const NOT_OWNED = new Set(["rate_limits", "push_vapid_keys"]);

/** Rows in every table of the schema, found from the catalogue so a table added later is counted too. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
    const [row] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`));
    counts[table] = row.count;
  }
  return counts;
}

/** postgres.js answers an array of rows, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

interface Student {
  userId: number;
  username: string;
  /** Texts and ids that must appear in this student's export and in nobody else's. */
  marks: string[];
  /** Secrets that must appear in no export. */
  secrets: string[];
}

/** A signed-up student with a row in every table a student can own: the demo data and everything around it. */
async function populatedStudent(db: Database, label: string): Promise<Student> {
  const userId = await insertDemoStudent(db, { now: NOW, name: `学生${label}` });
  const username = `student.${label}.${randomUUID().slice(0, 8)}`;
  const passwordHash = `${HASH_PREFIX}${label}-hash-${randomUUID()}`;
  await registerGuest(db, userId, { name: `学生${label}`, username, passwordHash });
  const task = await insertTask(db, userId, { title: `待办-${label}-${randomUUID()}`, priority_group: 2 });
  const conversationId = `conversation-${label}-${randomUUID()}`;
  await ensureConversation(db, userId, conversationId, `对话-${label}`);
  const text = `消息-${label}-${randomUUID()}`;
  await saveMessage(db, conversationId, { id: `message-${label}-${randomUUID()}`, role: "user", parts: [{ type: "text", text }] } as PlannerUIMessage);
  await createRun(db, { userId, conversationId, model: "offline" });
  const term = await loadTerm(db, userId);
  if (!term) throw new Error("the demo student has no term");
  const snapshot = await loadScheduleSnapshot(db, userId, windowFromToday(term, NOW, 7));
  const draft = await createDraft(db, userId, snapshot.version, snapshot.state);
  // A confirmed draft leaves its commit (with the change set an undo needs) in schedule_commits.
  await commitDraft(db, userId, await createDraft(db, userId, snapshot.version, snapshot.state));
  // A check-in of one of the demo's study blocks.
  const [period] = await db
    .select({ eventId: schedules.eventId, week: schedules.week, dayOfWeek: schedules.dayOfWeek, section: schedules.section })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(and(eq(schedules.userId, userId), eq(scheduleEvents.type, "task")))
    .limit(1);
  await db.insert(blockCheckins).values({ userId, eventId: period.eventId, week: period.week, dayOfWeek: period.dayOfWeek, slotStart: period.section, status: "done", periodsDone: 1, periods: 1 });
  const examTitle = `考试-${label}-${randomUUID()}`;
  await db.insert(exams).values({ userId, title: examTitle, date: "2027-01-12", time: "09:00" });
  await db.insert(reminderSettings).values({ userId, blockMinutes: 15 });
  const pushKey = `push-key-${label}-${randomUUID()}`;
  await db.insert(pushSubscriptions).values({ userId, endpoint: `https://fcm.googleapis.com/fcm/send/${pushKey}`, p256dh: pushKey, auth: `auth-${pushKey}` });
  await db.insert(reminderDeliveries).values({ userId, reminderKey: `block:${period.eventId}:${label}`, sentAt: NOW });
  const feed = await rotateFeed(db, userId);
  const session = await createSession(db, userId, NOW);
  const device = await renewKnownDevice(db, userId, [], NOW);
  await claimLoginAttempt(db, { username, source: "203.0.113.9" }, NOW);
  return {
    userId,
    username,
    marks: [username, task.title, conversationId, text, draft.id, examTitle],
    secrets: [passwordHash, session.token, sessionTokenHash(session.token), device.token, sessionTokenHash(device.token), feed.token, pushKey],
  };
}

describe.each(testDatabases())("a student's data ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("is deleted with the account in every table that holds it, and nobody else's is touched", async () => {
    await populatedStudent(db(), "stays");
    const before = await rowCounts(db());
    const leaving = await populatedStudent(db(), "leaves");
    const populated = await rowCounts(db());
    expect(Object.keys(populated)).toEqual(expect.arrayContaining(["users", "sessions", "known_devices", "tasks", "chat_messages", "task_class_items", "schedules"]));
    // The fixture reaches every table: a table added later must get a row here (or be listed as NOT_OWNED).
    for (const table of Object.keys(populated).filter((name) => !NOT_OWNED.has(name))) {
      expect(populated[table], `the leaving student has no row in ${table}`).toBeGreaterThan(before[table] ?? 0);
    }

    expect(await deleteAccount(db(), leaving.userId)).toBe(true);

    const after = await rowCounts(db());
    for (const table of Object.keys(after).filter((name) => !NOT_OWNED.has(name))) {
      expect(after[table], table).toBe(before[table]);
    }
    expect(await deleteAccount(db(), leaving.userId)).toBe(false);
  });

  it("is exported whole, with no secret and nothing of another student's", async () => {
    const other = await populatedStudent(db(), "other");
    const student = await populatedStudent(db(), "owner");
    const exported = await exportAccount(db(), student.userId, NOW);
    if (!exported) throw new Error("no export");
    const text = JSON.stringify(exported);

    for (const mark of student.marks) expect(text).toContain(mark);
    for (const mark of other.marks) expect(text).not.toContain(mark);
    for (const secret of [...student.secrets, ...other.secrets]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|tokenHash|"token"/);

    expect(exported.profile).toMatchObject({ id: student.userId, username: student.username, isGuest: false });
    expect(exported.term?.timezone).toBe("Asia/Shanghai");
    expect(exported.courses.length).toBeGreaterThan(3);
    expect(exported.courses.every((course) => course.meetings.length > 0)).toBe(true);
    expect(exported.taskClasses.length).toBeGreaterThan(0);
    expect(exported.taskClasses.every((taskClass) => taskClass.items.length > 0)).toBe(true);
    expect(exported.studyBlocks.length).toBeGreaterThan(0);
    expect(exported.studyBlocks.every((block) => block.type === "task" && block.periods.length > 0)).toBe(true);
    expect(exported.tasks.length).toBeGreaterThan(3);
    expect(exported.checkins).toEqual([expect.objectContaining({ status: "done", periodsDone: 1 })]);
    expect(exported.drafts).toHaveLength(2);
    expect(exported.commits).toHaveLength(1);
    expect(exported.conversations).toHaveLength(1);
    expect(exported.conversations[0].messages).toHaveLength(1);
    expect(exported.conversations[0].runs).toHaveLength(1);
    expect(exported.calendarFeeds).toEqual([expect.objectContaining({ active: true, revokedAt: null })]);
    expect(await exportAccount(db(), 2_000_000_000, NOW)).toBeNull();
  });
});
