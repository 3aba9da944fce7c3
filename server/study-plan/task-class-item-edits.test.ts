import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { scheduleEvents, schedules } from "@/db/schema";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { deleteItem, updateItem } from "./task-class-items";
import { createTaskClass } from "./task-classes";
import { getScheduleVersion } from "@/db/queries/users";
import { contentsOf, ordersOf, studentWithClass } from "@/testing/fixtures/task-class-student";

// Monday 2025-03-03 09:00 in Shanghai: the demo student's week 13.
const NOW = new Date("2025-03-03T01:00:00Z");

describe.each(testDatabases())("task class items on $name", (factory) => {
  const database = useTestDatabase(factory);

  describe("updateItem", () => {
    it("changes content and duration of a pending item and bumps the version", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "改项", ["第一章", "第二章"]);
      const before = await getScheduleVersion(database(), userId);
      const result = await updateItem(database(), userId, taskClass.id, taskClass.items[1].id, { content: " 第二章 随机变量 ", duration: 4 });
      expect(result.version).toBe(before + 1);
      expect(result.task_class.items[1]).toMatchObject({ content: "第二章 随机变量", duration: 4, order: 2 });
      expect(result.task_class.total_slots).toBe(6);
    });

    it("refuses a new duration for a placed item, but renames it and its study block", async () => {
      const userId = await insertDemoStudent(database(), { now: NOW, name: "已安排" });
      const [discrete] = await listTaskClasses(database(), userId);
      const placed = discrete.items[0];
      const before = await dumpTables(database());
      const error = await updateItem(database(), userId, discrete.id, placed.id, { duration: 3 }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "task_item:placed" });
      expect((error as Error).message).toBe("已安排的任务不能修改时长：请先对助手说“把它先不排了”，确认后再修改。");
      expect(await dumpTables(database())).toEqual(before);

      // The same duration is not a change.
      const renamed = await updateItem(database(), userId, discrete.id, placed.id, { content: "命题逻辑", duration: placed.duration });
      expect(renamed.task_class.items[0]).toMatchObject({ content: "命题逻辑", status: "applied", placed_at: placed.placed_at });
      const [block] = await database().select().from(scheduleEvents).where(eq(scheduleEvents.relId, placed.id));
      expect(block.name).toBe("命题逻辑");
    });

    it("answers not found for an item of another class", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "串项", ["第一章"]);
      const other = await createTaskClass(database(), userId, { name: "另一个", start_date: "2025-03-03", end_date: "2025-03-04", items: [{ content: "别的" }] });
      const error = await updateItem(database(), userId, taskClass.id, other.task_class.items[0].id, { content: "改" }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "task_item:not_found" });
    });
  });

  describe("deleteItem", () => {
    it("removes a pending item and closes the gap in the order", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "删项", ["一", "二", "三", "四"]);
      const result = await deleteItem(database(), userId, taskClass.id, taskClass.items[1].id);
      expect(contentsOf(result.task_class)).toEqual(["一", "三", "四"]);
      expect(ordersOf(result.task_class)).toEqual([1, 2, 3]);
      expect(result.removed_blocks).toBe(0);
      expect(result.task_class.total_slots).toBe(6);
    });

    it("takes a placed item's study block with it, and an embedded item out of its 水课", async () => {
      const userId = await insertDemoStudent(database(), { now: NOW, name: "删已安排" });
      const [discrete, probability] = await listTaskClasses(database(), userId);
      const block = await deleteItem(database(), userId, discrete.id, discrete.items[0].id);
      expect(block.removed_blocks).toBe(1);
      expect(await database().select().from(scheduleEvents).where(eq(scheduleEvents.relId, discrete.items[0].id))).toEqual([]);
      expect(block.task_class.items[0]).toMatchObject({ content: "谓词逻辑与推理理论", order: 1, status: "applied" });

      const guest = await deleteItem(database(), userId, probability.id, probability.items[0].id);
      expect(guest.removed_blocks).toBe(1);
      const embedded = await database().select().from(schedules).where(eq(schedules.embeddedTaskId, probability.items[0].id));
      expect(embedded).toEqual([]);
      expect(ordersOf(guest.task_class)).toEqual([1, 2, 3, 4, 5, 6]);
    });
  });

});
