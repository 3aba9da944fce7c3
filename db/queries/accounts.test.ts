import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { isoDayOfWeek } from "@/lib/schedule/indexing";
import type { Database } from "../client";
import { scheduleEvents, scheduleVersions, schedules, taskClasses, tasks, users } from "../schema";
import { accountTimezone, createAccount, mondayOfWeek } from "./accounts";
import { loadTerm } from "./terms";

// Sunday 2026-11-29 17:00 UTC is already Monday 2026-11-30 01:00 in Shanghai.
const SUNDAY_UTC_MONDAY_SHANGHAI = new Date("2026-11-29T17:00:00Z");
const HASH = "scrypt$16384$8$1$c2FsdA$a2V5";

function account(username: string, extra: { timezone?: string; name?: string } = {}) {
  return { name: extra.name ?? "新同学", username, passwordHash: HASH, timezone: extra.timezone };
}

async function rowsOf(db: Database, userId: number) {
  return {
    events: await db.select().from(scheduleEvents).where(eq(scheduleEvents.userId, userId)),
    periods: await db.select().from(schedules).where(eq(schedules.userId, userId)),
    tasks: await db.select().from(tasks).where(eq(tasks.userId, userId)),
    taskClasses: await db.select().from(taskClasses).where(eq(taskClasses.userId, userId)),
  };
}

describe("mondayOfWeek", () => {
  it("takes the week from the student's zone, not the server's (UTC)", () => {
    expect(mondayOfWeek(SUNDAY_UTC_MONDAY_SHANGHAI, "Asia/Shanghai")).toBe("2026-11-30");
    expect(mondayOfWeek(SUNDAY_UTC_MONDAY_SHANGHAI, "UTC")).toBe("2026-11-23");
  });

  it("keeps a whole local week together, Monday 00:00 to Sunday 23:59", () => {
    expect(mondayOfWeek(new Date("2026-11-29T16:00:00Z"), "Asia/Shanghai")).toBe("2026-11-30"); // Monday 00:00
    expect(mondayOfWeek(new Date("2026-12-06T15:59:00Z"), "Asia/Shanghai")).toBe("2026-11-30"); // Sunday 23:59
    expect(mondayOfWeek(new Date("2026-12-06T16:00:00Z"), "Asia/Shanghai")).toBe("2026-12-07"); // next Monday 00:00
  });
});

describe("accountTimezone", () => {
  it("keeps a valid IANA zone and falls back to Asia/Shanghai otherwise", () => {
    expect(accountTimezone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(accountTimezone(undefined)).toBe("Asia/Shanghai");
    expect(accountTimezone("")).toBe("Asia/Shanghai");
    expect(accountTimezone("Mars/Base")).toBe("Asia/Shanghai");
  });
});

describe.each(testDatabases())("createAccount on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("writes the student, the version row and a default term starting this week's Monday in Shanghai", async () => {
    const db = database();
    const { user, term } = await createAccount(db, account("Xiao.Man_01", { name: "小满" }), SUNDAY_UTC_MONDAY_SHANGHAI);
    expect(user).toMatchObject({ name: "小满", username: "xiao.man_01", passwordHash: HASH });
    expect(term).toMatchObject({ start_date: "2026-11-30", weeks: 18, timezone: "Asia/Shanghai", section_times: DEMO_SECTION_TIMES });
    expect(isoDayOfWeek(term.start_date)).toBe(1);
    expect(await loadTerm(db, user.id)).toEqual(term);
    expect(await db.select().from(scheduleVersions).where(eq(scheduleVersions.userId, user.id))).toEqual([{ userId: user.id, version: 0 }]);
  });

  it("starts with no courses, study blocks, tasks or task classes", async () => {
    const db = database();
    const { user } = await createAccount(db, account("empty_start"), SUNDAY_UTC_MONDAY_SHANGHAI);
    expect(await rowsOf(db, user.id)).toEqual({ events: [], periods: [], tasks: [], taskClasses: [] });
  });

  it("uses the browser's zone when it is valid, Shanghai when it is not", async () => {
    const db = database();
    // 2026-11-30 05:00 UTC is Sunday 2026-11-29 21:00 in Los Angeles: that week's Monday is the 23rd.
    const west = await createAccount(db, account("la_student", { timezone: "America/Los_Angeles" }), new Date("2026-11-30T05:00:00Z"));
    expect(west.term).toMatchObject({ start_date: "2026-11-23", timezone: "America/Los_Angeles" });
    const unknown = await createAccount(db, account("mars_student", { timezone: "Mars/Base" }), SUNDAY_UTC_MONDAY_SHANGHAI);
    expect(unknown.term).toMatchObject({ start_date: "2026-11-30", timezone: "Asia/Shanghai" });
  });

  it("refuses a username that is taken in any case, writing nothing", async () => {
    const db = database();
    await createAccount(db, account("taken"), SUNDAY_UTC_MONDAY_SHANGHAI);
    const before = await dumpTables(db);
    const attempt = createAccount(db, account("TAKEN", { name: "另一个人" }), SUNDAY_UTC_MONDAY_SHANGHAI);
    await expect(attempt).rejects.toMatchObject({ code: "account:username_taken" });
    await expect(attempt).rejects.toThrow("这个用户名已被使用。");
    expect(await dumpTables(db)).toEqual(before);
  });

  it("lets exactly one of two racing sign-ups for the same username through", async () => {
    const db = database();
    const results = await Promise.allSettled([
      createAccount(db, account("racer", { name: "甲" }), SUNDAY_UTC_MONDAY_SHANGHAI),
      createAccount(db, account("racer", { name: "乙" }), SUNDAY_UTC_MONDAY_SHANGHAI),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "account:username_taken" });
    expect(await db.select().from(users).where(eq(users.username, "racer"))).toHaveLength(1);
  });
});
