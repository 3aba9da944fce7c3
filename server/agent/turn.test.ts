import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { listTasks } from "@/db/queries/tasks";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { TimelineEvent } from "@/lib/protocol";
import { toolsForStage } from "./stages";
import { callStep, finishPart, sayStep, scriptedModel } from "@/testing/agent/scripted-model";
import {
  committedTables,
  eventsOf,
  kindsOf,
  seedStudent,
  TestConversation,
} from "@/testing/agent/turn-harness";

// Every turn runs at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13 of the demo term.

const WRITE_TOOLS = ["place", "move", "swap", "batch_move", "unplace"];

/** The 离散数学 items the demo student still has to place; rough_schedule puts all of them into this week. */
const PENDING_DISCRETE_ITEMS = [
  "集合与二元关系",
  "函数与等价关系",
  "图论基础：欧拉图与哈密顿图",
  "树与最小生成树",
  "代数系统：群、环、域",
  "综合模拟卷（限时）",
];

function scheduleScript() {
  return scriptedModel([
    callStep([{ name: "list_tasks" }]),
    callStep([{ name: "rough_schedule", input: { task_class: "离散数学期末复习", range: "这周" } }]),
    sayStep("我把离散数学的复习排进了这周，请确认。"),
  ]);
}

function cardsOf(events: readonly TimelineEvent[]) {
  return events.filter((event) => event.kind === "business_card").map((event) => event.payload.business_card);
}

/** The prompt's messages of the given roles, as one searchable string. */
function promptText(prompt: LanguageModelV4Prompt, roles: ReadonlyArray<LanguageModelV4Prompt[number]["role"]>): string {
  return JSON.stringify(prompt.filter((message) => roles.includes(message.role)));
}

describe.each(testDatabases())("startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  /** Shared by the tests that never open a draft; scheduling tests take a fresh student. */
  let studentId: number;

  beforeAll(async () => {
    studentId = await seedStudent(db(), "对话学生");
  });

  describe("timeline kinds and business cards", () => {
    it("streams a quick note as status, tool call and result, status, the sentence, then its card", async () => {
      const model = scriptedModel([
        callStep([{ name: "quick_note", input: { content: "提醒我周五晚上8点给导师发周报" } }]),
        sayStep("我帮你记下来了。"),
      ]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "提醒我周五晚上8点给导师发周报" });

      expect(kindsOf(turn.timeline)).toEqual([
        "user_text",
        "status",
        "tool_call",
        "tool_result",
        "status",
        "assistant_text",
        "business_card",
      ]);
      const [, route, call, result, quickTask, text, card] = turn.timeline;
      expect(route.payload.stage).toBe("route");
      expect(call.payload.tool).toMatchObject({ name: "quick_note", arguments: { content: "提醒我周五晚上8点给导师发周报" } });
      expect(result.payload.tool).toMatchObject({ name: "quick_note", ok: true });
      expect(quickTask.payload.stage).toBe("quick_task");
      expect(text.content).toBe("我帮你记下来了。");

      // The card carries the row that was written: Friday 2026-04-24 20:00 in Shanghai.
      const written = (await listTasks(db(), studentId)).find((task) => task.title === "给导师发周报");
      expect(written?.deadline_at).toEqual(new Date("2026-04-24T12:00:00Z"));
      expect(card.payload).toMatchObject({
        stage: "quick_task",
        block_id: "quick_task.result",
        display_mode: "card",
        business_card: {
          card_type: "task_record",
          source: "quick_note",
          data: { id: written?.id, title: "给导师发周报", deadline_at: "2026-04-24 20:00" },
        },
      });
      expect(turn.runs.map((run) => [run.status, run.modelCalls, run.toolCalls, run.draftId])).toEqual([["completed", 2, 1, null]]);
    });

    it("sends the card chunk right after the text it belongs to, live as after reload", async () => {
      const model = scriptedModel([callStep([{ name: "quick_note", input: { content: "记一下买牙膏" } }]), sayStep("记好了。")]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "记一下买牙膏" });

      const types = turn.chunks.map((chunk) => chunk.type);
      expect(types.indexOf("data-business_card")).toBe(types.indexOf("text-end") + 1);
      const kinds = kindsOf(turn.timeline);
      expect(kinds.indexOf("business_card")).toBe(kinds.indexOf("assistant_text") + 1);
    });

    it("keeps the model's reasoning as the reasoning_content of the text it precedes", async () => {
      const model = scriptedModel([sayStep("你好，我可以帮你记事、查任务和排日程。", { reasoning: "学生在打招呼，介绍能力即可" })]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "你好" });

      const texts = turn.timeline.filter((event) => event.kind === "assistant_text");
      expect(texts).toHaveLength(1);
      expect(texts[0].content).toBe("你好，我可以帮你记事、查任务和排日程。");
      expect(texts[0].payload.reasoning_content).toBe("学生在打招呼，介绍能力即可");
    });

    it("answers query_tasks with a task_query card of what the database holds", async () => {
      const model = scriptedModel([callStep([{ name: "query_tasks", input: { keyword: "离散数学" } }]), sayStep("找到 1 条相关任务。")]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "还有哪些离散数学的任务没做？" });

      expect(kindsOf(turn.timeline).slice(-2)).toEqual(["assistant_text", "business_card"]);
      const [card] = cardsOf(turn.timeline);
      expect(card).toMatchObject({ card_type: "task_query", data: { result_count: 1, shown_count: 1, has_more: false } });
      const expected = (await listTasks(db(), studentId)).filter((task) => task.title.includes("离散数学") && !task.is_completed);
      expect(card?.card_type === "task_query" && card.data.tasks.map((task) => [task.id, task.title])).toEqual(
        expected.map((task) => [task.id, task.title]),
      );
    });

    it("answers create_task with a task_record card whose source is create_task", async () => {
      const model = scriptedModel([
        callStep([{ name: "create_task", input: { content: "创建任务：整理实验数据，需要2节", priority_group: 2 } }]),
        sayStep("这条任务已经创建好了。"),
      ]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "创建任务：整理实验数据，需要2节" });

      const [card] = cardsOf(turn.timeline);
      expect(card).toMatchObject({ card_type: "task_record", source: "create_task", data: { title: "整理实验数据", status: "todo" } });
      const row = (await listTasks(db(), studentId)).find((task) => task.title === "整理实验数据");
      expect(row?.estimated_sections).toBe(2);
    });

    it("shows no card and writes no row when the quick note fails", async () => {
      const before = await listTasks(db(), studentId);
      const model = scriptedModel([
        // Monday 2026-04-20 is already over on Wednesday the 22nd.
        callStep([{ name: "quick_note", input: { content: "交报告", deadline: "2026-04-20T10:00:00+08:00" } }]),
        sayStep("这个时间已经过去了，你确认一下正确的时间？"),
      ]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "提醒我周一交报告" });

      expect(kindsOf(turn.timeline)).toEqual(["user_text", "status", "tool_call", "tool_result", "status", "assistant_text"]);
      expect(turn.timeline[3].payload.tool?.ok).toBe(false);
      expect(turn.chunks.some((chunk) => chunk.type === "data-business_card")).toBe(false);
      expect(await listTasks(db(), studentId)).toEqual(before);
    });

    it("gives a card the model did not introduce a one-sentence lead of the app's own", async () => {
      const model = scriptedModel([
        callStep([{ name: "quick_note", input: { content: "记一下周日洗床单" } }]),
        [{ type: "stream-start", warnings: [] }, finishPart("stop")],
      ]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "记一下周日洗床单" });

      expect(kindsOf(turn.timeline).slice(-2)).toEqual(["assistant_text", "business_card"]);
      expect(turn.timeline.at(-2)?.content).toBe("我帮你记下来了。");
    });

    it("asks the student with ask_user: the question becomes the assistant's text and the model is not called again", async () => {
      const model = scriptedModel([
        callStep([{ name: "ask_user", input: { question: "你想把复习排在哪段时间？", options: ["这周", "下周"] } }]),
        sayStep("这一步不应该发生。"),
      ]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "帮我排一下复习" });

      expect(model.calls()).toBe(1);
      expect(kindsOf(turn.timeline)).toEqual(["user_text", "status", "tool_call", "tool_result", "assistant_text"]);
      expect(turn.timeline.at(-1)?.content).toBe("你想把复习排在哪段时间？");
      expect(turn.runs[0].status).toBe("completed");
    });

    it("ends a scheduling turn with a confirm_request listing the draft's changes, saved as an open draft", async () => {
      const userId = await seedStudent(db(), "排程学生");
      const model = scheduleScript();
      const turn = await new TestConversation(db(), userId).say({ model, text: "把离散数学的复习排进这周" });

      expect(kindsOf(turn.timeline).slice(-3)).toEqual(["assistant_text", "status", "confirm_request"]);
      const confirm = turn.timeline.at(-1)?.payload.confirm;
      expect(confirm?.changes.map((change) => change.name).sort()).toEqual([...PENDING_DISCRETE_ITEMS].sort());
      expect(confirm?.changes.every((change) => change.change === "place" && change.from.length === 0)).toBe(true);
      // This week, as the student sees it: Wednesday 2026-04-22 to Sunday 2026-04-26.
      const dates = confirm?.changes.flatMap((change) => change.to.map((placement) => placement.date)) ?? [];
      expect(dates.every((date) => date >= "2026-04-22" && date <= "2026-04-26")).toBe(true);

      expect(turn.drafts).toHaveLength(1);
      const [draft] = turn.drafts;
      expect(draft).toMatchObject({ id: confirm?.draft_id, status: "open", base_version: 0 });
      expect(turn.runs[0]).toMatchObject({ status: "completed", draftId: draft.id });
    });

    it("asks to confirm again only in a turn that changed the draft", async () => {
      const userId = await seedStudent(db(), "多轮排程学生");
      const conversation = new TestConversation(db(), userId);
      await conversation.say({ model: scheduleScript(), text: "把离散数学的复习排进这周" });

      const note = await conversation.say({
        model: scriptedModel([callStep([{ name: "quick_note", input: { content: "记一下买洗衣液" } }]), sayStep("记下了。")]),
        text: "记一下买洗衣液",
      });
      const noteMessage = note.messages.at(-1)!;
      expect(kindsOf(eventsOf(note.timeline, noteMessage.id))).not.toContain("confirm_request");

      const [draft] = note.drafts;
      const target = draft.state.tasks.find((task) => task.name === "集合与二元关系")!;
      const edit = await conversation.say({
        model: scriptedModel([
          callStep([{ name: "list_tasks" }]),
          callStep([{ name: "unplace", input: { task_id: target.state_id } }]),
          sayStep("已经拿掉了。"),
        ]),
        text: "集合与二元关系先不排了",
      });
      const editEvents = eventsOf(edit.timeline, edit.messages.at(-1)!.id);
      const confirm = editEvents.at(-1)?.payload.confirm;
      expect(confirm?.draft_id).toBe(draft.id);
      expect(confirm?.changes.map((change) => change.name).sort()).toEqual(
        PENDING_DISCRETE_ITEMS.filter((name) => name !== "集合与二元关系").sort(),
      );
    });
  });

  describe("stage gating", () => {
    it("offers no write tool while routing, nor once the quick note answered (only what a compound request's next part needs)", async () => {
      const model = scriptedModel([callStep([{ name: "quick_note", input: { content: "记一下还图书馆的书" } }]), sayStep("记下了。")]);
      await new TestConversation(db(), studentId).say({ model, text: "记一下还图书馆的书" });

      expect(model.offeredTools(0)).toEqual(toolsForStage("route").sort());
      expect(model.offeredTools(0).filter((name) => WRITE_TOOLS.includes(name))).toEqual([]);
      expect(model.offeredTools(1)).toEqual(toolsForStage("quick_task").sort());
      expect(model.offeredTools(1).filter((name) => WRITE_TOOLS.includes(name))).toEqual([]);
    });

    it("refuses a write tool the routing stage does not offer: a failed call, no draft, the turn goes on", async () => {
      const userId = await seedStudent(db(), "越权学生");
      const model = scriptedModel([
        callStep([{ name: "place", input: { task_id: 13, day: 4, slot_start: 1 } }]),
        sayStep("我先看看你的安排再放。"),
      ]);
      const turn = await new TestConversation(db(), userId).say({ model, text: "把集合与二元关系放到周六早上" });

      const result = turn.timeline.find((event) => event.kind === "tool_result");
      expect(result?.payload.tool).toMatchObject({ name: "place", ok: false, result_text: "当前步骤不能使用工具 place，已拒绝这次调用。" });
      expect(turn.drafts).toEqual([]);
      expect(turn.runs[0]).toMatchObject({ status: "completed", toolCalls: 0 });
      expect(turn.timeline.at(-1)?.content).toBe("我先看看你的安排再放。");
    });

    it("opens the write tools after a read and keeps rough_schedule, but not propose_task_class, once it succeeded", async () => {
      const userId = await seedStudent(db(), "分阶段学生");
      const model = scheduleScript();
      await new TestConversation(db(), userId).say({ model, text: "把离散数学的复习排进这周" });

      expect(model.offeredTools(1)).toEqual(toolsForStage("plan").sort());
      expect(model.offeredTools(1)).toEqual(expect.arrayContaining([...WRITE_TOOLS, "rough_schedule"]));
      expect(model.offeredTools(2)).toEqual(toolsForStage("execute").sort());
      // Another class with its own range ("线代排这周，英语排下周") is one more rough_schedule onto the same draft.
      expect(model.offeredTools(2)).toContain("rough_schedule");
      expect(model.offeredTools(2)).not.toContain("propose_task_class");
      // A compound request's other part ("…，顺便记一下周五交班费") can still be done after the plan.
      expect(model.offeredTools(2)).toContain("quick_note");
    });
  });

  describe("invariants", () => {
    it("gives the model the student's data only through tool results", async () => {
      const model = scriptedModel([callStep([{ name: "get_overview" }]), sayStep("这是你的安排。")]);
      await new TestConversation(db(), studentId).say({ model, text: "看看我最近的安排" });

      const [first, second] = model.mock.doStreamCalls;
      for (const name of ["集合与二元关系", "第二章 随机变量及其分布", "提交线性代数第五章作业"]) {
        expect(promptText(first.prompt, ["system", "user", "assistant"])).not.toContain(name);
      }
      expect(promptText(second.prompt, ["system", "user", "assistant"])).not.toContain("集合与二元关系");
      expect(promptText(second.prompt, ["tool"])).toContain("集合与二元关系");
    });

    it("changes only the draft: the committed timetable, tasks and version stay as they were", async () => {
      const userId = await seedStudent(db(), "只改草稿学生");
      const before = await committedTables(db());
      const turn = await new TestConversation(db(), userId).say({ model: scheduleScript(), text: "把离散数学的复习排进这周" });

      expect(turn.timeline.at(-1)?.kind).toBe("confirm_request");
      expect(await committedTables(db())).toEqual(before);
    });
  });
});
