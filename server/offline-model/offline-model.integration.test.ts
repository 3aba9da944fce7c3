/**
 * The offline model driven by AI SDK 7's own tool loop: streamText calls doStream step by step, runs the tools and
 * appends their replies. Schedule tools are the real executeTool over the seed fixtures (pure, in memory); the task
 * tools are small in-memory fakes answering in the documented reply formats. Every reply reaches the model as the
 * app's tools hand it on (toModelOutput: the text, and the facts the model reads beside it).
 */
import { stepCountIs, streamText, tool, type ModelMessage, type Tool, type ToolSet } from "ai";
import { describe, expect, test } from "vitest";
import {
  askUserInput,
  createTaskInput,
  queryTasksInput,
  quickNoteInput,
  roughScheduleInput,
  type QueryTasksInput,
  type RoughScheduleInput,
  type ToolOutput,
} from "@/lib/protocol";
import { toolModelOutput } from "@/lib/protocol/model-facts";
import { stageAfter, toolsForStage } from "@/server/agent/stages";
import { executeTool, scheduleToolDefinitions, type ScheduleState } from "@/lib/schedule";
import { timetableExample } from "@/testing/fixtures/seed-example";
import { roughSchedule, type RoughScheduleOptions } from "@/lib/schedule/rough-schedule";
import { createOfflineModel } from "./index";
import { studentCalendarOf } from "./decide/facts";
import { inStudentWords } from "./speak/student-words";

interface FakeTask {
  id: number;
  title: string;
  done: boolean;
}

interface World {
  state: ScheduleState;
  notes: Record<string, unknown>[];
  created: Record<string, unknown>[];
  tasks: FakeTask[];
}

function newWorld(state: ScheduleState = timetableExample): World {
  return {
    state,
    notes: [],
    created: [],
    tasks: [
      { id: 101, title: "离散数学作业 3", done: false },
      { id: 105, title: "离散数学命题证明复习", done: false },
      { id: 108, title: "离散数学错题整理", done: true },
      { id: 110, title: "英语听力", done: false },
    ],
  };
}

/** The window days a range phrase covers in the seed window (第5周周一 … 第6周周六). */
function roughOptions(world: World, input: RoughScheduleInput): RoughScheduleOptions {
  const options: RoughScheduleOptions = {};
  const explicit = input.range ? /第(\d+)(?:到|至|-)第?(\d+)天/.exec(input.range) : null;
  if (explicit) Object.assign(options, { day_start: Number(explicit[1]), day_end: Number(explicit[2]) });
  else if (input.range && /这周|this week/.test(input.range)) Object.assign(options, { day_start: 1, day_end: 7 });
  else if (input.range && /下周|next week/.test(input.range)) Object.assign(options, { day_start: 8, day_end: 13 });
  const item = world.state.tasks.find((task) => task.category === input.task_class && task.category_id !== undefined);
  if (item) options.category_id = item.category_id;
  return options;
}

function queryAnswer(world: World, input: QueryTasksInput): ToolOutput {
  const matching = world.tasks.filter(
    (task) =>
      (input.keyword === undefined || task.title.includes(input.keyword)) &&
      (input.completed_only ? task.done : input.include_completed || !task.done),
  );
  const text = [`共找到 ${matching.length} 条任务。`, ...matching.map((task) => `[${task.id}]${task.title}`)].join("\n");
  return { ok: true, text, facts: { kind: "task_search", found: matching.length, unplanned: [] } };
}

/** The tool as the app's registry hands it on: its reply reaches the model as text with its facts beside it. */
function handedOn(built: Tool): Tool {
  return { ...built, toModelOutput: ({ output }: { output: ToolOutput }) => toolModelOutput(output) };
}

function agentTools(world: World): ToolSet {
  const tools: ToolSet = {};
  for (const definition of scheduleToolDefinitions) {
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: definition.inputSchema,
      execute: async (input: unknown): Promise<ToolOutput> => {
        const result = executeTool(world.state, definition.name, input);
        world.state = result.state;
        return { ok: result.ok, text: result.text, ...(result.facts ? { facts: result.facts } : {}) };
      },
    });
  }
  tools.quick_note = tool({
    inputSchema: quickNoteInput,
    execute: async (input) => {
      world.notes.push(input);
      return { ok: true, text: `已记下：${input.title ?? input.content}` };
    },
  });
  tools.create_task = tool({
    inputSchema: createTaskInput,
    execute: async (input) => {
      world.created.push(input);
      return { ok: true, text: `已创建任务：${input.title ?? input.content}` };
    },
  });
  tools.query_tasks = tool({ inputSchema: queryTasksInput, execute: async (input) => queryAnswer(world, input) });
  tools.rough_schedule = tool({
    inputSchema: roughScheduleInput,
    execute: async (input) => {
      const result = roughSchedule(world.state, roughOptions(world, input));
      world.state = result.state;
      return { ok: result.ok, text: result.text, ...(result.facts ? { facts: result.facts } : {}) };
    },
  });
  tools.ask_user = tool({ inputSchema: askUserInput, execute: async (input) => ({ ok: true, text: input.question }) });
  return Object.fromEntries(Object.entries(tools).map(([name, built]) => [name, handedOn(built)]));
}

interface TurnOutcome {
  calls: { name: string; input: unknown }[];
  text: string;
  messages: ModelMessage[];
}

async function runTurn(world: World, messages: ModelMessage[], options: { staged?: boolean } = {}): Promise<TurnOutcome> {
  const result = streamText({
    model: createOfflineModel(),
    instructions: "你是学习规划助手。",
    messages,
    tools: agentTools(world),
    stopWhen: stepCountIs(8),
    ...(options.staged
      ? {
          prepareStep: ({ steps }) => ({
            activeTools: toolsForStage(
              stageAfter(
                steps.flatMap((step) =>
                  step.toolResults.map((toolResult) => ({ name: toolResult.toolName, ok: (toolResult.output as { ok: boolean }).ok })),
                ),
              ),
            ),
          }),
        }
      : {}),
  });
  const steps = await result.steps;
  return {
    calls: steps.flatMap((step) => step.toolCalls.map((call) => ({ name: call.toolName, input: call.input }))),
    text: await result.text,
    messages: await result.responseMessages,
  };
}

function said(text: string): ModelMessage[] {
  return [{ role: "user", content: text }];
}

describe("the offline model in streamText's tool loop", () => {
  test("a quick note: one call, then one sentence", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("提醒我周三晚上8点给导师发周报"));
    expect(turn.calls).toEqual([{ name: "quick_note", input: { content: "周三晚上8点给导师发周报" } }]);
    expect(world.notes).toEqual([{ content: "周三晚上8点给导师发周报" }]);
    expect(turn.text).toBe("我帮你记下来了。");
  });

  test("an English note is answered in English", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("remind me to email the TA Friday 5pm"));
    expect(world.notes).toEqual([{ content: "email the TA Friday 5pm" }]);
    expect(turn.text).toBe("Noted — I've added it.");
  });

  test("an explicit task carries its quadrant", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急"));
    expect(world.created).toEqual([{ content: "完成离散数学第1节复习，周四晚上10点前，重要紧急", priority_group: 1 }]);
    expect(turn.text).toBe("这条任务已经创建好了。");
  });

  test("a task question reports the count the tool found", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("还有哪些离散数学的任务没做？"));
    expect(turn.calls).toEqual([{ name: "query_tasks", input: { keyword: "离散数学" } }]);
    expect(turn.text).toBe("我找到 2 条相关任务，先给你列重点。");
  });

  test("a scheduling request: read pending, rough schedule, verify, then ask to confirm", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("把待办都排进第3到第9天"));
    expect(turn.calls).toEqual([
      { name: "list_tasks", input: { status: "pending" } },
      { name: "rough_schedule", input: { range: "第3到第9天" } },
      { name: "list_tasks", input: { status: "suggested" } },
    ]);
    const placed = world.state.tasks.filter((task) => task.status === "suggested");
    expect(placed.map((task) => task.state_id).sort((a, b) => a - b)).toEqual([3, 7, 9]);
    const days = placed.flatMap((task) => (task.slots ?? []).map((slot) => slot.day));
    expect(days).toHaveLength(3);
    expect(days.every((day) => day >= 3 && day <= 9)).toBe(true);
    expect(turn.text).toBe("已为你预排了 3 个任务（共 7 节），目前还是建议安排，请确认后再写入课表。");
  });

  test("a request with no range asks, and the next turn's answer completes it", async () => {
    const world = newWorld();
    const first = await runTurn(world, said("帮我排一下复习"));
    expect(first.calls.map((call) => call.name)).toEqual(["list_tasks", "ask_user"]);
    expect(first.text).toBe("想排到哪段时间？");
    expect(world.state).toBe(timetableExample);

    const second = await runTurn(world, [...said("帮我排一下复习"), ...first.messages, ...said("下周")]);
    expect(second.calls).toEqual([
      { name: "list_tasks", input: { status: "pending" } },
      { name: "rough_schedule", input: { range: "下周" } },
      { name: "list_tasks", input: { status: "suggested" } },
    ]);
    const placedDays = world.state.tasks.flatMap((task) => (task.status === "suggested" ? (task.slots ?? []).map((slot) => slot.day) : []));
    expect(placedDays.length).toBeGreaterThan(0);
    expect(placedDays.every((day) => day >= 8)).toBe(true);
  });

  test("a history that kept only the question's text still continues the request", async () => {
    const world = newWorld();
    const turn = await runTurn(world, [
      ...said("把待办都排一下"),
      { role: "assistant", content: "想排到哪段时间？（可选：这周 / 下周）" },
      ...said("这周"),
    ]);
    expect(turn.calls.map((call) => call.name)).toEqual(["list_tasks", "rough_schedule", "list_tasks"]);
    expect(turn.calls[1].input).toEqual({ range: "这周" });
  });

  test("an edit by name: list every task, then place the pending item where asked", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("把复习线代移到第5天第3节"));
    expect(turn.calls).toEqual([
      { name: "list_tasks", input: { status: "all" } },
      { name: "place", input: { task_id: 3, day: 5, slot_start: 3 } },
    ]);
    expect(world.state.tasks.find((task) => task.state_id === 3)).toMatchObject({
      status: "suggested",
      slots: [{ day: 5, slot_start: 3, slot_end: 5 }],
    });
    expect(turn.text).toBe("好的，已经改在方案里了，确认后写入日程。\n已将 复习线代 放到第5天第3-5节。");
  });

  test("a refused swap leaves the state untouched and says why", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("交换高数和线代"));
    expect(turn.calls).toEqual([
      { name: "list_tasks", input: { status: "all" } },
      { name: "swap", input: { task_a: 1, task_b: 6 } },
    ]);
    expect(world.state).toBe(timetableExample);
    expect(turn.text).toBe("这次没有改成：\n交换失败：高等数学 是固定课程，不可交换。");
  });

  test("a task question relays the task's details", async () => {
    const world = newWorld();
    const turn = await runTurn(world, said("[3]是什么"));
    expect(turn.calls).toEqual([{ name: "get_task_info", input: { task_id: 3 } }]);
    expect(turn.text).toBe(`这个任务的详情如下：\n${inStudentWords(executeTool(timetableExample, "get_task_info", { task_id: 3 }).text, studentCalendarOf(undefined))}`);
  });

  test("small talk makes no tool call", async () => {
    const turn = await runTurn(newWorld(), said("谢谢"));
    expect(turn.calls).toEqual([]);
    expect(turn.text).toBe("不客气，有需要随时叫我。");
  });

  test("with the app's stages restricting tools per step, an edit and a note still complete", async () => {
    const editWorld = newWorld();
    const edit = await runTurn(editWorld, said("把[3]移到第5天第1节"), { staged: true });
    expect(edit.calls.map((call) => call.name)).toEqual(["list_tasks", "place"]);
    expect(editWorld.state.tasks.find((task) => task.state_id === 3)?.status).toBe("suggested");

    const noteWorld = newWorld();
    const note = await runTurn(noteWorld, said("记一下明天下午交实验报告"), { staged: true });
    expect(note.calls.map((call) => call.name)).toEqual(["quick_note"]);
    expect(note.text).toBe("我帮你记下来了。");
  });
});
