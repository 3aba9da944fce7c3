import { beforeAll, describe, expect, it } from "vitest";
import { insertTask, type InsertTaskParams } from "@/db/queries/tasks";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import {
  businessCardDataSchema,
  PLANNER_TOOLS,
  toolOutputSchema,
  type BusinessCardData,
  type TaskQueryCard,
  type ToolOutput,
} from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { createQueryTasksTool, toTaskQuery } from "./query-tasks";

const QUERY_TASKS_DESCRIPTION = PLANNER_TOOLS.query_tasks.description;

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-query-tasks", messages: [], context: {} };

describe("the query_tasks description", () => {
  it("names when to call it, says it is read-only and routes writes and timetable questions elsewhere", () => {
    expect(QUERY_TASKS_DESCRIPTION).toContain("适用：");
    expect(QUERY_TASKS_DESCRIPTION).toContain("还有哪些离散数学的任务没做");
    expect(QUERY_TASKS_DESCRIPTION).toMatch(/不适用：.*quick_note \/ create_task.*日程工具.*不会改动任何数据/);
  });
});

describe("toTaskQuery", () => {
  const options = { now: NOW, timeZone: ZONE };

  it("defaults to unfinished tasks, earliest deadline first, five rows", () => {
    expect(toTaskQuery({}, options)).toEqual({ ok: true, query: { include_completed: false, sort: "deadline_asc", limit: 5 } });
  });

  it("lets completed_only imply include_completed", () => {
    expect(toTaskQuery({ completed_only: true, include_completed: false }, options)).toMatchObject({
      ok: true,
      query: { include_completed: true, completed_only: true },
    });
  });

  it("reads deadline_before up to the end of what is named, or before it starts with before", () => {
    // Friday 2026-05-01 in Shanghai.
    expect(toTaskQuery({ deadline_before: "这周五之前" }, options)).toMatchObject({
      query: { deadline_before: new Date("2026-05-01T15:59:59.999Z") },
    });
    expect(toTaskQuery({ deadline_before: "周五" }, options)).toMatchObject({
      query: { deadline_before: new Date("2026-05-01T15:59:59.999Z") },
    });
    expect(toTaskQuery({ deadline_before: "before Friday" }, options)).toMatchObject({
      query: { deadline_before: new Date("2026-04-30T16:00:00.000Z") },
    });
  });

  it("reads a bare clock time in deadline_before as that minute included", () => {
    expect(toTaskQuery({ deadline_before: "2026-04-27 20:00" }, options)).toMatchObject({
      query: { deadline_before: new Date("2026-04-27T12:01:00.000Z") },
    });
  });

  it("reads deadline_after from the start of what is named, or once it is over with after", () => {
    expect(toTaskQuery({ deadline_after: "下周一以后" }, options)).toMatchObject({
      query: { deadline_after: new Date("2026-05-03T16:00:00.000Z") },
    });
    expect(toTaskQuery({ deadline_after: "after Friday" }, options)).toMatchObject({
      query: { deadline_after: new Date("2026-05-01T16:00:00.000Z") },
    });
  });

  it("refuses unreadable words, a phrase pointing the other way and an empty range", () => {
    expect(toTaskQuery({ deadline_before: "等我有空" }, options)).toMatchObject({ ok: false, text: expect.stringContaining("没能理解") });
    expect(toTaskQuery({ deadline_before: "周五以后" }, options)).toMatchObject({ ok: false, text: expect.stringContaining("deadline_after") });
    expect(toTaskQuery({ deadline_after: "周五之前" }, options)).toMatchObject({ ok: false, text: expect.stringContaining("deadline_before") });
    expect(toTaskQuery({ deadline_after: "下周一以后", deadline_before: "这周五之前" }, options)).toMatchObject({
      ok: false,
      text: expect.stringContaining("截止时间范围是空的"),
    });
  });
});

describe.each(testDatabases())("query_tasks ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    userId = (await createUser(db(), "查任务的学生")).id;
    const stranger = (await createUser(db(), "陌生人")).id;
    const at = (iso: string) => new Date(iso);
    const owned: [string, InsertTaskParams][] = [
      // Wednesday 21:00, urgent from Tuesday 21:00: still quadrant 2 now.
      ["discrete", { title: "离散数学作业 3", priority_group: 2, deadline_at: at("2026-04-29T13:00:00Z"), urgency_threshold_at: at("2026-04-28T13:00:00Z") }],
      // Friday 18:00.
      ["proof", { title: "离散数学命题证明复习", priority_group: 2, deadline_at: at("2026-05-01T10:00:00Z"), urgency_threshold_at: at("2026-04-30T10:00:00Z") }],
      ["mistakes", { title: "离散数学错题整理", priority_group: 3 }],
      // Tuesday 10:00, urgent since Monday 10:00: quadrant 1 now.
      ["algebra", { title: "线代期中复习", priority_group: 2, deadline_at: at("2026-04-28T02:00:00Z"), urgency_threshold_at: at("2026-04-27T02:00:00Z") }],
      // Today (Monday) 20:00.
      ["report", { title: "交实验报告", priority_group: 1, deadline_at: at("2026-04-27T12:00:00Z") }],
      ["milk", { title: "买牛奶", priority_group: 3 }],
      // Saturday 23:59.
      ["english", { title: "看完英语网课", priority_group: 4, deadline_at: at("2026-05-02T15:59:00Z") }],
      ["weekly", { title: "已交的周报", priority_group: 2, deadline_at: at("2026-04-26T12:00:00Z"), is_completed: true }],
      ["notes", { title: "离散数学第一章笔记", priority_group: 3, is_completed: true }],
    ];
    ids = {};
    for (const [name, draft] of owned) ids[name] = (await insertTask(db(), userId, draft)).id;
    await insertTask(db(), stranger, { title: "离散数学作业（别人的）", priority_group: 1, deadline_at: at("2026-04-28T01:00:00Z") });
    await insertTask(db(), stranger, { title: "别人的已完成任务", priority_group: 3, is_completed: true });
  });

  function setup() {
    const cards: BusinessCardData[] = [];
    const deps: TaskToolDeps = { db: db(), userId, now: NOW, timeZone: ZONE, emitCard: (card) => cards.push(card) };
    const queryTool = createQueryTasksTool(deps);
    const run = async (input: Record<string, unknown>): Promise<ToolOutput> =>
      toolOutputSchema.parse(await queryTool.execute(input as never, EXECUTION));
    /** The one card the call emitted, checked against the protocol schema. */
    const card = (): TaskQueryCard => {
      expect(cards).toHaveLength(1);
      const parsed = businessCardDataSchema.parse(cards[0]);
      expect(parsed).toMatchObject({ stage: "quick_task", block_id: "quick_task.result", display_mode: "card" });
      if (parsed.business_card.card_type !== "task_query") throw new Error("expected a task_query card");
      return parsed.business_card;
    };
    return { run, card, cards };
  }

  it("lists the five most pressing unfinished tasks by default and says how many are left out", async () => {
    const { run, card } = setup();
    const output = await run({});

    expect(output).toEqual({
      ok: true,
      text: [
        "共找到 7 条任务（仅未完成；按截止时间升序），列出前 5 条：",
        `[${ids.report}]交实验报告 | 重要且紧急 | 截止 2026-04-27 20:00`,
        `[${ids.algebra}]线代期中复习 | 重要且紧急 | 截止 2026-04-28 10:00`,
        `[${ids.discrete}]离散数学作业 3 | 重要不紧急 | 截止 2026-04-29 21:00`,
        `[${ids.proof}]离散数学命题证明复习 | 重要不紧急 | 截止 2026-05-01 18:00`,
        `[${ids.english}]看完英语网课 | 复杂不重要 | 截止 2026-05-02 23:59`,
        "另有 2 条未列出，可把 limit 调大（最多 50）或缩小筛选范围再查。",
        "注：已到紧急时间点的“重要不紧急”任务按“重要且紧急”列出。",
      ].join("\n"),
      // The count goes beside the text for a model that reads facts; no keyword names a task class here.
      facts: { kind: "task_search", found: 7, unplanned: [] },
    });
    const result = card();
    expect(result.title).toBe("找到 7 条未完成任务");
    expect(result.summary).toBe("按截止时间升序");
    expect(result.data).toMatchObject({
      query_summary: "仅未完成；按截止时间升序",
      result_count: 7,
      shown_count: 5,
      has_more: true,
    });
    expect(result.data.query_filters?.map((filter) => [filter.key, filter.value, filter.display_text])).toEqual([
      ["include_completed", false, "仅未完成"],
      ["sort", "deadline_asc", "按截止时间升序"],
    ]);
    expect(result.data.tasks.map((task) => task.id)).toEqual([ids.report, ids.algebra, ids.discrete, ids.proof, ids.english]);
    expect(result.data.tasks[1]).toEqual({
      id: ids.algebra,
      title: "线代期中复习",
      priority_group: 1,
      priority_label: "重要且紧急",
      deadline_at: "2026-04-28 10:00",
      is_completed: false,
    });
  });

  it("combines a keyword with a deadline phrase, shows them as chips and never shows another user's tasks", async () => {
    const { run, card } = setup();
    const output = await run({ keyword: "离散数学", deadline_before: "这周五之前" });

    expect(output.text).toBe(
      [
        "共找到 2 条任务（关键词：离散数学；仅未完成；截止早于 5月1日 23:59；按截止时间升序）：",
        `[${ids.discrete}]离散数学作业 3 | 重要不紧急 | 截止 2026-04-29 21:00`,
        `[${ids.proof}]离散数学命题证明复习 | 重要不紧急 | 截止 2026-05-01 18:00`,
      ].join("\n"),
    );
    const result = card();
    expect(result.title).toBe("找到 2 条未完成任务");
    expect(result.data).toMatchObject({ result_count: 2, shown_count: 2, has_more: false });
    expect(result.data.query_filters?.map((filter) => [filter.key, filter.operator, filter.value])).toEqual([
      ["keyword", "contains", "离散数学"],
      ["include_completed", "eq", false],
      ["deadline_before", "lt", "2026-05-01 23:59"],
      ["sort", "eq", "deadline_asc"],
    ]);
  });

  it("includes finished tasks on request, marks them done and lists undated ones last", async () => {
    const { run, card } = setup();
    const output = await run({ keyword: "离散数学", include_completed: true });

    expect(output.text.split("\n").slice(1)).toEqual([
      `[${ids.discrete}]离散数学作业 3 | 重要不紧急 | 截止 2026-04-29 21:00`,
      `[${ids.proof}]离散数学命题证明复习 | 重要不紧急 | 截止 2026-05-01 18:00`,
      `[${ids.mistakes}]离散数学错题整理 | 简单不重要 | 无截止时间`,
      `[${ids.notes}]离散数学第一章笔记 | 简单不重要 | 无截止时间 | 已完成`,
    ]);
    const result = card();
    expect(result.title).toBe("找到 4 条任务");
    expect(result.data.tasks.at(-1)).toEqual({
      id: ids.notes,
      title: "离散数学第一章笔记",
      priority_group: 3,
      priority_label: "简单不重要",
      is_completed: true,
    });
  });

  it("shows only finished tasks with completed_only", async () => {
    const { run, card } = setup();
    await run({ completed_only: true });
    const result = card();
    expect(result.title).toBe("找到 2 条已完成任务");
    expect(result.data.tasks.map((task) => task.id)).toEqual([ids.weekly, ids.notes]);
    expect(result.data.query_filters?.find((filter) => filter.key === "include_completed")).toMatchObject({
      value: "completed_only",
      display_text: "仅已完成",
    });
  });

  it("filters on the effective quadrant: a quadrant-2 task past its threshold is quadrant 1", async () => {
    const { run, card } = setup();
    await run({ quadrant: 1 });
    expect(card().data.tasks.map((task) => [task.id, task.priority_group])).toEqual([
      [ids.report, 1],
      [ids.algebra, 1],
    ]);
  });

  it("sorts by priority and cuts to the requested limit", async () => {
    const { run, card } = setup();
    const output = await run({ sort: "priority", limit: 3 });
    const result = card();
    expect(result.summary).toBe("按优先级排序");
    expect(result.data).toMatchObject({ result_count: 7, shown_count: 3, has_more: true });
    expect(result.data.tasks.map((task) => task.id)).toEqual([ids.report, ids.algebra, ids.discrete]);
    expect(output.text).toContain("另有 4 条未列出");
  });

  it("includes a task due at exactly the clock time given, and excludes it with before", async () => {
    const first = setup();
    await first.run({ deadline_before: "2026-04-27 20:00" });
    expect(first.card().data.tasks.map((task) => task.id)).toEqual([ids.report]);

    const second = setup();
    await second.run({ deadline_before: "before 8pm" });
    expect(second.card().data).toMatchObject({ result_count: 0, tasks: [] });
  });

  it("reads deadline_after phrases in the student's zone", async () => {
    const { run, card } = setup();
    await run({ deadline_after: "after Friday" });
    expect(card().data.tasks.map((task) => task.id)).toEqual([ids.english]);
  });

  it("still emits a card for an empty result, with the empty-state title", async () => {
    const { run, card } = setup();
    const output = await run({ keyword: "不存在的课" });
    expect(output).toEqual({
      ok: true,
      text: "共找到 0 条任务（关键词：不存在的课；仅未完成；按截止时间升序）。",
      facts: { kind: "task_search", found: 0, unplanned: [] },
    });
    const result = card();
    expect(result.title).toBe("没有找到符合条件的任务");
    expect(result.data).toMatchObject({ result_count: 0, shown_count: 0, has_more: false, tasks: [] });
  });

  it("answers only for its own user: another user sees none of these tasks", async () => {
    const cards: BusinessCardData[] = [];
    const otherUser = (await createUser(db(), "另一个学生")).id;
    const queryTool = createQueryTasksTool({ db: db(), userId: otherUser, now: NOW, timeZone: ZONE, emitCard: (card) => cards.push(card) });
    const output = toolOutputSchema.parse(await queryTool.execute({ include_completed: true }, EXECUTION));
    expect(output.text).toMatch(/^共找到 0 条任务/);
    expect(businessCardDataSchema.parse(cards[0]).business_card.data).toMatchObject({ result_count: 0, tasks: [] });
  });

  describe("refusals emit no card", () => {
    it.each([
      [{ deadline_before: "等我有空" }, "没能理解 deadline_before“等我有空”"],
      [{ deadline_before: "周五以后" }, "请放到 deadline_after 里再查"],
      [{ deadline_after: "下周一以后", deadline_before: "这周五之前" }, "截止时间范围是空的"],
      [{ limit: 0 }, "参数 limit"],
      [{ sort: "random" }, "参数 sort"],
    ])("%o", async (input, message) => {
      const { run, cards } = setup();
      const output = await run(input);
      expect(output.ok).toBe(false);
      expect(output.text).toContain(message);
      expect(cards).toEqual([]);
    });
  });
});
