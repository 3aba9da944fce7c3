/**
 * complete_task, update_task and delete_task on a real database: the to-do is found by the student's name for it,
 * written through the 待办 page's services with a card saying what changed (before → after in the student's words),
 * deletion only asked about on a card, and every refusal is one sentence that changes nothing and shows no card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertTask, listTaskEntries, type TaskEntry } from "@/db/queries/tasks";
import { createUser } from "@/db/queries/users";
import { businessCardDataSchema, toolOutputSchema, type BusinessCard, type ToolOutput } from "@/lib/protocol";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { createCompleteTaskTool } from "./complete-task";
import type { TaskToolDeps } from "./context";
import { createDeleteTaskTool } from "./delete-task";
import { createUpdateTaskTool } from "./update-task";
import { editTask } from "@/server/tasks/tasks";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-task-edit", messages: [], context: {} };

let studentCounter = 0;

describe.each(testDatabases())("task edits in chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;
  let cards: BusinessCard[];

  beforeEach(async () => {
    cards = [];
    studentCounter += 1;
    userId = (await createUser(db(), `改待办的学生${studentCounter}`)).id;
    for (const title of ["给导师发周报", "完成大学物理实验报告", "交班费", "交团费"]) {
      await insertTask(db(), userId, { title, priority_group: 3, deadline_at: new Date("2026-04-30T12:00:00Z") });
    }
  });

  function tools() {
    const emitCard = (card: unknown) => cards.push(businessCardDataSchema.parse(card).business_card);
    const deps: TaskToolDeps = { db: db(), userId, now: NOW, timeZone: ZONE, emitCard };
    const run = (tool: { execute?: unknown }) => async (input: Record<string, unknown>): Promise<ToolOutput> =>
      toolOutputSchema.parse(await (tool.execute as (input: unknown, options: unknown) => Promise<unknown>)(input, EXECUTION));
    return { complete: run(createCompleteTaskTool(deps)), update: run(createUpdateTaskTool(deps)), remove: run(createDeleteTaskTool(deps)) };
  }

  async function task(title: string): Promise<TaskEntry | undefined> {
    return (await listTaskEntries(db(), userId, "all")).find((entry) => entry.title === title);
  }

  it("completes the to-do the words name, and undo opens it again", async () => {
    const { complete } = tools();
    expect(await complete({ task: "周报" })).toEqual({ ok: true, text: "已完成：「给导师发周报」。" });
    expect((await task("给导师发周报"))?.is_completed).toBe(true);
    expect(await complete({ task: "周报", undo: true })).toEqual({ ok: true, text: "已改回未完成：「给导师发周报」。" });
    expect((await task("给导师发周报"))?.is_completed).toBe(false);
    const id = (await task("给导师发周报"))?.id;
    expect(cards).toEqual([
      {
        card_type: "task_edit",
        title: "待办已完成",
        data: { task_id: id, title: "给导师发周报", action: "complete", changes: [{ field: "status", label: "状态", before: "未完成", after: "已完成" }], restore: { is_completed: false } },
      },
      {
        card_type: "task_edit",
        title: "待办改回未完成",
        data: { task_id: id, title: "给导师发周报", action: "reopen", changes: [{ field: "status", label: "状态", before: "已完成", after: "未完成" }], restore: { is_completed: true } },
      },
    ]);
  });

  it("finds a to-do across Traditional and Simplified characters, and keeps the student's own", async () => {
    await insertTask(db(), userId, { title: "交統計學報告", priority_group: 3 });
    await insertTask(db(), userId, { title: "复习线性代数", priority_group: 3 });
    const { complete } = tools();
    expect(await complete({ task: "统计学报告" })).toEqual({ ok: true, text: "已完成：「交統計學報告」。" });
    expect(await complete({ task: "複習線性代數" })).toEqual({ ok: true, text: "已完成：「复习线性代数」。" });
  });

  it("shows no card when the to-do was already done", async () => {
    const { complete } = tools();
    await complete({ task: "周报" });
    cards = [];
    expect(await complete({ task: "给导师发周报" })).toEqual({ ok: true, text: "「给导师发周报」已经是完成状态了。" });
    expect(cards).toEqual([]);
  });

  it("re-dates in the student's zone: 周五 is Friday 1 May, and the reply says so without ids", async () => {
    const { update } = tools();
    const output = await update({ task: "交实验报告", deadline: "周五晚上8点" });
    expect(output).toEqual({ ok: true, text: "已修改：「完成大学物理实验报告」，截止改到5月1日 周五 20:00。" });
    expect((await task("完成大学物理实验报告"))?.deadline_at?.toISOString()).toBe("2026-05-01T12:00:00.000Z");
    // The deadline was Thursday 30 April 20:00 in Shanghai; the card says both with their weekdays.
    expect(cards.map((card) => card.card_type === "task_edit" && card.data.changes)).toEqual([
      [{ field: "deadline", label: "截止时间", before: "4月30日 周四 20:00", after: "5月1日 周五 20:00" }],
    ]);
  });

  it("moves a deadline by an amount: 延后一天 from Thursday 20:00 is Friday 20:00, 提前3小时 is 17:00", async () => {
    const { update } = tools();
    expect(await update({ task: "实验报告", deadline: "延后一天" })).toEqual({
      ok: true,
      text: "已修改：「完成大学物理实验报告」，截止改到5月1日 周五 20:00。",
    });
    expect(await update({ task: "实验报告", deadline: "提前3小时" })).toEqual({
      ok: true,
      text: "已修改：「完成大学物理实验报告」，截止改到5月1日 周五 17:00。",
    });
    expect((await task("完成大学物理实验报告"))?.deadline_at?.toISOString()).toBe("2026-05-01T09:00:00.000Z");
  });

  it("asks for a day when a to-do with no deadline is moved by an amount, and changes nothing", async () => {
    await insertTask(db(), userId, { title: "整理错题本", priority_group: 4 });
    const { update } = tools();
    expect(await update({ task: "错题", deadline: "往后推两天" })).toEqual({ ok: false, text: "「整理错题本」还没有截止时间，要定在哪天？" });
    expect((await task("整理错题本"))?.deadline_at).toBeNull();
    expect(cards).toEqual([]);
  });

  it("renames and re-prioritises", async () => {
    const { update } = tools();
    expect((await update({ task: "周报", title: "给导师发周报和PPT", priority_group: 1 })).ok).toBe(true);
    expect(await task("给导师发周报和PPT")).toMatchObject({ priority_group: 1 });
    expect(cards).toEqual([
      {
        card_type: "task_edit",
        title: "待办已修改",
        data: {
          task_id: (await task("给导师发周报和PPT"))?.id,
          title: "给导师发周报和PPT",
          action: "update",
          changes: [
            { field: "title", label: "名称", before: "给导师发周报", after: "给导师发周报和PPT" },
            { field: "priority", label: "优先级", before: "简单不重要", after: "重要且紧急" },
          ],
          restore: { title: "给导师发周报", priority_group: 3, urgency_threshold_at: null },
        },
      },
    ]);
  });

  it("撤销 with the card's restore puts a re-dated, re-prioritised to-do back exactly as it was", async () => {
    const { update } = tools();
    const before = await task("完成大学物理实验报告");
    expect((await update({ task: "物理实验报告", deadline: "周五晚上8点", priority_group: 2 })).ok).toBe(true);
    const [card] = cards;
    if (card?.card_type !== "task_edit" || !card.data.restore || card.data.task_id === undefined) throw new Error("no undoable card");
    expect(card.data.restore).toEqual({ deadline_at: "2026-04-30T12:00:00.000Z", priority_group: 3, urgency_threshold_at: null });
    await editTask(db(), userId, card.data.task_id, card.data.restore, NOW);
    const after = await task("完成大学物理实验报告");
    expect(after).toEqual(before);
  });

  it("says a first deadline is new: 没有截止时间 → the date", async () => {
    await insertTask(db(), userId, { title: "整理错题本", priority_group: 4 });
    const { update } = tools();
    expect((await update({ task: "错题", deadline: "下周一早上9点" })).ok).toBe(true);
    expect(cards.map((card) => card.card_type === "task_edit" && card.data.changes)).toEqual([
      [{ field: "deadline", label: "截止时间", before: "没有截止时间", after: "5月4日 周一 09:00" }],
    ]);
  });

  it("deletes nothing: it asks on a task_delete card, with the deadline and quadrant in the student's words", async () => {
    const { remove } = tools();
    const output = await remove({ task: "周报" });
    expect(output).toEqual({ ok: true, text: "待确认删除：「给导师发周报」。还没有删除：学生在卡片上点“删除”才会删除，点“取消”就保留。" });
    const kept = await task("给导师发周报");
    expect(kept).toBeDefined();
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toMatchObject({
      card_type: "task_delete",
      data: { task_id: kept?.id, title: "给导师发周报", deadline: "4月30日 周四 20:00", priority_label: "简单不重要", study_blocks: 0 },
    });
    // Each question is its own: asking twice gives two cards with different request ids.
    await remove({ task: "周报" });
    const ids = cards.map((shown) => (shown.card_type === "task_delete" ? shown.data.request_id : ""));
    expect(new Set(ids).size).toBe(2);
  });

  it("refuses in one sentence and changes nothing: no such to-do, several fit, a past deadline", async () => {
    const { complete, update, remove } = tools();
    const before = await listTaskEntries(db(), userId, "all");
    expect(await complete({ task: "日语作业" })).toEqual({ ok: false, text: "没有找到叫「日语作业」的待办；要先把它记下来吗？" });
    expect(await remove({ task: "费" })).toEqual({ ok: false, text: "「费」对得上好几条待办：「交班费」、「交团费」，是哪一条？" });
    expect(await update({ task: "班费", deadline: "昨天" })).toMatchObject({ ok: false, text: expect.stringContaining("已经过去了") });
    expect(await update({ task: "班费", deadline: "提前一周" })).toEqual({ ok: false, text: "4月23日 周四 20:00已经过去了，截止时间没有改。" });
    expect(await listTaskEntries(db(), userId, "all")).toEqual(before);
    expect(cards).toEqual([]);
  });
});
