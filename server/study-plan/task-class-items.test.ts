/** Adding and reordering a task class's items: the study plan's rules, their refusals, and the class's write frame. */
import { eq } from "drizzle-orm";
import { PlannerError } from "@/lib/errors";
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { taskClasses } from "@/db/schema";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { addItem, deleteItem, reorderItems, updateItem } from "./task-class-items";
import { createTaskClass } from "./task-classes";
import { getScheduleVersion } from "@/db/queries/users";
import { contentsOf, ordersOf, studentWithClass } from "@/testing/fixtures/task-class-student";

// Monday 2025-03-03 09:00 in Shanghai: the demo student's week 13.
const NOW = new Date("2025-03-03T01:00:00Z");

describe.each(testDatabases())("task class items on $name", (factory) => {
  const database = useTestDatabase(factory);

  describe("addItem", () => {
    it("appends at the end by default and keeps total_slots in step", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "追加", ["第一章", "第二章"]);
      const result = await addItem(database(), userId, taskClass.id, { content: "第三章", duration: 3 });
      expect(contentsOf(result.task_class)).toEqual(["第一章", "第二章", "第三章"]);
      expect(ordersOf(result.task_class)).toEqual([1, 2, 3]);
      expect(result.task_class.items[2]).toMatchObject({ id: result.item_id, duration: 3, status: "pending" });
      expect(result.task_class.total_slots).toBe(7);
    });

    it("inserts at a position, shifting the later items down by one", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "插入", ["第一章", "第二章", "第三章"]);
      const first = await addItem(database(), userId, taskClass.id, { content: "绪论" }, { position: 1 });
      expect(contentsOf(first.task_class)).toEqual(["绪论", "第一章", "第二章", "第三章"]);
      const middle = await addItem(database(), userId, taskClass.id, { content: "期中小结" }, { position: 3 });
      expect(contentsOf(middle.task_class)).toEqual(["绪论", "第一章", "期中小结", "第二章", "第三章"]);
      expect(ordersOf(middle.task_class)).toEqual([1, 2, 3, 4, 5]);
    });

    it("refuses a 51st item, a bad position and bad content, writing nothing", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "满了", Array.from({ length: 50 }, (_, index) => `第${index + 1}节`));
      const before = await dumpTables(database());
      const full = await addItem(database(), userId, taskClass.id, { content: "多一个" }).catch((caught: unknown) => caught);
      expect((full as PlannerError).details.reasons).toEqual(["一个任务类最多 50 项任务"]);
      expect(await dumpTables(database())).toEqual(before);

      const small = await studentWithClass(database(), "位置", ["第一章"]);
      const position = await addItem(database(), small.userId, small.taskClass.id, { content: "第二章" }, { position: 3 }).catch((caught: unknown) => caught);
      expect((position as PlannerError).details.reasons).toEqual(["插入位置需要在 1-2 之间"]);
      const long = await addItem(database(), small.userId, small.taskClass.id, { content: "长".repeat(61) }).catch((caught: unknown) => caught);
      expect((long as PlannerError).details.reasons).toEqual(["任务内容不能超过 60 个字"]);
    });

    it("answers not found for another student's class", async () => {
      const { taskClass } = await studentWithClass(database(), "别人的", ["第一章"]);
      const { userId } = await studentWithClass(database(), "我", []);
      await expect(addItem(database(), userId, taskClass.id, { content: "混进去" })).rejects.toMatchObject({ code: "task_class:not_found" });
    });
  });

  describe("reorderItems", () => {
    it("saves any order of exactly the class's items as 1..n", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "排序", ["一", "二", "三"]);
      const [one, two, three] = taskClass.items.map((item) => item.id);
      const result = await reorderItems(database(), userId, taskClass.id, [three, one, two]);
      expect(contentsOf(result.task_class)).toEqual(["三", "一", "二"]);
      expect(ordersOf(result.task_class)).toEqual([1, 2, 3]);
      expect(result.warnings).toEqual([]);
      expect(contentsOf((await listTaskClasses(database(), userId))[0])).toEqual(["三", "一", "二"]);
    });

    it("refuses a missing, repeated or foreign id, writing nothing", async () => {
      const { userId, taskClass } = await studentWithClass(database(), "错序", ["一", "二", "三"]);
      const [one, two, three] = taskClass.items.map((item) => item.id);
      const before = await dumpTables(database());
      for (const order of [[one, two], [one, two, two], [one, two, three, 999_999], [one, two, 999_999]]) {
        const error = await reorderItems(database(), userId, taskClass.id, order).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ code: "task_class:invalid" });
      }
      expect(await dumpTables(database())).toEqual(before);
    });

    it("allows a pending item before placed ones and two placed items against their periods, and says so", async () => {
      const userId = await insertDemoStudent(database(), { now: NOW, name: "冲突顺序" });
      const [discrete] = await listTaskClasses(database(), userId);
      const [first, second, third, ...rest] = discrete.items.map((item) => item.id);
      const result = await reorderItems(database(), userId, discrete.id, [third, second, first, ...rest]);
      expect(contentsOf(result.task_class).slice(0, 3)).toEqual(["集合与二元关系", "谓词逻辑与推理理论", "命题逻辑与等值演算"]);
      expect(result.warnings).toEqual([
        "「集合与二元关系」排在已安排的「谓词逻辑与推理理论」之前，排程时只能放在它之前的空闲时间",
        "已安排的「谓词逻辑与推理理论」排在「命题逻辑与等值演算」之前，但在日程里晚于它",
      ]);
    });
  });

  it("bumps the version once per write and never touches another class", async () => {
    const { userId, taskClass } = await studentWithClass(database(), "版本", ["一", "二"]);
    const other = await createTaskClass(database(), userId, { name: "另一个", start_date: "2025-03-03", end_date: "2025-03-04", items: [{ content: "别的" }] });
    const version = await getScheduleVersion(database(), userId);
    await addItem(database(), userId, taskClass.id, { content: "三" });
    await updateItem(database(), userId, taskClass.id, taskClass.items[0].id, { duration: 1 });
    await reorderItems(database(), userId, taskClass.id, [taskClass.items[1].id, taskClass.items[0].id, (await listTaskClasses(database(), userId))[0].items[2].id]);
    await deleteItem(database(), userId, taskClass.id, taskClass.items[1].id);
    expect(await getScheduleVersion(database(), userId)).toBe(version + 4);
    const [row] = await database().select().from(taskClasses).where(eq(taskClasses.id, other.task_class.id));
    expect(row.totalSlots).toBe(2);
    expect((await listTaskClasses(database(), userId))[1]).toEqual(other.task_class);
  });
});
