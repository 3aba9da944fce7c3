import { and, eq, gte, inArray, lt as before, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { insertDemoStudent } from "../seed";
import { DEMO_CURRENT_WEEK } from "../seed-data";
import { scheduleEvents, schedules, sessions, taskClasses, taskClassItems, tasks, terms, users } from "../schema";
import { createAccount } from "./accounts";
import { countGuests, createGuest, GUEST_IDLE_DAYS, purgeIdle, registerGuest, touchUser } from "./guests";
import { findSessionUser } from "./sessions";

const NOW = new Date("2026-12-01T04:00:00Z");
const DAY = 86_400_000;
const HASH = "scrypt$16384$8$1$c2FsdA$a2V5";

describe.each(testDatabases())("guests ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("are made with the demo data and a session that outlives the 30 idle days", async () => {
    const { user, session } = await createGuest(db(), NOW, "同学");
    expect(user).toMatchObject({ username: null, passwordHash: null, name: "同学" });
    expect(session.expiresAt.getTime() - NOW.getTime()).toBe(365 * DAY);
    expect((await findSessionUser(db(), session.token, NOW))?.id).toBe(user.id);
    expect((await db().select().from(tasks).where(eq(tasks.userId, user.id))).length).toBeGreaterThan(3);
  });

  it("cost a few hundred rows: the demo timetable from last week to the term's end, not its history", async () => {
    const { user } = await createGuest(db(), NOW, "同学");
    const owned = (table: typeof schedules | typeof scheduleEvents | typeof taskClasses | typeof tasks | typeof terms | typeof sessions) =>
      db().$count(table, eq(table.userId, user.id));
    const classIds = db().select({ id: taskClasses.id }).from(taskClasses).where(eq(taskClasses.userId, user.id));
    const counts = await Promise.all([
      ...[schedules, scheduleEvents, taskClasses, tasks, terms, sessions].map(owned),
      db().$count(taskClassItems, inArray(taskClassItems.categoryId, classIds)),
    ]);
    const rows = 1 + counts.reduce((sum, count) => sum + count, 0);
    // The whole term's demo was 675 rows per guest (629 of them periods in schedules).
    expect(rows).toBeLessThan(320);

    const demoId = await insertDemoStudent(db(), { now: NOW, name: `整学期-${factory.name}` });
    const periodsFrom = (userId: number, week: number) =>
      db().select({ count: sql<number>`count(*)::int` }).from(schedules).where(and(eq(schedules.userId, userId), gte(schedules.week, week)));
    const [guestAhead] = await periodsFrom(user.id, DEMO_CURRENT_WEEK - 1);
    const [demoAhead] = await periodsFrom(demoId, DEMO_CURRENT_WEEK - 1);
    expect(guestAhead.count).toBe(demoAhead.count);
    expect(guestAhead.count).toBeGreaterThan(200);
    const history = await db().select().from(schedules).where(and(eq(schedules.userId, user.id), before(schedules.week, DEMO_CURRENT_WEEK - 1)));
    expect(history).toEqual([]);
  });

  it("purges guests idle for 30 days with everything they own, and keeps active guests and students", async () => {
    const idle = await createGuest(db(), new Date(NOW.getTime() - (GUEST_IDLE_DAYS + 1) * DAY), "同学");
    const recent = await createGuest(db(), new Date(NOW.getTime() - (GUEST_IDLE_DAYS - 1) * DAY), "同学");
    const { user: student } = await createAccount(db(), { name: "老用户", username: `old.${factory.name}`, passwordHash: HASH }, NOW);
    await db().update(users).set({ lastActiveAt: new Date(NOW.getTime() - 400 * DAY) }).where(eq(users.id, student.id));
    const before = await countGuests(db());

    const result = await purgeIdle(db(), NOW);

    expect(result.guests).toBeGreaterThanOrEqual(1);
    expect(await countGuests(db())).toBe(before - result.guests);
    const remaining = new Set((await db().select({ id: users.id }).from(users)).map((row) => row.id));
    expect(remaining.has(idle.user.id)).toBe(false);
    expect(remaining.has(recent.user.id)).toBe(true);
    expect(remaining.has(student.id)).toBe(true);
    expect(await db().select().from(tasks).where(eq(tasks.userId, idle.user.id))).toEqual([]);
    expect(await findSessionUser(db(), idle.session.token, NOW)).toBeNull();
  });

  it("records activity at most once an hour, which is what keeps a guest from the purge", async () => {
    const { user } = await createGuest(db(), NOW, "同学");
    const later = new Date(NOW.getTime() + 30 * 60_000);
    await touchUser(db(), user, later);
    const [unchanged] = await db().select().from(users).where(eq(users.id, user.id));
    expect(unchanged.lastActiveAt.getTime()).toBe(NOW.getTime());
    const nextDay = new Date(NOW.getTime() + DAY);
    await touchUser(db(), unchanged, nextDay);
    const [touched] = await db().select().from(users).where(eq(users.id, user.id));
    expect(touched.lastActiveAt.getTime()).toBe(nextDay.getTime());
  });

  it("registers a guest in place once: a second registration of the same guest changes nothing", async () => {
    const { user } = await createGuest(db(), NOW, "同学");
    const registered = await registerGuest(db(), user.id, { name: "转正", username: `Reg.${factory.name}`, passwordHash: HASH });
    expect(registered).toMatchObject({ id: user.id, username: `reg.${factory.name}`, name: "转正" });
    expect(await registerGuest(db(), user.id, { name: "又一次", username: `again.${factory.name}`, passwordHash: HASH })).toBeNull();
  });
});
