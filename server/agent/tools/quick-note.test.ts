import { beforeAll, describe, expect, it } from "vitest";
import { listTasks, type TaskRecord } from "@/db/queries/tasks";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { businessCardDataSchema, PLANNER_TOOLS, toolOutputSchema, type BusinessCardData, type ToolOutput } from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { createQuickNoteTool } from "./quick-note";

const QUICK_NOTE_DESCRIPTION = PLANNER_TOOLS.quick_note.description;

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-quick-note", messages: [], context: {} };

describe("the quick_note description", () => {
  it("names when to call it and routes the neighbouring requests to the other tools", () => {
    expect(QUICK_NOTE_DESCRIPTION).toContain("适用：");
    expect(QUICK_NOTE_DESCRIPTION).toContain("提醒我周三晚上8点给导师发周报");
    expect(QUICK_NOTE_DESCRIPTION).toMatch(/不适用：.*create_task.*query_tasks.*日程工具/);
  });
});

describe.each(testDatabases())("quick_note ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeAll(async () => {
    userId = (await createUser(db(), "随口记的学生")).id;
  });

  /** The tool on the test database; each emitted card also records which tasks existed at that moment. */
  function setup(forUser = () => userId) {
    const cards: BusinessCardData[] = [];
    const tasksWhenEmitted: Promise<TaskRecord[]>[] = [];
    const deps: TaskToolDeps = {
      db: db(),
      userId: forUser(),
      now: NOW,
      timeZone: ZONE,
      emitCard: (card) => {
        cards.push(card);
        tasksWhenEmitted.push(listTasks(db(), forUser()));
      },
    };
    const quickNote = createQuickNoteTool(deps);
    const run = async (input: Record<string, unknown>): Promise<ToolOutput> =>
      toolOutputSchema.parse(await quickNote.execute(input as never, EXECUTION));
    return { run, cards, tasksWhenEmitted };
  }

  async function newestTask(): Promise<TaskRecord | undefined> {
    return (await listTasks(db(), userId)).at(-1);
  }

  describe("recording from the student's words", () => {
    it("reads Traditional and Cantonese words but saves the title in the student's own characters", async () => {
      const { run } = setup();
      const output = await run({ content: "幫我記一下下禮拜三交報告，大概要寫4個鐘頭" });
      expect(output.ok).toBe(true);
      const task = await newestTask();
      expect(task?.title).toBe("交報告");
      // Monday 27 April: 下禮拜三 is Wednesday 6 May, the end of that day in Shanghai; 4 hours are 6 periods of 45 minutes.
      expect(task?.deadline_at?.toISOString()).toBe("2026-05-06T15:59:00.000Z");
      expect(task?.estimated_sections).toBe(6);
    });

    it("reads a Chinese reminder in the student's zone: deadline, default quadrant 2 and its urgency threshold", async () => {
      const { run, cards } = setup();
      const output = await run({ content: "提醒我周三晚上8点给导师发周报" });

      // Wednesday 2026-04-29 20:00 in Shanghai.
      expect(output).toEqual({ ok: true, text: "已记下：「给导师发周报」（截止 2026-04-29 20:00，重要不紧急）。", facts: { kind: "saved_task", estimated_sections: null } });
      const task = await newestTask();
      expect(task).toMatchObject({
        title: "给导师发周报",
        priority_group: 2,
        deadline_at: new Date("2026-04-29T12:00:00.000Z"),
        urgency_threshold_at: new Date("2026-04-28T12:00:00.000Z"),
        is_completed: false,
        estimated_sections: null,
      });
      expect(cards).toHaveLength(1);
    });

    it("reports a note due within a day as urgent: its threshold has already passed", async () => {
      const { run, cards } = setup();
      // Tomorrow 10:00 is 18 hours away, so the 24-hour threshold (today 10:00) is behind us.
      const output = await run({ content: "提醒我明天上午10点交实验报告" });
      expect(output.text).toBe("已记下：「交实验报告」（截止 2026-04-28 10:00，重要且紧急）。");
      const task = await newestTask();
      // Stored as quadrant 2 with its threshold; only the view of it is urgent.
      expect(task).toMatchObject({ priority_group: 2, urgency_threshold_at: new Date("2026-04-27T02:00:00.000Z") });
      expect(cards[0].business_card.data).toMatchObject({ priority_group: 1 });
    });

    it("reads an English reminder the same way", async () => {
      const { run } = setup();
      const output = await run({ content: "remind me to email the TA Friday 5pm" });

      // Friday 2026-05-01 17:00 in Shanghai.
      expect(output).toEqual({ ok: true, text: "已记下：「email the TA」（截止 2026-05-01 17:00，重要不紧急）。", facts: { kind: "saved_task", estimated_sections: null } });
      expect(await newestTask()).toMatchObject({
        title: "email the TA",
        priority_group: 2,
        deadline_at: new Date("2026-05-01T09:00:00.000Z"),
        urgency_threshold_at: new Date("2026-04-30T09:00:00.000Z"),
      });
    });

    it("files a note without a date as quadrant 3 with no deadline and no threshold, and says so briefly", async () => {
      const { run } = setup();
      expect(await run({ content: "记一下买牛奶" })).toEqual({ ok: true, text: "已记下：「买牛奶」（简单不重要）。", facts: { kind: "saved_task", estimated_sections: null } });
      expect(await newestTask()).toMatchObject({ title: "买牛奶", priority_group: 3, deadline_at: null, urgency_threshold_at: null });
    });

    it("takes the quadrant the words state; an urgent task has no threshold", async () => {
      const { run } = setup();
      // A bare day is due at 23:59 that day: Tuesday 2026-04-28.
      expect(await run({ content: "提醒我明天交报告，很急" })).toEqual({
        ok: true,
        text: "已记下：「交报告」（截止 2026-04-28 23:59，重要且紧急）。",
        facts: { kind: "saved_task", estimated_sections: null },
      });
      expect(await newestTask()).toMatchObject({ priority_group: 1, urgency_threshold_at: null });
    });
  });

  describe("structured arguments", () => {
    it("prefers the given title, deadline and quadrant over what the content says", async () => {
      const { run } = setup();
      const output = await run({
        content: "周五交报告，不急",
        title: "交实验报告",
        deadline: "2026-05-02 18:00",
        priority_group: 1,
      });
      expect(output).toEqual({ ok: true, text: "已记下：「交实验报告」（截止 2026-05-02 18:00，重要且紧急）。", facts: { kind: "saved_task", estimated_sections: null } });
      expect(await newestTask()).toMatchObject({
        title: "交实验报告",
        priority_group: 1,
        deadline_at: new Date("2026-05-02T10:00:00.000Z"),
        urgency_threshold_at: null,
      });
    });

    it("defaults to quadrant 2 with a threshold when only the deadline argument carries the date", async () => {
      const { run } = setup();
      await run({ content: "给导师发周报", deadline: "周三晚上8点" });
      expect(await newestTask()).toMatchObject({
        title: "给导师发周报",
        priority_group: 2,
        deadline_at: new Date("2026-04-29T12:00:00.000Z"),
        urgency_threshold_at: new Date("2026-04-28T12:00:00.000Z"),
      });
    });

    it("keeps the content's date when the title argument replaces a content that is only a date", async () => {
      const { run } = setup();
      expect(await run({ content: "明天", title: "还图书馆的书" })).toEqual({
        ok: true,
        text: "已记下：「还图书馆的书」（截止 2026-04-28 23:59，重要不紧急）。",
        facts: { kind: "saved_task", estimated_sections: null },
      });
    });

    it("accepts a deadline at exactly now", async () => {
      const { run } = setup();
      expect((await run({ content: "交表", deadline: NOW.toISOString() })).ok).toBe(true);
    });
  });

  describe("the card", () => {
    it("emits exactly one task_record card, only after the row exists, that parses as a business card", async () => {
      const { run, cards, tasksWhenEmitted } = setup();
      await run({ content: "提醒我周三晚上8点给导师发周报" });
      const task = await newestTask();

      expect(cards).toHaveLength(1);
      const card = businessCardDataSchema.parse(cards[0]);
      expect(card).toEqual({
        stage: "quick_task",
        block_id: "quick_task.result",
        display_mode: "card",
        business_card: {
          card_type: "task_record",
          title: "已帮你记下",
          summary: "一条轻量提醒已写入任务系统",
          source: "quick_note",
          data: {
            id: task!.id,
            title: "给导师发周报",
            priority_group: 2,
            priority_label: "重要不紧急",
            deadline_at: "2026-04-29 20:00",
            urgency_threshold_at: "2026-04-28 20:00",
            created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          },
        },
      });
      expect((await tasksWhenEmitted[0]).map((row) => row.id)).toContain(task!.id);
    });

    it("leaves absent fields out of the card instead of inventing them", async () => {
      const { run, cards } = setup();
      await run({ content: "记一下买牛奶" });
      const card = businessCardDataSchema.parse(cards[0]);
      expect(card.business_card.data).not.toHaveProperty("deadline_at");
      expect(card.business_card.data).not.toHaveProperty("urgency_threshold_at");
      expect(card.business_card.data).not.toHaveProperty("status");
    });
  });

  describe("recoverable failures write nothing and emit nothing", () => {
    async function expectRefused(input: Record<string, unknown>, message: RegExp) {
      const { run, cards } = setup();
      const before = await listTasks(db(), userId);
      const output = await run(input);
      expect(output.ok).toBe(false);
      expect(output.text).toMatch(message);
      expect(cards).toEqual([]);
      expect(await listTasks(db(), userId)).toEqual(before);
    }

    it("refuses a note with nothing to record", async () => {
      await expectRefused({ content: "提醒我" }, /没有识别到任务内容/);
    });

    it("refuses a blank title argument", async () => {
      await expectRefused({ content: "交报告", title: "   " }, /参数 title 不能为空/);
    });

    it("refuses empty content", async () => {
      await expectRefused({ content: "" }, /参数 content 不能为空/);
    });

    it("refuses a quadrant outside 1-4", async () => {
      await expectRefused({ content: "交报告", priority_group: 5 }, /参数 priority_group/);
    });

    it("refuses deadline words it cannot read", async () => {
      await expectRefused({ content: "交报告", deadline: "等我有空" }, /没能理解截止时间“等我有空”/);
    });

    it("refuses a deadline phrase that names a start", async () => {
      await expectRefused({ content: "交报告", deadline: "周五以后" }, /不是截止时间/);
    });

    it("refuses a deadline already in the past, one minute before now included", async () => {
      await expectRefused({ content: "记一下昨天交报告" }, /截止时间 2026-04-26 23:59 已经过去了/);
      await expectRefused({ content: "交报告", deadline: new Date(NOW.getTime() - 60_000).toISOString() }, /已经过去了/);
    });
  });

  it("throws on an unexpected database failure and emits no card", async () => {
    const { run, cards } = setup(() => 987_654_321);
    await expect(run({ content: "记一下买牛奶" })).rejects.toThrow();
    expect(cards).toEqual([]);
  });
});
