import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { insertDemoStudent } from "../seed";
import { blockCheckins, scheduleEvents, schedules } from "../schema";
import { readCheckins, readClassItems, readOpenTodosDueBefore, readStudyPeriods, saveCheckin, type CheckinRow } from "./checkins";

// Wednesday 2026-04-22 10:00 in Shanghai: week 13 of the demo term.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("check-in queries ($name)", (factory) => {
  const db = useTestDatabase(factory);

  async function eventNamed(userId: number, name: string): Promise<number> {
    const [event] = await db()
      .select({ id: scheduleEvents.id })
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, userId), eq(scheduleEvents.name, name)));
    return event.id;
  }

  it("reads a student's study periods and embedded ones with their names, and nothing of another student's", async () => {
    const other = await insertDemoStudent(db(), { now: NOW, name: "别的学生" });
    const userId = await insertDemoStudent(db(), { now: NOW, name: "读块的学生" });
    const periods = await readStudyPeriods(db(), userId, { weeks: [13] });
    const named = [...new Set(periods.map((period) => `${period.embeddedItemId === null ? period.eventName : period.itemContent}@${period.dayOfWeek}`))];
    expect(named.sort()).toEqual(["第一章 随机事件与概率@3", "命题逻辑与等值演算@1", "谓词逻辑与推理理论@3"].sort());
    expect(periods.find((period) => period.embeddedItemId !== null)).toMatchObject({ eventName: "思想政治", className: "概率论复习", section: 3 });
    expect(await readStudyPeriods(db(), userId, { eventId: await eventNamed(other, "命题逻辑与等值演算") })).toEqual([]);
    expect(await readStudyPeriods(db(), userId, { weeks: [14] })).toEqual([]);
    const { classes, items } = await readClassItems(db(), userId);
    expect(classes.map((taskClass) => taskClass.name)).toEqual(["离散数学期末复习", "概率论复习"]);
    expect(items).toHaveLength(15);
  });

  it("replaces a sitting's check-in rather than adding one, and keeps another student's apart", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "打卡的学生" });
    const eventId = await eventNamed(userId, "命题逻辑与等值演算");
    const row: CheckinRow = { eventId, embeddedItemId: null, week: 13, dayOfWeek: 1, slotStart: 7, status: "done", periodsDone: 2, periods: 2 };
    await db().transaction((tx) => saveCheckin(tx, userId, row, NOW));
    await db().transaction((tx) => saveCheckin(tx, userId, { ...row, status: "partial", periodsDone: 1 }, NOW));
    expect(await readCheckins(db(), userId, { weeks: [13] })).toEqual([{ eventId, embeddedItemId: null, week: 13, dayOfWeek: 1, slotStart: 7, status: "partial", periodsDone: 1 }]);
    expect(await readCheckins(db(), userId, { eventIds: [eventId + 100_000] })).toEqual([]);
  });

  it("holds one row per sitting in the database too, a study block's (no embedded item) included", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "重复打卡的学生" });
    const eventId = await eventNamed(userId, "谓词逻辑与推理理论");
    const row = { userId, eventId, week: 13, dayOfWeek: 3, slotStart: 7, status: "done" as const, periodsDone: 2, periods: 2 };
    await db().insert(blockCheckins).values(row);
    await expect(db().insert(blockCheckins).values(row)).rejects.toThrow();
    await expect(db().insert(blockCheckins).values({ ...row, slotStart: 8, periodsDone: 3 })).rejects.toThrow();
  });

  it("goes with its block: deleting the study block's event deletes its check-ins", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "删块的学生" });
    const eventId = await eventNamed(userId, "命题逻辑与等值演算");
    await db().insert(blockCheckins).values({ userId, eventId, week: 13, dayOfWeek: 1, slotStart: 7, status: "skipped", periodsDone: 0, periods: 2 });
    await db().delete(schedules).where(eq(schedules.eventId, eventId));
    await db().delete(scheduleEvents).where(eq(scheduleEvents.id, eventId));
    expect(await readCheckins(db(), userId)).toEqual([]);
  });

  it("reads open to-dos due before an instant, earliest first, without completed ones", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "有待办的学生" });
    const due = await readOpenTodosDueBefore(db(), userId, new Date("2026-04-24T16:00:00Z")); // Saturday 00:00 in Shanghai
    expect(due.map((task) => task.title)).toEqual(["去菜鸟驿站取快递", "提交线性代数第五章作业", "完成大学物理实验报告"]);
  });
});
