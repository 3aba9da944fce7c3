/**
 * The to-do feature's rules on a write: a form's new task and a patch are judged by lib/tasks/task-edit, under the
 * row's lock for a patch, and refused with every reason after one lead (task:invalid, 422), writing nothing.
 */
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { getTaskEntry, listTasks, type InsertTaskParams } from "@/db/queries/tasks";
import { getScheduleVersion } from "@/db/queries/users";
import { refusal } from "@/testing/refusal";
import { createTask, updateTask } from "./tasks";
import { addStudyBlocks as addStudyBlocksFor, insertTasks, newStudent } from "@/testing/fixtures/task-rows";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC).
const NOW = new Date("2026-04-27T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(testDatabases())("task writes ($name)", (factory) => {
  const db = useTestDatabase(factory);

  const newUser = (name?: string) => newStudent(db(), name);
  const insertAll = (userId: number, drafts: InsertTaskParams[]) => insertTasks(db(), userId, drafts);
  const addStudyBlocks = (userId: number, taskId: number, blockCount: number, firstSection?: number) =>
    addStudyBlocksFor(db(), userId, taskId, blockCount, firstSection);

  describe("updateTask", () => {
    it("changes only the given fields and can clear a deadline", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [
        { title: "旧标题", priority_group: 2, deadline_at: hoursFromNow(30), urgency_threshold_at: hoursFromNow(6) },
      ]);
      const updated = await updateTask(db(), userId, id, { title: "新标题", deadline_at: null, urgency_threshold_at: null });
      expect(updated).toMatchObject({ id, title: "新标题", priority_group: 2, deadline_at: null, urgency_threshold_at: null });
      expect(await getTaskEntry(db(), userId, id)).toEqual({ ...updated, study_blocks: 0 });
    });

    it("returns the task unchanged when no field is given", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "不变", priority_group: 4 }]);
      expect(await updateTask(db(), userId, id, {})).toMatchObject({ id, title: "不变", priority_group: 4 });
    });

    it("answers null for another user's task, with or without changes", async () => {
      const owner = await newUser();
      const stranger = await newUser("别人");
      const [id] = await insertAll(owner, [{ title: "我的", priority_group: 3 }]);
      expect(await updateTask(db(), stranger, id, { title: "改掉" })).toBeNull();
      expect(await updateTask(db(), stranger, id, {})).toBeNull();
      expect(await getTaskEntry(db(), stranger, id)).toBeNull();
      expect((await listTasks(db(), owner))[0].title).toBe("我的");
    });

    it("refuses a threshold after the deadline with the Chinese reason and changes nothing", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "周报", priority_group: 2, deadline_at: hoursFromNow(30), urgency_threshold_at: hoursFromNow(6) }]);
      const before = await listTasks(db(), userId);
      const attempt = updateTask(db(), userId, id, { title: "新周报", urgency_threshold_at: hoursFromNow(31) });
      await expect(attempt).rejects.toMatchObject({ code: "task:invalid", details: { reasons: ["提醒紧急的时间不能晚于截止时间"] } });
      expect(await listTasks(db(), userId)).toEqual(before);
    });

    it("lists every broken rule at once: empty title, periods outside 1-24", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "复习", priority_group: 3 }]);
      await expect(updateTask(db(), userId, id, { title: "   ", estimated_sections: 25 })).rejects.toMatchObject({
        details: { reasons: ["请填写待办内容", "所需节数必须是 1 到 24 之间的整数"] },
      });
      await expect(updateTask(db(), userId, id, { title: "字".repeat(81) })).rejects.toMatchObject({ details: { reasons: ["待办内容不能超过 80 个字"] } });
      expect(await updateTask(db(), userId, id, { title: "字".repeat(80), estimated_sections: 24 })).toMatchObject({ estimated_sections: 24 });
    });

    it("moves the threshold with the deadline, keeping the task's lead time", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "策划案", priority_group: 4, deadline_at: hoursFromNow(100), urgency_threshold_at: hoursFromNow(28) }]);
      expect(await updateTask(db(), userId, id, { deadline_at: hoursFromNow(200) })).toMatchObject({
        deadline_at: hoursFromNow(200),
        urgency_threshold_at: hoursFromNow(128),
      });
    });

    it("gives a task that turns quadrant 2 the default threshold, 24 h before its deadline", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "取快递", priority_group: 3, deadline_at: hoursFromNow(50) }]);
      expect(await updateTask(db(), userId, id, { priority_group: 2 })).toMatchObject({ priority_group: 2, urgency_threshold_at: hoursFromNow(26) });
    });

    it("marks a task done and back, keeping its study blocks and the schedule version", async () => {
      const userId = await newUser();
      const [id] = await insertAll(userId, [{ title: "实验报告", priority_group: 1, estimated_sections: 2 }]);
      await addStudyBlocks(userId, id, 2);
      const version = await getScheduleVersion(db(), userId);
      expect(await updateTask(db(), userId, id, { is_completed: true })).toMatchObject({ is_completed: true });
      expect(await getTaskEntry(db(), userId, id)).toMatchObject({ is_completed: true, study_blocks: 2 });
      expect(await updateTask(db(), userId, id, { is_completed: false })).toMatchObject({ is_completed: false });
      expect(await getScheduleVersion(db(), userId)).toBe(version);
    });
  });

  describe("createTask", () => {
    it("trims the title and gives quadrant 2 with a deadline the default threshold", async () => {
      const userId = await newUser();
      const created = await createTask(db(), userId, { title: "  给导师发周报 ", priority_group: 2, deadline_at: hoursFromNow(52), estimated_sections: 2 });
      expect(created).toMatchObject({ title: "给导师发周报", priority_group: 2, urgency_threshold_at: hoursFromNow(28), estimated_sections: 2, is_completed: false });
    });

    it("refuses bad fields with every reason and inserts nothing", async () => {
      const userId = await newUser();
      await expect(
        createTask(db(), userId, { title: "", priority_group: 2, deadline_at: hoursFromNow(5), urgency_threshold_at: hoursFromNow(6), estimated_sections: 1.5 }),
      ).rejects.toMatchObject({ details: { reasons: ["请填写待办内容", "所需节数必须是 1 到 24 之间的整数", "提醒紧急的时间不能晚于截止时间"] } });
      expect(await listTasks(db(), userId)).toEqual([]);
    });
  });


  it("words a refusal as one lead and every reason", async () => {
    const userId = await newUser();
    const error = await refusal(createTask(db(), userId, { title: "", priority_group: 2, estimated_sections: 25 }));
    expect(error.code).toBe("task:invalid");
    expect(error.httpStatus).toBe(422);
    expect(error.message).toBe("待办信息有误：请填写待办内容；所需节数必须是 1 到 24 之间的整数");
  });
});
