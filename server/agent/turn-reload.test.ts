import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { callStep, hangingStep, sayStep, scriptedModel, textParts } from "@/testing/agent/scripted-model";
import { eventsOf, kindsOf, seedStudent, TestConversation } from "@/testing/agent/turn-harness";

// Every turn runs at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13 of the demo term.

const START: LanguageModelV4StreamPart = { type: "stream-start", warnings: [] };

describe.each(testDatabases())("startTurn live and reloaded timelines ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let conversation: TestConversation;

  beforeAll(async () => {
    conversation = new TestConversation(db(), await seedStudent(db(), "刷新学生"));
  });

  it("derives the same events, in the same order, from the live stream and from the stored messages", async () => {
    await conversation.say({
      model: scriptedModel([
        callStep([{ name: "quick_note", input: { content: "提醒我周五晚上8点给导师发周报" } }]),
        sayStep("我帮你记下来了。", { reasoning: "这是一条提醒" }),
      ]),
      text: "提醒我周五晚上8点给导师发周报",
    });
    await conversation.say({
      model: scriptedModel([callStep([{ name: "query_tasks", input: { keyword: "周报" } }]), sayStep("找到 1 条。")]),
      text: "周报那条还在吗？",
    });
    await conversation.say({
      model: scriptedModel([
        callStep([{ name: "list_tasks" }]),
        callStep([{ name: "rough_schedule", input: { task_class: "概率论复习", range: "下周", allow_partial: true } }]),
        sayStep("概率论复习排进下周了，请确认。"),
      ]),
      text: "把概率论复习排到下周",
    });
    await conversation.say({
      model: scriptedModel([callStep([{ name: "ask_user", input: { question: "周末也要排吗？" } }])]),
      text: "再排点别的",
    });
    await conversation.say({
      model: scriptedModel(() => callStep([{ name: "get_overview" }])),
      text: "一直看",
      budget: { maxModelCalls: 2, maxToolCalls: 16, maxElapsedMs: 60_000 },
    });
    const last = await conversation.say({
      model: scriptedModel([[START, ...textParts("我先").slice(0, 2), { type: "error", error: new Error("upstream 502") }]]),
      text: "继续",
    });

    const live = conversation.liveTimeline();
    // Every kind and card of the seed appears in this conversation, so the comparison covers all of them.
    expect(new Set(kindsOf(live))).toEqual(
      new Set(["user_text", "status", "tool_call", "tool_result", "assistant_text", "business_card", "confirm_request", "interrupt"]),
    );
    expect(live).toEqual(last.timeline);
  });

  it("shows after a reload what the client saw of a stopped turn, its interrupt included", async () => {
    const request = new AbortController();
    const turn = await conversation.say({
      model: scriptedModel([hangingStep([START, ...textParts("我先看看").slice(0, 2)])]),
      text: "看看我的安排",
      signal: request.signal,
      onChunk: (chunk) => {
        if (chunk.type === "text-delta") request.abort();
      },
    });

    const live = eventsOf(conversation.liveTimeline(), turn.message.id);
    const reloaded = eventsOf(turn.timeline, turn.message.id);
    expect(reloaded).toEqual(live);
    expect(reloaded.at(-1)).toMatchObject({ kind: "interrupt", payload: { interrupt: { reason: "aborted" } } });
  });
});
