import { beforeAll, describe, expect, it } from "vitest";
import { listTasks, type TaskRecord } from "@/db/queries/tasks";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { businessCardDataSchema, PLANNER_TOOLS, toolOutputSchema, type BusinessCardData, type ToolOutput } from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { createCreateTaskTool } from "./create-task";

const CREATE_TASK_DESCRIPTION = PLANNER_TOOLS.create_task.description;

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-create-task", messages: [], context: {} };

describe("the create_task description", () => {
  it("names when to call it and routes casual notes and questions elsewhere", () => {
    expect(CREATE_TASK_DESCRIPTION).toContain("适用：");
    expect(CREATE_TASK_DESCRIPTION).toContain("创建任务：完成离散数学第1节复习");
    expect(CREATE_TASK_DESCRIPTION).toMatch(/不适用：.*quick_note.*query_tasks.*日程工具/);
  });
});

describe.each(testDatabases())("create_task ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeAll(async () => {
    userId = (await createUser(db(), "建任务的学生")).id;
  });

  function setup() {
    const cards: BusinessCardData[] = [];
    const deps: TaskToolDeps = { db: db(), userId, now: NOW, timeZone: ZONE, emitCard: (card) => cards.push(card) };
    const createTask = createCreateTaskTool(deps);
    const run = async (input: Record<string, unknown>): Promise<ToolOutput> =>
      toolOutputSchema.parse(await createTask.execute(input as never, EXECUTION));
    return { run, cards };
  }

  async function newestTask(): Promise<TaskRecord | undefined> {
    return (await listTasks(db(), userId)).at(-1);
  }

  it("creates a task from the student's words with priority words and estimated periods", async () => {
    const { run, cards } = setup();
    const output = await run({ content: "创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急，需要2节" });

    // Thursday 2026-04-30 22:00 in Shanghai; quadrant 1 needs no urgency threshold.
    expect(output).toEqual({
      ok: true,
      text: "已创建任务：「完成离散数学第1节复习」（截止 2026-04-30 22:00，重要且紧急，预计 2 节）。",
      facts: { kind: "saved_task", estimated_sections: 2 },
    });
    const task = await newestTask();
    expect(task).toMatchObject({
      title: "完成离散数学第1节复习",
      priority_group: 1,
      deadline_at: new Date("2026-04-30T14:00:00.000Z"),
      urgency_threshold_at: null,
      estimated_sections: 2,
    });
    expect(cards).toHaveLength(1);
    expect(businessCardDataSchema.parse(cards[0])).toEqual({
      stage: "quick_task",
      block_id: "quick_task.result",
      display_mode: "card",
      business_card: {
        card_type: "task_record",
        title: "任务已创建",
        summary: "已写入任务系统",
        source: "create_task",
        data: {
          id: task!.id,
          title: "完成离散数学第1节复习",
          priority_group: 1,
          priority_label: "重要且紧急",
          deadline_at: "2026-04-30 22:00",
          status: "todo",
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        },
      },
    });
  });

  it("reads 复杂但不重要 as quadrant 4 and leaves a task without a date undated", async () => {
    const { run } = setup();
    expect(await run({ content: "新建一个待办：整理错题，复杂但不重要" })).toEqual({
      ok: true,
      text: "已创建任务：「整理错题」（复杂不重要）。",
      facts: { kind: "saved_task", estimated_sections: null },
    });
    expect(await newestTask()).toMatchObject({ title: "整理错题", priority_group: 4, deadline_at: null, estimated_sections: null });
  });

  it("gives a dated quadrant-2 task its urgency threshold 24 h before the deadline", async () => {
    const { run, cards } = setup();
    await run({ content: "创建任务：复习线性代数第三章，重要不紧急", deadline: "下周一晚上9点" });

    // Monday 2026-05-04 21:00 in Shanghai; urgent from Sunday 21:00.
    expect(await newestTask()).toMatchObject({
      priority_group: 2,
      deadline_at: new Date("2026-05-04T13:00:00.000Z"),
      urgency_threshold_at: new Date("2026-05-03T13:00:00.000Z"),
    });
    expect(businessCardDataSchema.parse(cards[0]).business_card.data).toMatchObject({
      deadline_at: "2026-05-04 21:00",
      urgency_threshold_at: "2026-05-03 21:00",
    });
  });

  it("prefers the structured priority and estimated periods over the content's words", async () => {
    const { run } = setup();
    const output = await run({ content: "创建任务：写课程论文，需要2节，不重要", priority_group: 2, estimated_sections: 6 });
    expect(output).toEqual({ ok: true, text: "已创建任务：「写课程论文」（重要不紧急，预计 6 节）。", facts: { kind: "saved_task", estimated_sections: 6 } });
    expect(await newestTask()).toMatchObject({ title: "写课程论文", priority_group: 2, estimated_sections: 6, urgency_threshold_at: null });
  });

  it("refuses a request with no task in it, writing nothing and emitting no card", async () => {
    const { run, cards } = setup();
    const before = await listTasks(db(), userId);
    const output = await run({ content: "创建任务" });
    expect(output.ok).toBe(false);
    expect(output.text).toContain("没有识别到任务内容");
    expect(cards).toEqual([]);
    expect(await listTasks(db(), userId)).toEqual(before);
  });

  it("refuses estimated periods outside 1-24 (the to-do rules) with a message naming the argument", async () => {
    const { run, cards } = setup();
    const before = await listTasks(db(), userId);
    const output = await run({ content: "创建任务：写论文", estimated_sections: 25 });
    expect(output).toMatchObject({ ok: false, text: expect.stringContaining("参数 estimated_sections") });
    expect(cards).toEqual([]);
    expect(await listTasks(db(), userId)).toEqual(before);
  });
});
