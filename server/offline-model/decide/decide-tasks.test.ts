import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

describe("decideQuickNote", () => {
  test("calls quick_note with the words after the lead-in", async () => {
    const step = await nextStep([user("提醒我周三晚上8点给导师发周报")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: "周三晚上8点给导师发周报" } });
  });

  test("after a successful note says so in one sentence, in the student's language", async () => {
    const chinese = await nextStep([
      user("记一下明天下午交实验报告"),
      ...toolExchange("c1", "quick_note", { content: "明天下午交实验报告" }, { ok: true, text: "已记下：交实验报告（截止 明天 18:00）" }),
    ]);
    expect(chinese).toEqual({ kind: "text", text: "我帮你记下来了。" });
    const english = await nextStep([
      user("remind me to email the TA Friday 5pm"),
      ...toolExchange("c1", "quick_note", { content: "email the TA Friday 5pm" }, { ok: true, text: "已记下：email the TA" }),
    ]);
    expect(english).toEqual({ kind: "text", text: "Noted — I've added it." });
  });

  test("relays a failed note with the tool's reason", async () => {
    const step = await nextStep([
      user("提醒我"),
      ...toolExchange("c1", "quick_note", { content: "x" }, { ok: false, text: "没有识别到任务内容。" }),
    ]);
    expect(step).toEqual({ kind: "text", text: "没能记下来：没有识别到任务内容。" });
  });

  test("a lead-in with nothing after it asks what to note, without a tool", async () => {
    expect(await nextStep([user("提醒我")])).toEqual({ kind: "text", text: "要记下什么事呢？比如“提醒我周三晚上8点给导师发周报”。" });
  });
});

describe("decideCreateTask", () => {
  test("passes the quadrant the words state", async () => {
    const step = await nextStep([user("创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急")]);
    expect(step).toMatchObject({
      kind: "tool",
      toolName: "create_task",
      input: { content: "完成离散数学第1节复习，周四晚上10点前，重要紧急", priority_group: 1 },
    });
  });

  test("confirms creation, or relays the failure", async () => {
    const created = await nextStep([
      user("新建一个任务：整理错题"),
      ...toolExchange("c1", "create_task", { content: "整理错题" }, { ok: true, text: "已创建任务：整理错题" }),
    ]);
    expect(created).toEqual({ kind: "text", text: "这条任务已经创建好了。" });
    const failed = await nextStep([
      user("create a task: tidy notes"),
      ...toolExchange("c1", "create_task", { content: "tidy notes" }, { ok: false, text: "截止时间无法识别。" }),
    ]);
    expect(failed).toEqual({ kind: "text", text: "I couldn't create the task: 截止时间无法识别。" });
  });
});

describe("decideTaskQuery", () => {
  test("calls query_tasks with structured arguments", async () => {
    expect(await nextStep([user("还有哪些离散数学的任务没做？")])).toMatchObject({
      kind: "tool",
      toolName: "query_tasks",
      input: { keyword: "离散数学" },
    });
  });

  test("states the count from the reply", async () => {
    const step = await nextStep([
      user("重要紧急的任务有哪些"),
      ...toolExchange("c1", "query_tasks", { quadrant: 1 }, { ok: true, text: "共找到 4 条任务，按截止时间升序：\n1. 离散数学作业 3", facts: { kind: "task_search", found: 4, unplanned: [] } }),
    ]);
    expect(step).toEqual({ kind: "text", text: "我找到 4 条相关任务，先给你列重点。" });
  });

  test("zero results say nothing was found", async () => {
    const chinese = await nextStep([
      user("已经完成的任务"),
      ...toolExchange("c1", "query_tasks", { completed_only: true }, { ok: true, text: "共找到 0 条任务。", facts: { kind: "task_search", found: 0, unplanned: [] } }),
    ]);
    expect(chinese).toEqual({ kind: "text", text: "没有找到符合条件的任务。" });
    const english = await nextStep([
      user("show my done tasks"),
      ...toolExchange("c1", "query_tasks", { completed_only: true }, { ok: true, text: "共找到 0 条任务。", facts: { kind: "task_search", found: 0, unplanned: [] } }),
    ]);
    expect(english).toEqual({ kind: "text", text: "No tasks match that." });
  });

  test("English counts agree in number", async () => {
    const step = await nextStep([
      user("what tasks are due before Friday"),
      ...toolExchange("c1", "query_tasks", { deadline_before: "before Friday" }, { ok: true, text: "共找到 1 条任务。", facts: { kind: "task_search", found: 1, unplanned: [] } }),
    ]);
    expect(step).toEqual({ kind: "text", text: "I found 1 matching task — here are the key ones." });
  });

  test("relays a failed query", async () => {
    const step = await nextStep([
      user("这周要截止的任务"),
      ...toolExchange("c1", "query_tasks", { deadline_before: "这周" }, { ok: false, text: "查询失败：截止时间无法识别。" }),
    ]);
    expect(step).toEqual({ kind: "text", text: "这次没有查到：查询失败：截止时间无法识别。" });
  });
});

describe("a deadline in a closing clause of its own, after a date word that names the thing", () => {
  test("the bound goes beside the words as the deadline", async () => {
    const step = await nextStep([user("新建任务：整理本周的实验数据，重要不紧急，下周三之前")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "create_task", input: { deadline: "下周三之前", priority_group: 2 } });
    const note = await nextStep([user("记一下：整理这个月的账单，周日前")]);
    expect(note).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline: "周日前" } });
  });

  test("a bound that is the first date, or a clock time alone, is left to the tools", async () => {
    for (const text of ["新建任务：周五前交实验报告", "记一下下周二要交调研报告，下午四点前"]) {
      const step = await nextStep([user(text)]);
      expect(step.kind === "tool" ? step.input : undefined).not.toHaveProperty("deadline");
    }
  });
});
