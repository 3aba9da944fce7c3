/**
 * The real @ai-sdk/openai path of a turn, end to end without a network: resolveModel with a key talks to a fake
 * OpenAI-compatible server on 127.0.0.1 that streams genuine chat-completions chunks. What the provider sends (tools,
 * instructions, credentials, tool results) and what the turn makes of the answers (rows, cards, the run) are checked.
 */
import { afterEach, beforeAll, describe, expect, onTestFinished, test, vi } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { resolveModel } from "./models";
import { STAGE_TOOLS } from "./stages";
import { startConversation, kindsOf, tasksOf, cardsOf, textsOf, openDraftsOf } from "@/testing/agent/offline-harness";
import { startFakeOpenAIServer, type FakeOpenAIServer, type FakeScript } from "@/testing/agent/fake-openai-server";
import { PLANNER_TOOLS } from "@/lib/protocol";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const NOTE_ARGUMENTS = JSON.stringify({ content: "周三晚上8点给导师发周报" });

/** A model that calls quick_note first and, once the tool result is in the prompt, says one sentence. */
const quickNoteScript: FakeScript = (request) =>
  request.body.messages.some((message) => message.role === "tool")
    ? { kind: "text", text: "我帮你记下来了。" }
    : { kind: "tool_calls", calls: [{ id: "call_quick_note_1", name: "quick_note", arguments: NOTE_ARGUMENTS }] };

describe.each(testDatabases())("an OpenAI-compatible model through startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;
  let server: FakeOpenAIServer | undefined;

  beforeAll(async () => {
    userId = await insertDemoStudent(db(), { now: NOW, name: `兼容接口-${factory.name}` });
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  function modelAt(baseURL: string) {
    return resolveModel({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: baseURL, OPENAI_MODEL: "fake-model" });
  }

  test("a streamed quick_note call runs the tool, sends its result back, and the card follows the reply", async () => {
    server = await startFakeOpenAIServer(quickNoteScript);
    const model = modelAt(server.baseURL);
    expect(model.kind).toBe("openai-compatible");
    const before = await tasksOf(db(), userId);

    const turn = await startConversation({ db: db(), userId, now: NOW, model }, "openai-note").say("提醒我周三晚上8点给导师发周报");

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(first.path).toBe("/v1/chat/completions");
    expect(first.headers.authorization).toBe("Bearer test-key");
    expect(first.body).toMatchObject({ model: "fake-model", stream: true, stream_options: { include_usage: true } });

    // The instructions travel as the system message, the student's words as the last user message.
    const system = first.body.messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("你是大学生的学习规划助手");
    expect(system.content).toContain("第1天 = 2026-04-27 周一（第13周）");
    expect(first.body.messages.at(-1)).toEqual({ role: "user", content: "提醒我周三晚上8点给导师发周报" });

    // The route stage offers exactly its tools, each with its JSON schema.
    const offered = first.body.tools ?? [];
    expect(offered.every((tool) => tool.type === "function")).toBe(true);
    expect(offered.map((tool) => tool.function.name).sort()).toEqual([...STAGE_TOOLS.route].sort());
    const quickNote = offered.find((tool) => tool.function.name === "quick_note");
    expect(quickNote?.function.description).toBe(PLANNER_TOOLS.quick_note.description);
    expect(quickNote?.function.parameters).toMatchObject({
      type: "object",
      properties: { content: { type: "string" }, deadline: { type: "string" }, priority_group: { type: "integer", minimum: 1, maximum: 4 } },
      required: ["content"],
    });

    // The tool ran against the database.
    const added = (await tasksOf(db(), userId)).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ title: "给导师发周报", priority_group: 2 });
    // Wednesday 2026-04-29 20:00 in Shanghai.
    expect(added[0].deadline_at?.toISOString()).toBe("2026-04-29T12:00:00.000Z");

    // The second request carries the call and its result; the quick_task stage still offers the routing tools (the
    // rest of a compound request may need one), never the writes.
    const toolResult = turn.events.find((event) => event.kind === "tool_result")?.payload.tool;
    expect(toolResult).toMatchObject({ name: "quick_note", call_id: "call_quick_note_1", ok: true });
    const assistantCall = second.body.messages.find((message) => message.role === "assistant");
    expect(assistantCall?.tool_calls).toEqual([
      { id: "call_quick_note_1", type: "function", function: { name: "quick_note", arguments: NOTE_ARGUMENTS } },
    ]);
    const toolMessage = second.body.messages.find((message) => message.role === "tool");
    expect(toolMessage?.tool_call_id).toBe("call_quick_note_1");
    expect(JSON.parse(String(toolMessage?.content))).toEqual({ ok: true, text: toolResult?.result_text });
    const offeredAfter = (second.body.tools ?? []).map((entry: { function: { name: string } }) => entry.function.name).sort();
    expect(offeredAfter).toEqual([...STAGE_TOOLS.quick_task].sort());
    expect(offeredAfter).not.toContain("move");

    // Text first, then the card, live and after reload.
    expect(kindsOf(turn.events)).toEqual(["tool_call", "tool_result", "assistant_text", "business_card"]);
    expect(textsOf(turn.events)).toEqual(["我帮你记下来了。"]);
    expect(cardsOf(turn.events)).toEqual([
      expect.objectContaining({ card_type: "task_record", source: "quick_note", data: expect.objectContaining({ id: added[0].id, deadline_at: "2026-04-29 20:00" }) }),
    ]);
    expect(turn.message.parts.map((part) => part.type)).toEqual(turn.stored.parts.map((part) => part.type));
    expect(turn.run).toMatchObject({ status: "completed", model: "fake-model", modelCalls: 2, toolCalls: 1, error: null });
    expect(turn.stored.metadata?.model).toBe("fake-model");
  });

  test("a server answering HTTP 500 ends the turn with an error interrupt and a failed run, writing nothing", async () => {
    server = await startFakeOpenAIServer(() => ({ kind: "http_error", status: 500, message: "upstream exploded" }));
    // streamText reports stream errors on the console by default; the turn's own handling is what is checked here.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(() => consoleError.mockRestore());
    const before = await tasksOf(db(), userId);

    const turn = await startConversation({ db: db(), userId, now: NOW, model: modelAt(server.baseURL) }, "openai-500").say(
      "提醒我周三晚上8点给导师发周报",
    );

    expect(server.requests.length).toBeGreaterThanOrEqual(1);
    expect(server.requests.every((request) => request.headers.authorization === "Bearer test-key")).toBe(true);
    expect(kindsOf(turn.events)).toEqual(["interrupt"]);
    const interrupt = turn.events.find((event) => event.kind === "interrupt")?.payload.interrupt;
    expect(interrupt?.reason).toBe("error");
    // The student reads the status, never the provider's own text.
    expect(interrupt?.text).toBe("模型服务暂时不可用（HTTP 500），本轮已停止。请稍后再发一次。");
    expect(turn.chunks.at(-1)).toEqual({ type: "finish", finishReason: "error" });
    expect(turn.run.status).toBe("failed");
    expect(turn.run.error).toBe(interrupt?.text);
    expect(turn.run.finishedAt).not.toBeNull();
    expect(await tasksOf(db(), userId)).toEqual(before);
    expect(await openDraftsOf(db(), userId)).toEqual([]);
  });
});
