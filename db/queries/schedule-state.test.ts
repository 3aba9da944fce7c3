import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/db/queries/users";
import { insertDemoStudent } from "@/db/seed";
import { schedules, taskClasses, taskClassItems, scheduleEvents, tasks } from "@/db/schema";
import { taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { loadScheduleSnapshot, loadState } from "./schedule-state";
import { loadTerm, windowForDateRange, windowFromToday } from "./terms";

// 2026-04-22 10:00 in Shanghai, a Wednesday: week 13 of the demo term, which starts on Monday 2026-01-26.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("loadState ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;
  let otherUserId: number;

  beforeAll(async () => {
    // A first student shifts every id, so no test can pass by state_id happening to equal a source id.
    otherUserId = await insertDemoStudent(db(), { now: NOW, name: "对照学生" });
    userId = await insertDemoStudent(db(), { now: NOW });
  });

  async function demoWindowState() {
    const term = await loadTerm(db(), userId);
    if (!term) throw new Error("demo term missing");
    return loadState(db(), userId, windowFromToday(term, NOW, 14));
  }

  it("maps the window from today (week 13 Wednesday) through the Tuesday of week 15", async () => {
    const state = await demoWindowState();
    expect(state.window.total_days).toBe(14);
    expect(state.window.day_mapping[0]).toEqual({ day_index: 1, week: 13, day_of_week: 3 });
    expect(state.window.day_mapping[5]).toEqual({ day_index: 6, week: 14, day_of_week: 1 });
    expect(state.window.day_mapping[13]).toEqual({ day_index: 14, week: 15, day_of_week: 2 });
  });

  it("compresses course periods into ranges, including 3- and 4-period blocks and odd/even weeks", async () => {
    const state = await demoWindowState();
    expect(taskNamed(state, "程序设计").slots).toEqual([
      { day: 3, slot_start: 5, slot_end: 6 }, // week 13 Friday
      { day: 7, slot_start: 9, slot_end: 12 }, // week 14 Tuesday, the 4-period block
      { day: 10, slot_start: 5, slot_end: 6 },
      { day: 14, slot_start: 9, slot_end: 12 },
    ]);
    // The physics lab (Thursday 5-7) runs in even weeks only: week 14 Thursday is day 9.
    expect(taskNamed(state, "大学物理").slots).toEqual([
      { day: 7, slot_start: 1, slot_end: 2 },
      { day: 9, slot_start: 5, slot_end: 7 },
      { day: 14, slot_start: 1, slot_end: 2 },
    ]);
    // English on Thursday only in odd weeks: week 13 (day 2) but not week 14 (day 9).
    expect(taskNamed(state, "大学英语").slots).toEqual([
      { day: 2, slot_start: 1, slot_end: 2 },
      { day: 7, slot_start: 3, slot_end: 4 },
      { day: 14, slot_start: 3, slot_end: 4 },
    ]);
  });

  it("marks non-embeddable courses locked and embeddable ones movable hosts", async () => {
    const state = await demoWindowState();
    const math = taskNamed(state, "高等数学");
    expect(math).toMatchObject({ source: "event", category: "课程", event_type: "course", locked: true, can_embed: false });
    const politics = taskNamed(state, "思想政治");
    expect(politics).toMatchObject({ category: "课程", event_type: "course", locked: false, can_embed: true });
    expect(state.tasks.every((task) => task.status !== "existing" || task.slots!.length > 0)).toBe(true);
  });

  it("leaves out events with no period in the window (a course that ended in week 8, a block from Monday)", async () => {
    const state = await demoWindowState();
    const names = state.tasks.map((task) => task.name);
    expect(names).not.toContain("心理健康教育");
    expect(names).not.toContain("命题逻辑与等值演算");
  });

  it("loads a placed study block as an event task under its task class", async () => {
    const state = await demoWindowState();
    const [discreteClass] = await db()
      .select()
      .from(taskClasses)
      .where(eq(taskClasses.userId, userId))
      .orderBy(taskClasses.id);
    expect(taskNamed(state, "谓词逻辑与推理理论")).toMatchObject({
      source: "event",
      status: "existing",
      event_type: "task",
      category: "离散数学期末复习",
      locked: false,
      category_id: discreteClass.id,
      item_order: 2,
      slots: [{ day: 1, slot_start: 7, slot_end: 8 }],
    });
  });

  it("loads an embedded item beside its host, linked both ways", async () => {
    const state = await demoWindowState();
    const politics = taskNamed(state, "思想政治");
    const guest = taskNamed(state, "第一章 随机事件与概率");
    expect(guest).toMatchObject({
      source: "task_item",
      status: "existing",
      category: "概率论复习",
      embed_host: politics.state_id,
      slots: [{ day: 1, slot_start: 3, slot_end: 4 }],
    });
    expect(politics.embedded_by).toEqual([guest.state_id]);
    expect(guest.embedded_by).toBeUndefined();
  });

  it("lists pending items by class, then item order, with their duration and class", async () => {
    const state = await demoWindowState();
    const pending = state.tasks.filter((task) => task.status === "pending" && task.source === "task_item");
    expect(pending.map((task) => [task.category, task.item_order, task.name, task.duration])).toEqual([
      ["离散数学期末复习", 3, "集合与二元关系", 2],
      ["离散数学期末复习", 4, "函数与等价关系", 2],
      ["离散数学期末复习", 5, "图论基础：欧拉图与哈密顿图", 3],
      ["离散数学期末复习", 6, "树与最小生成树", 2],
      ["离散数学期末复习", 7, "代数系统：群、环、域", 2],
      ["离散数学期末复习", 8, "综合模拟卷（限时）", 4],
      ["概率论复习", 2, "第二章 随机变量及其分布", 2],
      ["概率论复习", 3, "第三章 多维随机变量", 3],
      ["概率论复习", 4, "第四章 数字特征：期望与方差", 2],
      ["概率论复习", 5, "第五章 大数定律与中心极限定理", 2],
      ["概率论复习", 6, "第六章 参数估计", 2],
      ["概率论复习", 7, "第七章 假设检验与历年真题", 3],
    ]);
    expect(pending.every((task) => task.source === "task_item" && task.slots === undefined)).toBe(true);
  });

  it("numbers tasks 1..n: placed ones by first period (host before guest), then pending ones", async () => {
    const state = await demoWindowState();
    expect(state.tasks.map((task) => task.state_id)).toEqual(state.tasks.map((_, index) => index + 1));
    const placed = state.tasks.filter((task) => task.status === "existing");
    const firstSlots = placed.map((task) => [task.slots![0].day, task.slots![0].slot_start]);
    const sorted = [...firstSlots].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(firstSlots).toEqual(sorted);
    const lastPlaced = Math.max(...placed.map((task) => task.state_id));
    const firstPending = Math.min(...state.tasks.filter((task) => task.status === "pending").map((task) => task.state_id));
    expect(lastPlaced).toBeLessThan(firstPending);
    expect(taskNamed(state, "思想政治").state_id).toBeLessThan(taskNamed(state, "第一章 随机事件与概率").state_id);
  });

  it("offers open loose tasks with an estimate after the items, with deadlines as window days", async () => {
    const state = await demoWindowState();
    const loose = state.tasks.filter((task) => task.source === "task");
    const rows = await db().select().from(tasks).where(eq(tasks.userId, userId));
    const expected = rows
      .filter((row) => !row.isCompleted && row.estimatedSections !== null && (row.deadlineAt === null || row.deadlineAt >= new Date("2026-04-21T16:00:00Z")))
      .sort((a, b) => a.id - b.id);
    expect(loose.map((task) => task.source_id)).toEqual(expected.map((row) => row.id));
    // 交高等数学习题册 is done (and was due yesterday): not offered.
    expect(loose.some((task) => task.name === "交高等数学习题册")).toBe(false);
    const report = loose.find((task) => task.name === "完成大学物理实验报告");
    // Due the day after tomorrow at 18:00 Shanghai: window day 3.
    expect(report).toMatchObject({ status: "pending", category: "待办", estimated_sections: 3, deadline_day: 3 });
    // 英语四级真题 is due in 30 days: beyond this 14-day window, so no deadline inside it.
    expect(loose.find((task) => task.name === "做一套英语四级真题")?.deadline_day).toBeUndefined();
    const firstLoose = Math.min(...loose.map((task) => task.state_id));
    const items = state.tasks.filter((task) => task.source === "task_item");
    expect(Math.max(...items.map((task) => task.state_id))).toBeLessThan(firstLoose);
  });

  it("reads a loose task's committed study block back as a movable event, no longer pending", async () => {
    const [row] = await db()
      .select()
      .from(tasks)
      .where(eq(tasks.title, "整理离散数学错题本"))
      .then((found) => found.filter((task) => task.userId === otherUserId));
    const term = await loadTerm(db(), otherUserId);
    const window = windowFromToday(term!, NOW, 14);
    const [event] = await db()
      .insert(scheduleEvents)
      .values({ userId: otherUserId, name: row.title, type: "task", taskId: row.id })
      .returning();
    const first = window.day_mapping[1];
    await db().insert(schedules).values([
      { eventId: event.id, userId: otherUserId, week: first.week, dayOfWeek: first.day_of_week, section: 11 },
      { eventId: event.id, userId: otherUserId, week: first.week, dayOfWeek: first.day_of_week, section: 12 },
    ]);
    const state = await loadState(db(), otherUserId, window);
    expect(state.tasks.filter((task) => task.source === "task" && task.source_id === row.id)).toEqual([]);
    expect(state.tasks.find((task) => task.source === "event" && task.source_id === event.id)).toMatchObject({
      name: "整理离散数学错题本",
      category: "待办",
      status: "existing",
      locked: false,
      event_type: "task",
      slots: [{ day: 2, slot_start: 11, slot_end: 12 }],
    });
  });

  it("is deterministic: loading twice gives the same state", async () => {
    expect(await demoWindowState()).toEqual(await demoWindowState());
  });

  it("never shows another student's rows", async () => {
    const state = await demoWindowState();
    const ownEvents = await db().select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.userId, userId));
    const ownItems = await db()
      .select({ id: taskClassItems.id })
      .from(taskClassItems)
      .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
      .where(eq(taskClasses.userId, userId));
    const ownTasks = await db().select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, userId));
    const ownIds = {
      event: new Set(ownEvents.map((row) => row.id)),
      task_item: new Set(ownItems.map((row) => row.id)),
      task: new Set(ownTasks.map((row) => row.id)),
      review: new Set<number>(), // a review is only ever read back as its event
    };
    expect(state.tasks.some((task) => task.source === "task")).toBe(true);
    for (const task of state.tasks) expect(ownIds[task.source].has(task.source_id)).toBe(true);
    expect(otherUserId).not.toBe(userId);
  });

  it("maps each task class's date range onto window days, absent when it misses the window", async () => {
    const state = await demoWindowState();
    expect(state.task_classes).toEqual([
      expect.objectContaining({ name: "离散数学期末复习", day_start: 1, day_end: 14, strategy: "steady", allow_filler_course: true, excluded_slots: [] }),
      expect.objectContaining({ name: "概率论复习", day_start: 1, day_end: 14, strategy: "rapid", allow_filler_course: false, excluded_slots: [1, 6] }),
    ]);
    const term = (await loadTerm(db(), userId))!;
    // Week 13 Monday and Tuesday: both classes start on Wednesday, so neither range reaches this window.
    const before = await loadState(db(), userId, windowForDateRange(term, "2026-04-20", "2026-04-21"));
    expect(before.task_classes!.map((taskClass) => [taskClass.day_start, taskClass.day_end])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    // A window starting two days before the classes: they begin on its day 3.
    const straddling = await loadState(db(), userId, windowForDateRange(term, "2026-04-20", "2026-04-23"));
    expect(straddling.task_classes![0]).toMatchObject({ day_start: 3, day_end: 4 });
  });

  it("reads the version in the same snapshot, 0 before any commit", async () => {
    const term = (await loadTerm(db(), userId))!;
    const snapshot = await loadScheduleSnapshot(db(), userId, windowFromToday(term, NOW, 7));
    expect(snapshot.version).toBe(0);
    expect(snapshot.state.window.total_days).toBe(7);
  });

  it("refuses a user without a term", async () => {
    const user = await createUser(db(), "没有学期的学生");
    const window = { total_days: 1, day_mapping: [{ day_index: 1, week: 1, day_of_week: 1 }] };
    await expect(loadState(db(), user.id, window)).rejects.toMatchObject({ code: "term:not_found" });
  });
});

describe("windowForDateRange", () => {
  const term = { start_date: "2026-01-26", weeks: 18 };

  it("clips a range that runs past the last week of the term", () => {
    // Week 18 Saturday (2026-05-30) for 14 days: only Saturday and Sunday are in the term.
    const window = windowForDateRange(term, "2026-05-30", "2026-06-12");
    expect(window.day_mapping).toEqual([
      { day_index: 1, week: 18, day_of_week: 6 },
      { day_index: 2, week: 18, day_of_week: 7 },
    ]);
  });

  it("throws a typed error for a range wholly outside the term", () => {
    expect(() => windowForDateRange(term, "2026-07-01", "2026-07-03")).toThrow(expect.objectContaining({ code: "range:outside_term" }));
  });
});

describe("windowFromToday", () => {
  it("starts on the student's local date, not the server's (UTC Tuesday 17:00 is Wednesday in Shanghai)", () => {
    const term = { id: 1, start_date: "2026-01-26", weeks: 18, section_times: [], timezone: "Asia/Shanghai" };
    const window = windowFromToday(term, new Date("2026-04-21T17:00:00Z"), 1);
    expect(window.day_mapping).toEqual([{ day_index: 1, week: 13, day_of_week: 3 }]);
  });
});
