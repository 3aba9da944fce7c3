import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { scheduleEvents, schedules, tasks } from "@/db/schema";
import type { PriorityGroup } from "@/lib/tasks/priority";
import { applyTaskQuery } from "@/lib/tasks/task-query";
import type { TaskQuery, TaskQuerySort } from "@/lib/tasks/task-types";
import { deleteTask, insertTask, listTaskEntries, listTasks, queryTasks, type InsertTaskParams } from "./tasks";
import { getScheduleVersion } from "./users";
import { addStudyBlocks as addStudyBlocksFor, insertTasks, newStudent } from "@/testing/fixtures/task-rows";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC).
const NOW = new Date("2026-04-27T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const baseQuery: TaskQuery = { include_completed: false, sort: "deadline_asc", limit: 20 };
const query = (overrides: Partial<TaskQuery> = {}): TaskQuery => ({ ...baseQuery, ...overrides });

describe.each(testDatabases())("task queries ($name)", (factory) => {
  const db = useTestDatabase(factory);

  const newUser = (name?: string) => newStudent(db(), name);
  const insertAll = (userId: number, drafts: InsertTaskParams[]) => insertTasks(db(), userId, drafts);
  const addStudyBlocks = (userId: number, taskId: number, blockCount: number, firstSection?: number) =>
    addStudyBlocksFor(db(), userId, taskId, blockCount, firstSection);

  async function idsOf(userId: number, overrides: Partial<TaskQuery>): Promise<number[]> {
    return (await queryTasks(db(), userId, query(overrides), NOW)).tasks.map((task) => task.id);
  }

  describe("insertTask", () => {
    it("stores the draft's fields and returns the row as a snake_case record", async () => {
      const userId = await newUser();
      const deadline = hoursFromNow(52);
      const record = await insertTask(db(), userId, {
        title: "给导师发周报",
        priority_group: 2,
        deadline_at: deadline,
        urgency_threshold_at: hoursFromNow(28),
        estimated_sections: 2,
      });
      expect(record).toMatchObject({
        user_id: userId,
        title: "给导师发周报",
        priority_group: 2,
        deadline_at: deadline,
        urgency_threshold_at: hoursFromNow(28),
        estimated_sections: 2,
        is_completed: false,
      });
      expect(record.created_at).toBeInstanceOf(Date);
      expect(await listTasks(db(), userId)).toEqual([record]);
    });

    it("leaves absent optional fields null and accepts a lib/tasks draft as it is", async () => {
      const userId = await newUser();
      const record = await insertTask(db(), userId, { title: "买牛奶", priority_group: 3, source: "quick_note" } as InsertTaskParams);
      expect(record).toMatchObject({ deadline_at: null, urgency_threshold_at: null, estimated_sections: null, is_completed: false });
    });

    it("rejects a quadrant outside 1-4 in the database", async () => {
      const userId = await newUser();
      await expect(insertTask(db(), userId, { title: "坏数据", priority_group: 5 as PriorityGroup })).rejects.toThrow();
      expect(await listTasks(db(), userId)).toEqual([]);
    });
  });

  describe("queryTasks", () => {
    describe("filters", () => {
      let userId: number;
      let ids: Record<string, number>;

      beforeAll(async () => {
        userId = await newUser();
        const [discrete, discreteDone, english, noDeadline, percent] = await insertAll(userId, [
          { title: "离散数学作业 3", priority_group: 2, deadline_at: hoursFromNow(50) },
          { title: "离散数学错题整理", priority_group: 3, deadline_at: hoursFromNow(10), is_completed: true },
          { title: "Linear Algebra quiz", priority_group: 1, deadline_at: hoursFromNow(5) },
          { title: "整理书桌", priority_group: 4 },
          { title: "打印 100% 讲义", priority_group: 3, deadline_at: hoursFromNow(30) },
        ]);
        ids = { discrete, discreteDone, english, noDeadline, percent };
      });

      it("matches the keyword as a case-insensitive substring of the title", async () => {
        expect(await idsOf(userId, { keyword: "离散数学" })).toEqual([ids.discrete]);
        expect(await idsOf(userId, { keyword: "linear ALGEBRA" })).toEqual([ids.english]);
        expect(await idsOf(userId, { keyword: "不存在" })).toEqual([]);
      });

      it("matches across scripts and widths: a Simplified keyword finds a Traditional title and the other way round", async () => {
        const student = await newUser();
        const [report, slides, discrete] = await insertAll(student, [
          { title: "交報告（資料結構）", priority_group: 2, deadline_at: hoursFromNow(40) },
          { title: "ＰＰＴ初稿", priority_group: 3 },
          { title: "离散数学作业", priority_group: 3 },
        ]);
        expect(await idsOf(student, { keyword: "交报告" })).toEqual([report]);
        expect(await idsOf(student, { keyword: "资料结构" })).toEqual([report]);
        expect(await idsOf(student, { keyword: "ppt" })).toEqual([slides]);
        expect(await idsOf(student, { keyword: "離散數學" })).toEqual([discrete]);
      });

      it("reads % and _ in a keyword as plain characters, not as patterns", async () => {
        expect(await idsOf(userId, { keyword: "100%" })).toEqual([ids.percent]);
        expect(await idsOf(userId, { keyword: "%" })).toEqual([ids.percent]);
        expect(await idsOf(userId, { keyword: "_" })).toEqual([]);
      });

      it("shows only unfinished tasks by default", async () => {
        expect(await idsOf(userId, {})).toEqual([ids.english, ids.percent, ids.discrete, ids.noDeadline]);
      });

      it("includes finished tasks when include_completed is set", async () => {
        expect(await idsOf(userId, { include_completed: true })).toEqual([
          ids.english,
          ids.discreteDone,
          ids.percent,
          ids.discrete,
          ids.noDeadline,
        ]);
      });

      it("shows only finished tasks with completed_only (and, as in memory, nothing without include_completed)", async () => {
        expect(await idsOf(userId, { completed_only: true, include_completed: true })).toEqual([ids.discreteDone]);
        expect(await idsOf(userId, { completed_only: true, include_completed: false })).toEqual([]);
      });

      it("filters by quadrant", async () => {
        expect(await idsOf(userId, { quadrant: 4 })).toEqual([ids.noDeadline]);
        expect(await idsOf(userId, { quadrant: 3, include_completed: true })).toEqual([ids.discreteDone, ids.percent]);
      });

      it("treats deadline_before as exclusive and never matches a task without a deadline", async () => {
        expect(await idsOf(userId, { deadline_before: hoursFromNow(30) })).toEqual([ids.english]);
        expect(await idsOf(userId, { deadline_before: new Date(hoursFromNow(30).getTime() + 1) })).toEqual([
          ids.english,
          ids.percent,
        ]);
      });

      it("treats deadline_after as inclusive and never matches a task without a deadline", async () => {
        expect(await idsOf(userId, { deadline_after: hoursFromNow(30) })).toEqual([ids.percent, ids.discrete]);
        expect(await idsOf(userId, { deadline_after: new Date(hoursFromNow(30).getTime() + 1) })).toEqual([ids.discrete]);
      });

      it("combines both deadline bounds into a range", async () => {
        expect(await idsOf(userId, { deadline_after: hoursFromNow(1), deadline_before: hoursFromNow(40) })).toEqual([
          ids.english,
          ids.percent,
        ]);
      });
    });

    describe("effective quadrant", () => {
      let userId: number;
      let ids: Record<string, number>;

      beforeAll(async () => {
        userId = await newUser();
        const [reached, exactlyNow, later, noThreshold, urgent] = await insertAll(userId, [
          { title: "已过紧急点", priority_group: 2, deadline_at: hoursFromNow(20), urgency_threshold_at: hoursFromNow(-4) },
          { title: "恰好到紧急点", priority_group: 2, deadline_at: hoursFromNow(24), urgency_threshold_at: NOW },
          { title: "还没到紧急点", priority_group: 2, deadline_at: hoursFromNow(30), urgency_threshold_at: new Date(NOW.getTime() + 1) },
          { title: "没有紧急点", priority_group: 2, deadline_at: hoursFromNow(2) },
          { title: "本来就紧急", priority_group: 1, deadline_at: hoursFromNow(40) },
        ]);
        ids = { reached, exactlyNow, later, noThreshold, urgent };
      });

      it("counts a quadrant-2 task at or past its urgency threshold as quadrant 1", async () => {
        expect(await idsOf(userId, { quadrant: 1 })).toEqual([ids.reached, ids.exactlyNow, ids.urgent]);
      });

      it("keeps quadrant 2 before the threshold and without one", async () => {
        expect(await idsOf(userId, { quadrant: 2 })).toEqual([ids.noThreshold, ids.later]);
      });

      it("follows `now`: a day earlier none of the thresholds is reached", async () => {
        const earlier = new Date(NOW.getTime() - 24 * HOUR);
        const result = await queryTasks(db(), userId, query({ quadrant: 1 }), earlier);
        expect(result.tasks.map((task) => task.id)).toEqual([ids.urgent]);
      });

      it("sorts by priority on the effective quadrant, then deadline, then id", async () => {
        expect(await idsOf(userId, { sort: "priority" })).toEqual([
          ids.reached,
          ids.exactlyNow,
          ids.urgent,
          ids.noThreshold,
          ids.later,
        ]);
      });
    });

    describe("sorting", () => {
      let userId: number;
      let ids: Record<string, number>;

      beforeAll(async () => {
        userId = await newUser();
        // Inserted directly to control created_at, including a tie.
        const rows = await db()
          .insert(tasks)
          .values([
            { userId, title: "无截止 A", priorityGroup: 3, createdAt: hoursFromNow(-5) },
            { userId, title: "周三", priorityGroup: 3, deadlineAt: hoursFromNow(48), createdAt: hoursFromNow(-1) },
            { userId, title: "明天", priorityGroup: 4, deadlineAt: hoursFromNow(24), createdAt: hoursFromNow(-1) },
            { userId, title: "同为明天", priorityGroup: 1, deadlineAt: hoursFromNow(24), createdAt: hoursFromNow(-3) },
            { userId, title: "无截止 B", priorityGroup: 1, createdAt: hoursFromNow(-2) },
          ])
          .returning({ id: tasks.id });
        const [noneA, wednesday, tomorrow, tomorrowToo, noneB] = rows.map((row) => row.id);
        ids = { noneA, wednesday, tomorrow, tomorrowToo, noneB };
      });

      it("deadline_asc: earliest first, equal deadlines by id, tasks without a deadline last", async () => {
        expect(await idsOf(userId, { sort: "deadline_asc" })).toEqual([
          ids.tomorrow,
          ids.tomorrowToo,
          ids.wednesday,
          ids.noneA,
          ids.noneB,
        ]);
      });

      it("deadline_desc: latest first, tasks without a deadline still last", async () => {
        expect(await idsOf(userId, { sort: "deadline_desc" })).toEqual([
          ids.wednesday,
          ids.tomorrow,
          ids.tomorrowToo,
          ids.noneA,
          ids.noneB,
        ]);
      });

      it("priority: quadrant first, deadline-less tasks after dated ones of the same quadrant", async () => {
        expect(await idsOf(userId, { sort: "priority" })).toEqual([
          ids.tomorrowToo,
          ids.noneB,
          ids.wednesday,
          ids.noneA,
          ids.tomorrow,
        ]);
      });

      it("created_desc: newest first, equal creation times by the higher id", async () => {
        expect(await idsOf(userId, { sort: "created_desc" })).toEqual([
          ids.tomorrow,
          ids.wednesday,
          ids.noneB,
          ids.tomorrowToo,
          ids.noneA,
        ]);
      });
    });

    describe("limit and count", () => {
      let userId: number;

      beforeAll(async () => {
        userId = await newUser();
        await insertAll(
          userId,
          Array.from({ length: 7 }, (_, index) => ({ title: `作业 ${index + 1}`, priority_group: 3 as const, deadline_at: hoursFromNow(index + 1) })),
        );
      });

      it("cuts the rows to the limit but counts every match", async () => {
        const result = await queryTasks(db(), userId, query({ limit: 3 }), NOW);
        expect(result.result_count).toBe(7);
        expect(result.tasks.map((task) => task.title)).toEqual(["作业 1", "作业 2", "作业 3"]);
      });

      it("returns every match when the limit is not reached", async () => {
        const result = await queryTasks(db(), userId, query({ limit: 50 }), NOW);
        expect(result.result_count).toBe(7);
        expect(result.tasks).toHaveLength(7);
      });

      it("still counts with a limit of 0", async () => {
        expect(await queryTasks(db(), userId, query({ limit: 0 }), NOW)).toEqual({ result_count: 7, tasks: [] });
      });

      it("answers zero and no rows when nothing matches", async () => {
        expect(await queryTasks(db(), userId, query({ keyword: "离散" }), NOW)).toEqual({ result_count: 0, tasks: [] });
      });
    });

    it("never returns or counts another user's tasks", async () => {
      const owner = await newUser("主人");
      const stranger = await newUser("陌生人");
      await insertTask(db(), owner, { title: "离散数学作业", priority_group: 2, deadline_at: hoursFromNow(5) });
      await insertTask(db(), stranger, { title: "离散数学作业（别人的）", priority_group: 2, deadline_at: hoursFromNow(5) });
      const result = await queryTasks(db(), owner, query({ keyword: "离散数学", include_completed: true }), NOW);
      expect(result.result_count).toBe(1);
      expect(result.tasks.map((task) => task.user_id)).toEqual([owner]);
    });

    describe("agreement with applyTaskQuery", () => {
      const instants = [-30, -1, 0, 1, 23, 24, 48, 100].map(hoursFromNow);
      const instant = fc.constantFrom(...instants);
      const optionalInstant = fc.option(instant, { nil: undefined });
      const taskArbitrary = fc.record({
        title: fc.constantFrom("离散数学作业", "離散數學錯題", "Linear Algebra", "ｌｉｎｅａｒ algebra 复习", "整理 100% 讲义", "买牛奶"),
        priority_group: fc.constantFrom<PriorityGroup>(1, 2, 3, 4),
        deadline_at: fc.option(instant, { nil: null }),
        urgency_threshold_at: fc.option(instant, { nil: null }),
        is_completed: fc.boolean(),
        created_at: fc.constantFrom(...instants.slice(0, 4)),
      });
      const queryArbitrary: fc.Arbitrary<TaskQuery> = fc.record(
        {
          keyword: fc.constantFrom("离散", "離散", "ALGEBRA", "100%", "復習", "无此词"),
          quadrant: fc.constantFrom<PriorityGroup>(1, 2, 3, 4),
          include_completed: fc.boolean(),
          completed_only: fc.boolean(),
          deadline_before: optionalInstant,
          deadline_after: optionalInstant,
          sort: fc.constantFrom<TaskQuerySort>("deadline_asc", "deadline_desc", "priority", "created_desc"),
          limit: fc.integer({ min: 0, max: 6 }),
        },
        { requiredKeys: ["include_completed", "sort", "limit"] },
      );

      it("returns the same count and the same rows in the same order as the in-memory rules", async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(taskArbitrary, { maxLength: 10 }), queryArbitrary, async (drafts, taskQuery) => {
            const userId = await newUser();
            if (drafts.length > 0) {
              await db()
                .insert(tasks)
                .values(
                  drafts.map((draft) => ({
                    userId,
                    title: draft.title,
                    priorityGroup: draft.priority_group,
                    deadlineAt: draft.deadline_at,
                    urgencyThresholdAt: draft.urgency_threshold_at,
                    isCompleted: draft.is_completed,
                    createdAt: draft.created_at,
                  })),
                );
            }
            const stored = await listTasks(db(), userId);
            const expected = applyTaskQuery(stored, taskQuery, NOW);
            const actual = await queryTasks(db(), userId, taskQuery, NOW);
            expect(actual.result_count).toBe(expected.result_count);
            expect(actual.tasks).toEqual(expected.tasks);
          }),
          { numRuns: 40 },
        );
      });
    });
  });

  describe("listTasks", () => {
    it("lists the user's tasks oldest first, optionally without finished ones", async () => {
      const userId = await newUser();
      const [first, second] = await insertAll(userId, [
        { title: "第一条", priority_group: 3, is_completed: true },
        { title: "第二条", priority_group: 3 },
      ]);
      await insertTask(db(), await newUser("别人"), { title: "别人的", priority_group: 3 });
      expect((await listTasks(db(), userId)).map((task) => task.id)).toEqual([first, second]);
      expect((await listTasks(db(), userId, { include_completed: false })).map((task) => task.id)).toEqual([second]);
    });
  });

  describe("listTaskEntries", () => {
    it("counts each task's study blocks and filters by status, never showing another user's", async () => {
      const userId = await newUser();
      const [open, done, planned] = await insertAll(userId, [
        { title: "未完成", priority_group: 3 },
        { title: "已完成", priority_group: 3, is_completed: true },
        { title: "已排入日程", priority_group: 2, estimated_sections: 3 },
      ]);
      await addStudyBlocks(userId, planned, 3);
      await insertTask(db(), await newUser("别人"), { title: "别人的", priority_group: 3 });
      const all = await listTaskEntries(db(), userId);
      expect(all.map((task) => [task.id, task.study_blocks])).toEqual([
        [open, 0],
        [done, 0],
        [planned, 3],
      ]);
      expect((await listTaskEntries(db(), userId, "open")).map((task) => task.id)).toEqual([open, planned]);
      expect((await listTaskEntries(db(), userId, "done")).map((task) => task.id)).toEqual([done]);
    });
  });

  describe("deleteTask", () => {
    it("deletes the user's task once, without moving the schedule version when it had no study blocks", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "删掉", priority_group: 3 }]);
      const version = await getScheduleVersion(db(), userId);
      expect(await deleteTask(db(), userId, { task_id: id })).toEqual({ task_id: id, study_blocks: 0, schedule_version: version });
      expect(await deleteTask(db(), userId, { task_id: id })).toBeNull();
      expect(await listTasks(db(), userId)).toEqual([]);
      expect(await getScheduleVersion(db(), userId)).toBe(version);
    });

    it("takes the study blocks and their periods along and bumps the schedule version in the same transaction", async () => {
      const userId = await newUser();
      const [id, other] = await insertAll(userId, [
        { title: "复习离散数学", priority_group: 2, estimated_sections: 2 },
        { title: "另一条", priority_group: 2 },
      ]);
      await addStudyBlocks(userId, id, 2);
      await addStudyBlocks(userId, other, 1, 5);
      const version = await getScheduleVersion(db(), userId);
      expect(await deleteTask(db(), userId, { task_id: id })).toEqual({ task_id: id, study_blocks: 2, schedule_version: version + 1 });
      expect(await getScheduleVersion(db(), userId)).toBe(version + 1);
      const events = await db().select().from(scheduleEvents).where(eq(scheduleEvents.userId, userId));
      expect(events.map((event) => event.taskId)).toEqual([other]);
      expect(await db().select().from(schedules).where(eq(schedules.userId, userId))).toHaveLength(1);
    });

    it("refuses another user's task and keeps it", async () => {
      const owner = await newUser();
      const [id] = await insertAll(owner, [{ title: "我的", priority_group: 3 }]);
      expect(await deleteTask(db(), await newUser("别人"), { task_id: id })).toBeNull();
      expect(await listTasks(db(), owner)).toHaveLength(1);
    });
  });
});
