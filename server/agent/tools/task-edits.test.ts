/**
 * complete_task, update_task and delete_task on a real database: the to-do is found by the student's name for it,
 * written through the 待办 page's services, and every refusal is one sentence that changes nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertTask, listTaskEntries, type TaskEntry } from "@/db/queries/tasks";
import { createUser } from "@/db/queries/users";
import { toolOutputSchema, type ToolOutput } from "@/lib/protocol";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { createCompleteTaskTool } from "./complete-task";
import type { TaskToolDeps } from "./context";
import { createDeleteTaskTool } from "./delete-task";
import { createUpdateTaskTool } from "./update-task";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-task-edit", messages: [], context: {} };

let studentCounter = 0;

describe.each(testDatabases())("task edits in chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = (await createUser(db(), `改待办的学生${studentCounter}`)).id;
    for (const title of ["给导师发周报", "完成大学物理实验报告", "交班费", "交团费"]) {
      await insertTask(db(), userId, { title, priority_group: 3, deadline_at: new Date("2026-04-30T12:00:00Z") });
    }
  });

  function tools() {
    const deps: TaskToolDeps = { db: db(), userId, now: NOW, timeZone: ZONE, emitCard: () => undefined };
    const run = (tool: { execute?: unknown }) => async (input: Record<string, unknown>): Promise<ToolOutput> =>
      toolOutputSchema.parse(await (tool.execute as (input: unknown, options: unknown) => Promise<unknown>)(input, EXECUTION));
    return { complete: run(createCompleteTaskTool(deps)), update: run(createUpdateTaskTool(deps)), remove: run(createDeleteTaskTool(deps)) };
  }

  async function task(title: string): Promise<TaskEntry | undefined> {
    return (await listTaskEntries(db(), userId, "all")).find((entry) => entry.title === title);
  }

  it("completes the to-do the words name, and undo opens it again", async () => {
    const { complete } = tools();
    expect(await complete({ task: "周报" })).toEqual({ ok: true, text: "已完成：给导师发周报。" });
    expect((await task("给导师发周报"))?.is_completed).toBe(true);
    expect(await complete({ task: "周报", undo: true })).toEqual({ ok: true, text: "已改回未完成：给导师发周报。" });
    expect((await task("给导师发周报"))?.is_completed).toBe(false);
  });

  it("re-dates in the student's zone: 周五 is Friday 1 May, and the reply says so without ids", async () => {
    const { update } = tools();
    const output = await update({ task: "交实验报告", deadline: "周五晚上8点" });
    expect(output).toEqual({ ok: true, text: "已修改：完成大学物理实验报告，截止改到5月1日 20:00。" });
    expect((await task("完成大学物理实验报告"))?.deadline_at?.toISOString()).toBe("2026-05-01T12:00:00.000Z");
  });

  it("renames and re-prioritises", async () => {
    const { update } = tools();
    expect((await update({ task: "周报", title: "给导师发周报和PPT", priority_group: 1 })).ok).toBe(true);
    expect(await task("给导师发周报和PPT")).toMatchObject({ priority_group: 1 });
  });

  it("deletes the named to-do", async () => {
    const { remove } = tools();
    expect(await remove({ task: "周报" })).toEqual({ ok: true, text: "已删除：给导师发周报。" });
    expect(await task("给导师发周报")).toBeUndefined();
  });

  it("refuses in one sentence and changes nothing: no such to-do, several fit, a past deadline", async () => {
    const { complete, update, remove } = tools();
    const before = await listTaskEntries(db(), userId, "all");
    expect(await complete({ task: "日语作业" })).toEqual({ ok: false, text: "没有找到叫“日语作业”的待办；要先把它记下来吗？" });
    expect(await remove({ task: "费" })).toEqual({ ok: false, text: "“费”对得上好几条待办：“交班费”、“交团费”，是哪一条？" });
    expect(await update({ task: "班费", deadline: "昨天" })).toMatchObject({ ok: false, text: expect.stringContaining("已经过去了") });
    expect(await listTaskEntries(db(), userId, "all")).toEqual(before);
  });
});
