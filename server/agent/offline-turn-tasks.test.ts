/**
 * The built-in offline model end to end through startTurn on the demo student in a real database: quick notes,
 * explicit task creation, task queries and small talk, in Chinese and English. Every case checks the rows the turn
 * wrote (or did not write) and the blocks the student sees, in order, live and after a reload.
 */
import { and, eq, lte, or, sql, type SQL } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { Database } from "@/db/client";
import { tasks } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { TaskQueryCard, TaskRecordCard } from "@/lib/protocol";
import {
  cardsOf,
  kindsOf,
  openDraftsOf,
  scheduleRowCount,
  startConversation,
  tasksOf,
  textsOf,
  toolCallsOf,
  withoutPosition,
  type TurnOutcome,
} from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC. The demo term's week 13.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const HOUR = 3_600_000;

/** The blocks of a quick task turn: the call, its result, one sentence, then the card right after it. */
const QUICK_TASK_KINDS = ["tool_call", "tool_result", "assistant_text", "business_card"];

let studentCounter = 0;

describe.each(testDatabases())("the offline model through startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `离线学生-${factory.name}-${studentCounter}` });
  });

  function say(text: string): Promise<TurnOutcome> {
    return startConversation({ db: db(), userId, now: NOW }, "offline-tasks").say(text);
  }

  /** Runs one message and returns the turn with the task rows it added. */
  async function sayAndDiff(text: string) {
    const before = await tasksOf(db(), userId);
    const turn = await say(text);
    const after = await tasksOf(db(), userId);
    return { turn, added: after.filter((task) => !before.some((old) => old.id === task.id)) };
  }

  function expectSameLiveAndReloaded(turn: TurnOutcome) {
    expect(withoutPosition(turn.liveEvents)).toEqual(withoutPosition(turn.events));
  }

  function recordCard(turn: TurnOutcome): TaskRecordCard {
    const cards = cardsOf(turn.events);
    expect(cards).toHaveLength(1);
    expect(cards[0].card_type).toBe("task_record");
    return cards[0] as TaskRecordCard;
  }

  describe("quick notes", () => {
    test.each([
      {
        message: "提醒我周三晚上8点给导师发周报",
        content: "周三晚上8点给导师发周报",
        title: "给导师发周报",
        // Wednesday 2026-04-29 20:00 Shanghai.
        deadline: "2026-04-29T12:00:00.000Z",
        cardDeadline: "2026-04-29 20:00",
        reply: "我帮你记下来了。",
      },
      {
        message: "记一下明天下午交实验报告",
        content: "明天下午交实验报告",
        title: "交实验报告",
        // "明天下午" is due by the end of Tuesday afternoon: 2026-04-28 18:00 Shanghai.
        deadline: "2026-04-28T10:00:00.000Z",
        cardDeadline: "2026-04-28 18:00",
        reply: "我帮你记下来了。",
      },
      {
        message: "remind me to email the TA Friday 5pm",
        content: "email the TA Friday 5pm",
        title: "email the TA",
        // Friday 2026-05-01 17:00 Shanghai.
        deadline: "2026-05-01T09:00:00.000Z",
        cardDeadline: "2026-05-01 17:00",
        reply: "Noted — I've added it.",
      },
    ])("$message → one dated quadrant-2 row, urgent 24 h before, and a quick_note card after the sentence", async (example) => {
      const { turn, added } = await sayAndDiff(example.message);

      expect(added).toHaveLength(1);
      const [row] = added;
      expect(row).toMatchObject({ title: example.title, priority_group: 2, is_completed: false, estimated_sections: null });
      expect(row.deadline_at?.toISOString()).toBe(example.deadline);
      expect(row.urgency_threshold_at?.toISOString()).toBe(new Date(Date.parse(example.deadline) - 24 * HOUR).toISOString());

      expect(toolCallsOf(turn.events)).toEqual([{ name: "quick_note", arguments: { content: example.content } }]);
      expect(kindsOf(turn.events)).toEqual(QUICK_TASK_KINDS);
      expect(textsOf(turn.events)).toEqual([example.reply]);
      const card = recordCard(turn);
      expect(card).toMatchObject({ source: "quick_note", title: "已帮你记下" });
      expect(card.data).toMatchObject({ id: row.id, title: example.title, priority_group: 2, deadline_at: example.cardDeadline });
      expectSameLiveAndReloaded(turn);
      expect(turn.run).toMatchObject({ status: "completed", toolCalls: 1, modelCalls: 2, draftId: null });
      expect(await openDraftsOf(db(), userId)).toEqual([]);
    });
  });

  test("a note dated by the term's week is saved on that week's day, not this week's", async () => {
    // Week 15 of the demo term is 11–17 May 2026: its Wednesday is 13 May, due by 23:59 Shanghai.
    const { turn, added } = await sayAndDiff("记一下第15周周三之前交课程设计报告");

    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ title: "交课程设计报告", priority_group: 2 });
    expect(added[0].deadline_at?.toISOString()).toBe("2026-05-13T15:59:00.000Z");
    expect(toolCallsOf(turn.events)).toEqual([
      { name: "quick_note", arguments: { content: "第15周周三之前交课程设计报告", deadline: "2026年5月13日之前", title: "交课程设计报告" } },
    ]);
    expect(recordCard(turn).data).toMatchObject({ title: "交课程设计报告", deadline_at: "2026-05-13 23:59" });
  });

  describe("explicit task creation", () => {
    test.each([
      {
        message: "创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急",
        title: "完成离散数学第1节复习",
        // Thursday 2026-04-30 22:00 Shanghai.
        deadline: "2026-04-30T14:00:00.000Z",
        reply: "这条任务已经创建好了。",
      },
      {
        message: "create a task: finish the lab report by Friday 6pm, urgent and important",
        title: "finish the lab report",
        // Friday 2026-05-01 18:00 Shanghai.
        deadline: "2026-05-01T10:00:00.000Z",
        reply: "The task has been created.",
      },
    ])("$message → a priority-1 row and a create_task card", async (example) => {
      const { turn, added } = await sayAndDiff(example.message);

      expect(added).toHaveLength(1);
      const [row] = added;
      // Quadrant 1 is urgent already: it needs no urgency threshold.
      expect(row).toMatchObject({ title: example.title, priority_group: 1, urgency_threshold_at: null });
      expect(row.deadline_at?.toISOString()).toBe(example.deadline);

      expect(toolCallsOf(turn.events)).toEqual([
        { name: "create_task", arguments: expect.objectContaining({ priority_group: 1 }) },
      ]);
      expect(kindsOf(turn.events)).toEqual(QUICK_TASK_KINDS);
      expect(textsOf(turn.events)).toEqual([example.reply]);
      const card = recordCard(turn);
      expect(card).toMatchObject({ source: "create_task", title: "任务已创建" });
      expect(card.data).toMatchObject({ id: row.id, title: example.title, priority_group: 1, status: "todo" });
      expectSameLiveAndReloaded(turn);
    });
  });

  describe("task queries", () => {
    /** The student's matching rows, filtered by hand in SQL: the card must agree with them. */
    async function matchingIds(database: Database, condition: SQL | undefined): Promise<number[]> {
      const rows = await database.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.userId, userId), condition));
      return rows.map((row) => row.id).sort((a, b) => a - b);
    }

    const notDone = () => eq(tasks.isCompleted, false);

    test.each([
      {
        message: "还有哪些离散数学的任务没做？",
        condition: () => and(notDone(), sql`position('离散数学' in ${tasks.title}) > 0`),
        chips: [["keyword", "离散数学"], ["include_completed", false], ["sort", "deadline_asc"]],
        // The class of that name is named too, with its items not yet in the schedule.
        reply: (count: number) => expect.stringMatching(new RegExp(`^待办里有 ${count} 条相关的（见卡片）；离散数学期末复习还有\\d+项没排进日程：`)),
      },
      {
        message: "重要紧急的任务有哪些",
        // Quadrant 1 now: filed as 1, or filed as 2 and past its urgency threshold.
        condition: () =>
          and(notDone(), or(eq(tasks.priorityGroup, 1), and(eq(tasks.priorityGroup, 2), lte(tasks.urgencyThresholdAt, NOW)))),
        chips: [["quadrant", 1], ["include_completed", false], ["sort", "deadline_asc"]],
        reply: (count: number) => `我找到 ${count} 条相关任务，先给你列重点。`,
      },
      {
        message: "show my done tasks",
        condition: () => eq(tasks.isCompleted, true),
        chips: [["include_completed", "completed_only"], ["sort", "deadline_asc"]],
        reply: (count: number) => `I found ${count} matching tasks — here are the key ones.`,
      },
    ])("$message → a task_query card whose count is the SQL count, chips from the filters", async (example) => {
      const expected = await matchingIds(db(), example.condition());
      // Between one and five matches: the card then lists every one of them.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(5);

      const { turn, added } = await sayAndDiff(example.message);

      expect(added).toEqual([]);
      expect(kindsOf(turn.events)).toEqual(QUICK_TASK_KINDS);
      expect(textsOf(turn.events)).toEqual([example.reply(expected.length)]);
      const cards = cardsOf(turn.events);
      expect(cards).toHaveLength(1);
      const card = cards[0] as TaskQueryCard;
      expect(card.card_type).toBe("task_query");
      expect(card.data.result_count).toBe(expected.length);
      expect(card.data.tasks.map((task) => task.id).sort((a, b) => a - b)).toEqual(expected);
      expect(card.data.query_filters?.map((filter) => [filter.key, filter.value])).toEqual(example.chips);
      expectSameLiveAndReloaded(turn);
    });

    test("a query with no filter → every open task counted, the first five shown, the rest announced", async () => {
      const expected = await matchingIds(db(), notDone());
      expect(expected.length).toBeGreaterThan(5);

      const { turn } = await sayAndDiff("我还有哪些任务？");

      expect(toolCallsOf(turn.events)).toEqual([{ name: "query_tasks", arguments: {} }]);
      expect(textsOf(turn.events)).toEqual([`我找到 ${expected.length} 条相关任务，先给你列重点。`]);
      const card = cardsOf(turn.events)[0] as TaskQueryCard;
      expect(card.data).toMatchObject({ result_count: expected.length, shown_count: 5, has_more: true });
      expect(card.data.tasks.every((task) => expected.includes(task.id))).toBe(true);
      expect(card.data.query_filters?.map((filter) => filter.key)).toEqual(["include_completed", "sort"]);
    });

    test("a query nothing matches → the empty-state card and a sentence saying so", async () => {
      expect(await matchingIds(db(), and(notDone(), sql`position('化学竞赛' in ${tasks.title}) > 0`))).toEqual([]);

      const { turn, added } = await sayAndDiff("有哪些化学竞赛的任务？");

      expect(added).toEqual([]);
      expect(toolCallsOf(turn.events)).toEqual([{ name: "query_tasks", arguments: { keyword: "化学竞赛" } }]);
      expect(kindsOf(turn.events)).toEqual(QUICK_TASK_KINDS);
      expect(textsOf(turn.events)).toEqual(["没有找到符合条件的任务。"]);
      const card = cardsOf(turn.events)[0] as TaskQueryCard;
      expect(card).toMatchObject({ card_type: "task_query", title: "没有找到符合条件的任务" });
      expect(card.data).toMatchObject({ result_count: 0, shown_count: 0, has_more: false, tasks: [] });
    });
  });

  describe("small talk", () => {
    test.each([
      ["你好", "你好！我是你的学习规划助手"],
      ["今天天气怎么样", "这个我帮不上忙，我只负责你的学习任务和日程"],
      ["hello", "Hi! I'm your study planner."],
    ])("%s → one sentence, no tool, no rows", async (message, opening) => {
      const schedulesBefore = await scheduleRowCount(db(), userId);
      const { turn, added } = await sayAndDiff(message);

      expect(kindsOf(turn.events)).toEqual(["assistant_text"]);
      expect(textsOf(turn.events)[0].startsWith(opening)).toBe(true);
      expect(added).toEqual([]);
      expect(await openDraftsOf(db(), userId)).toEqual([]);
      expect(await scheduleRowCount(db(), userId)).toBe(schedulesBefore);
      expect(turn.run).toMatchObject({ status: "completed", toolCalls: 0, modelCalls: 1 });
      expectSameLiveAndReloaded(turn);
    });
  });
});
