import { eq, inArray } from "drizzle-orm";
import { PlannerError } from "@/lib/errors";
import { describe, expect, it } from "vitest";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { insertDemoStudent } from "@/db/seed";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import type { Database } from "@/db/client";
import { scheduleEvents, schedules, taskClassItems } from "@/db/schema";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { createTaskClass, deleteTaskClass, updateTaskClass, type CreateTaskClassInput } from "./task-classes";
import { saveTerm } from "@/db/queries/term-settings";
import { createUser, getScheduleVersion } from "@/db/queries/users";

// Monday 2025-03-03 09:00 in Shanghai: the demo student's week 13; its term runs 2024-12-09 (Mon) to 2025-04-13 (Sun).
const NOW = new Date("2025-03-03T01:00:00Z");

/** A student with an 18-week term from Monday 2025-02-24 to Sunday 2025-06-29. */
async function student(db: Database, name: string): Promise<number> {
  const user = await createUser(db, name);
  await saveTerm(db, user.id, { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" });
  return user.id;
}

const REVIEW: CreateTaskClassInput = {
  name: "  线性代数复习 ",
  start_date: "2025-03-03",
  end_date: "2025-03-16",
  strategy: "rapid",
  allow_filler_course: true,
  excluded_slots: [6, 1, 6],
  items: [{ content: " 行列式 ", duration: 2 }, { content: "矩阵与秩" }, { content: "特征值", duration: 3 }],
};

describe.each(testDatabases())("task classes on $name", (factory) => {
  const database = useTestDatabase(factory);

  describe("listTaskClasses", () => {
    it("lists the demo student's classes with items in order and where each placed item first sits", async () => {
      const userId = await insertDemoStudent(database(), { now: NOW, name: "列表" });
      const classes = await listTaskClasses(database(), userId);
      expect(classes.map((taskClass) => [taskClass.name, taskClass.strategy, taskClass.excluded_slots])).toEqual([
        ["离散数学期末复习", "steady", []],
        ["概率论复习", "rapid", [1, 6]],
      ]);
      const [discrete, probability] = classes;
      expect(discrete).toMatchObject({ start_date: "2025-03-03", end_date: "2025-03-16", allow_filler_course: true, total_slots: 19 });
      expect(discrete.items.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(discrete.items[0]).toMatchObject({
        content: "命题逻辑与等值演算",
        status: "applied",
        // Monday of week 13, periods 7-8, a study block of its own.
        placed_at: { week: 13, day_of_week: 1, section_start: 7, section_end: 8, date: "2025-03-03", embedded: false },
      });
      expect(discrete.items[2]).toMatchObject({ content: "集合与二元关系", status: "pending", placed_at: null });
      // Wednesday of week 13, periods 3-4, inside 思想政治.
      expect(probability.items[0].placed_at).toEqual({ week: 13, day_of_week: 3, section_start: 3, section_end: 4, date: "2025-03-05", embedded: true });
      expect(probability.items.filter((item) => item.status === "applied")).toHaveLength(1);
    });

    it("shows nothing of another student's classes", async () => {
      await insertDemoStudent(database(), { now: NOW, name: "别人" });
      const userId = await student(database(), "新同学");
      expect(await listTaskClasses(database(), userId)).toEqual([]);
    });
  });

  describe("createTaskClass", () => {
    it("writes the class and its items in order, trimmed, with durations defaulted and summed, and bumps the version", async () => {
      const userId = await student(database(), "新建");
      const before = await getScheduleVersion(database(), userId);
      const result = await createTaskClass(database(), userId, REVIEW);
      expect(result.version).toBe(before + 1);
      expect(await getScheduleVersion(database(), userId)).toBe(before + 1);
      expect(result.task_class).toMatchObject({
        name: "线性代数复习",
        mode: "auto",
        strategy: "rapid",
        allow_filler_course: true,
        excluded_slots: [1, 6],
        total_slots: 7,
      });
      expect(result.task_class.items.map((item) => [item.order, item.content, item.duration, item.status])).toEqual([
        [1, "行列式", 2, "pending"],
        [2, "矩阵与秩", 2, "pending"],
        [3, "特征值", 3, "pending"],
      ]);
      expect(await listTaskClasses(database(), userId)).toEqual([result.task_class]);
    });

    it("defaults to steady, no 水课 and nothing excluded, with no items", async () => {
      const userId = await student(database(), "默认");
      const { task_class } = await createTaskClass(database(), userId, { name: "英语", start_date: "2025-02-24", end_date: "2025-06-29" });
      expect(task_class).toMatchObject({ strategy: "steady", allow_filler_course: false, excluded_slots: [], total_slots: null, items: [] });
    });

    it("refuses an empty name, dates outside the term, excluded periods outside 1-6 and bad items, writing nothing", async () => {
      const userId = await student(database(), "校验");
      const before = await dumpTables(database());
      const error = await createTaskClass(database(), userId, {
        name: " ",
        start_date: "2025-02-20",
        end_date: "2025-03-01",
        excluded_slots: [0, 7],
        items: [{ content: "", duration: 2 }, { content: "好", duration: 13 }],
      }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "task_class:invalid" });
      expect((error as PlannerError).details.reasons).toEqual([
        "任务类名称不能为空",
        "日期需要在学期内（2025-02-24 至 2025-06-29）",
        "排除时段只能是 1-6（1 = 第1-2节 … 6 = 第11-12节）",
      ]);
      const items = await createTaskClass(database(), userId, { ...REVIEW, items: [{ content: "", duration: 2 }, { content: "好", duration: 13 }] }).catch((caught: unknown) => caught);
      expect((items as PlannerError).details.reasons).toEqual(["第1项：任务内容不能为空", "第2项：时长需要是 1-12 节的整数"]);
      expect(await dumpTables(database())).toEqual(before);
    });

    it("refuses a start after the end, a name over 40 characters and more than 50 items", async () => {
      const userId = await student(database(), "边界");
      const reversed = await createTaskClass(database(), userId, { ...REVIEW, start_date: "2025-03-10", end_date: "2025-03-09" }).catch((caught: unknown) => caught);
      expect((reversed as PlannerError).details.reasons).toEqual(["开始日期不能晚于结束日期"]);
      const long = await createTaskClass(database(), userId, { ...REVIEW, name: "复".repeat(41) }).catch((caught: unknown) => caught);
      expect((long as PlannerError).details.reasons).toEqual(["任务类名称不能超过 40 个字"]);
      const many = Array.from({ length: 51 }, (_, index) => ({ content: `第${index + 1}节` }));
      const tooMany = await createTaskClass(database(), userId, { ...REVIEW, items: many }).catch((caught: unknown) => caught);
      expect((tooMany as PlannerError).details.reasons).toEqual(["一个任务类最多 50 项任务"]);
      // Exactly 40 characters and exactly 50 items are fine; one day is a valid range.
      const edge = await createTaskClass(database(), userId, { ...REVIEW, name: "复".repeat(40), start_date: "2025-06-29", end_date: "2025-06-29", items: many.slice(0, 50) });
      expect(edge.task_class.items).toHaveLength(50);
    });

    it("needs a term", async () => {
      const user = await createUser(database(), "无学期");
      await expect(createTaskClass(database(), user.id, REVIEW)).rejects.toMatchObject({ code: "term:not_found" });
    });
  });

  describe("updateTaskClass", () => {
    it("changes only the given fields and bumps the version", async () => {
      const userId = await student(database(), "编辑");
      const { task_class, version } = await createTaskClass(database(), userId, REVIEW);
      const result = await updateTaskClass(database(), userId, task_class.id, { name: "线代冲刺", strategy: "steady", excluded_slots: [3], allow_filler_course: false, end_date: "2025-03-20" });
      expect(result.version).toBe(version + 1);
      expect(result.task_class).toEqual({
        ...task_class,
        name: "线代冲刺",
        strategy: "steady",
        excluded_slots: [3],
        allow_filler_course: false,
        end_date: "2025-03-20",
      });
    });

    it("keeps a range the term no longer covers while the dates are untouched, but refuses a new range outside it", async () => {
      const userId = await student(database(), "学期变了");
      const { task_class } = await createTaskClass(database(), userId, { ...REVIEW, items: [], start_date: "2025-06-20", end_date: "2025-06-29" });
      await saveTerm(database(), userId, { start_date: "2025-02-24", weeks: 16, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" });
      expect((await updateTaskClass(database(), userId, task_class.id, { name: "改个名" })).task_class.name).toBe("改个名");
      const error = await updateTaskClass(database(), userId, task_class.id, { end_date: "2025-06-28" }).catch((caught: unknown) => caught);
      expect((error as PlannerError).details.reasons).toEqual(["日期需要在学期内（2025-02-24 至 2025-06-15）"]);
    });

    it("answers not found for another student's class and for a missing one, changing nothing", async () => {
      const owner = await student(database(), "主人");
      const intruder = await student(database(), "旁人");
      const { task_class } = await createTaskClass(database(), owner, REVIEW);
      const before = await dumpTables(database());
      const error = await updateTaskClass(database(), intruder, task_class.id, { name: "偷改" }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "task_class:not_found" });
      expect((error as Error).message).toBe("没有找到这个任务类");
      await expect(updateTaskClass(database(), owner, 999_999, { name: "不存在" })).rejects.toMatchObject({ code: "task_class:not_found" });
      await expect(deleteTaskClass(database(), intruder, task_class.id)).rejects.toMatchObject({ code: "task_class:not_found" });
      expect(await dumpTables(database())).toEqual(before);
    });
  });

  describe("deleteTaskClass", () => {
    it("removes the class, its items and their study blocks, frees embeddings, and says how many blocks went", async () => {
      const userId = await insertDemoStudent(database(), { now: NOW, name: "删除" });
      const [discrete, probability] = await listTaskClasses(database(), userId);
      const before = await getScheduleVersion(database(), userId);

      const discreteResult = await deleteTaskClass(database(), userId, discrete.id);
      expect(discreteResult).toEqual({ version: before + 1, removed_items: 8, removed_blocks: 2 });
      const blocks = await database().select().from(scheduleEvents).where(inArray(scheduleEvents.relId, discrete.items.map((item) => item.id)));
      expect(blocks).toEqual([]);

      const probabilityResult = await deleteTaskClass(database(), userId, probability.id);
      expect(probabilityResult).toEqual({ version: before + 2, removed_items: 7, removed_blocks: 1 });
      const hostRows = await database().select().from(schedules).where(eq(schedules.userId, userId));
      expect(hostRows.filter((row) => row.embeddedTaskId !== null)).toEqual([]);
      expect(await database().select().from(taskClassItems).where(inArray(taskClassItems.categoryId, [discrete.id, probability.id]))).toEqual([]);
      expect(await listTaskClasses(database(), userId)).toEqual([]);
    });
  });
});
