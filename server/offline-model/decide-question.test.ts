import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { firstFreeExample, overviewExample, timetableExample } from "@/testing/fixtures/seed-example";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

describe("decideQuestion", () => {
  test("a day question reads that day, then leads into the tool's reply", async () => {
    const prompt = [user("第3天有什么课")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "query_range", input: { day: 3 } });
    const reply = executeTool(timetableExample, "query_range", { day: 3 });
    const step = await nextStep([...prompt, ...toolExchange("c1", "query_range", { day: 3 }, reply)]);
    expect(step).toEqual({ kind: "text", text: `第3天的占用情况如下：\n${reply.text}` });
  });

  test("明天 is not a day index: the overview answers it", async () => {
    const prompt = [user("明天有什么安排")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "get_overview", input: {} });
    const reply = executeTool(overviewExample, "get_overview", {});
    const step = await nextStep([...prompt, ...toolExchange("c1", "get_overview", {}, reply)]);
    expect(step).toEqual({ kind: "text", text: `这是目前的整体安排：\n${reply.text}` });
  });

  test("a free-slot question finds the first free position", async () => {
    const prompt = [user("找一个2节的空位")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "find_first_free", input: { duration: 2 } });
    const reply = executeTool(firstFreeExample, "find_first_free", { duration: 2 });
    const step = await nextStep([...prompt, ...toolExchange("c1", "find_first_free", { duration: 2 }, reply)]);
    expect(step).toEqual({ kind: "text", text: `帮你查了空位：\n${reply.text}` });
  });

  test("find_free stands in when only the alias is offered", async () => {
    const tools = PLANNER_TOOL_NAMES.filter((name) => name !== "find_first_free");
    expect(await nextStep([user("哪里有空")], tools)).toMatchObject({ kind: "tool", toolName: "find_free", input: { duration: 2 } });
  });

  test("a task id question reads that task", async () => {
    const prompt = [user("[3]是什么")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "get_task_info", input: { task_id: 3 } });
    const reply = executeTool(timetableExample, "get_task_info", { task_id: 3 });
    const step = await nextStep([...prompt, ...toolExchange("c1", "get_task_info", { task_id: 3 }, reply)]);
    expect(step).toEqual({ kind: "text", text: `这个任务的详情如下：\n${reply.text}` });
  });

  test("a failed read is relayed as such", async () => {
    const reply = executeTool(timetableExample, "query_range", { day: 30 });
    expect(reply.ok).toBe(false);
    const step = await nextStep([user("第30天有什么课"), ...toolExchange("c1", "query_range", { day: 30 }, reply)]);
    expect(step).toEqual({ kind: "text", text: `没有查到结果：\n${reply.text}` });
  });

  test("English questions lead in English", async () => {
    const reply = executeTool(timetableExample, "list_tasks", { status: "pending" });
    const step = await nextStep([
      user("which tasks are still unscheduled?"),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, reply),
    ]);
    expect(step).toEqual({ kind: "text", text: `Here's the list:\n${reply.text}` });
  });
});
