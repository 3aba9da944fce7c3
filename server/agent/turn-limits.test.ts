import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { describeExhaustion, type TurnBudget } from "./budget";
import { MODEL_ERROR_TEXT } from "./turn/errors";
import { callStep, failingStep, hangingStep, scriptedModel, textParts, type ScriptedStep } from "@/testing/agent/scripted-model";
import { kindsOf, manualClock, seedStudent, TestConversation } from "@/testing/agent/turn-harness";

// Every turn runs at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13 of the demo term.

const START: LanguageModelV4StreamPart = { type: "stream-start", warnings: [] };

/** A text block that has started and said something, but not ended: the model is mid-sentence. */
function halfSentence(text: string): LanguageModelV4StreamPart[] {
  return textParts(text).slice(0, 2);
}

function budget(overrides: Partial<TurnBudget>): TurnBudget {
  return { maxModelCalls: 8, maxToolCalls: 16, maxElapsedMs: 60_000, ...overrides };
}

describe.each(testDatabases())("startTurn limits ($name)", (factory) => {
  const db = useTestDatabase(factory);
  /** None of these turns writes a draft, so one student serves them all. */
  let studentId: number;

  beforeAll(async () => {
    studentId = await seedStudent(db(), "受限学生");
  });

  describe("budgets", () => {
    it("stops a model that keeps calling tools at maxModelCalls, with a status, a clear sentence and a budget interrupt", async () => {
      const limits = budget({ maxModelCalls: 3 });
      const model = scriptedModel(() => callStep([{ name: "get_overview" }]));
      const turn = await new TestConversation(db(), studentId).say({ model, text: "看看我的安排", budget: limits });

      expect(model.calls()).toBe(3);
      const message = describeExhaustion("model_calls", limits);
      expect(message).toContain("模型调用上限（3 次）");
      expect(kindsOf(turn.timeline).slice(-3)).toEqual(["status", "assistant_text", "interrupt"]);
      const [status, text, interrupt] = turn.timeline.slice(-3);
      expect(status.content).toBe("已达到本轮预算上限");
      expect(text.content).toBe(message);
      expect(interrupt.payload.interrupt).toEqual({ reason: "budget", text: message });
      expect(turn.runs[0]).toMatchObject({ status: "blocked", error: "budget: model_calls", modelCalls: 3, toolCalls: 3 });
    });

    it("answers the parallel calls beyond maxToolCalls with the budget message instead of running them", async () => {
      const limits = budget({ maxToolCalls: 2 });
      const model = scriptedModel([callStep([{ name: "get_overview" }, { name: "get_overview" }, { name: "get_overview" }])]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "看看我的安排", budget: limits });

      const message = describeExhaustion("tool_calls", limits);
      const results = turn.timeline.filter((event) => event.kind === "tool_result").map((event) => event.payload.tool);
      expect(results.map((tool) => tool?.ok)).toEqual([true, true, false]);
      expect(results[2]?.result_text).toBe(message);
      expect(model.calls()).toBe(1);
      expect(turn.timeline.at(-1)?.payload.interrupt).toEqual({ reason: "budget", text: message });
      expect(turn.runs[0]).toMatchObject({ status: "blocked", error: "budget: tool_calls", toolCalls: 2 });
    });

    it("refuses tool calls and stops once the clock has passed maxElapsedMs", async () => {
      const limits = budget({ maxElapsedMs: 4_000 });
      const clock = manualClock();
      const slowStep: ScriptedStep = () => {
        // The model took 5 s to answer with its tool call.
        clock.advance(5_000);
        return new ReadableStream({
          start(controller) {
            for (const part of callStep([{ name: "get_overview" }])) controller.enqueue(part);
            controller.close();
          },
        });
      };
      const model = scriptedModel([slowStep]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "看看我的安排", budget: limits, clock: clock.now });

      const message = describeExhaustion("elapsed", limits);
      expect(message).toContain("时间上限（4 秒）");
      expect(turn.timeline.find((event) => event.kind === "tool_result")?.payload.tool).toMatchObject({ ok: false, result_text: message });
      expect(model.calls()).toBe(1);
      expect(turn.timeline.at(-1)?.payload.interrupt).toEqual({ reason: "budget", text: message });
      expect(turn.runs[0]).toMatchObject({ status: "blocked", error: "budget: elapsed", toolCalls: 0 });
    });

    it("cuts off a model that hangs past maxElapsedMs, keeping what it had said", async () => {
      const limits = budget({ maxElapsedMs: 500 });
      const model = scriptedModel([hangingStep([START, ...halfSentence("我先看看")])]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "看看我的安排", budget: limits, clock: Date.now });

      expect(kindsOf(turn.timeline).slice(-4)).toEqual(["assistant_text", "status", "assistant_text", "interrupt"]);
      expect(turn.timeline.at(-4)?.content).toBe("我先看看");
      expect(turn.timeline.at(-1)?.payload.interrupt).toEqual({ reason: "budget", text: describeExhaustion("elapsed", limits) });
      expect(turn.runs[0]).toMatchObject({ status: "blocked", error: "budget: elapsed" });
    });
  });

  describe("model errors", () => {
    it("keeps the partial text and records an error interrupt when the stream sends an error part", async () => {
      const model = scriptedModel([[START, ...halfSentence("我先看看你的"), { type: "error", error: new Error("upstream 502") }]]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "看看我的安排" });

      const assistant = turn.messages.at(-1)!;
      expect(assistant.role).toBe("assistant");
      expect(assistant.parts).toContainEqual(expect.objectContaining({ type: "text", text: "我先看看你的" }));
      expect(kindsOf(turn.timeline).slice(-2)).toEqual(["assistant_text", "interrupt"]);
      expect(turn.timeline.at(-1)?.payload.interrupt).toEqual({ reason: "error", text: MODEL_ERROR_TEXT });
      expect(model.calls()).toBe(1);
      expect(turn.runs[0]).toMatchObject({ status: "failed", error: MODEL_ERROR_TEXT });
    });

    it("treats a stream that breaks mid-sentence the same way", async () => {
      const model = scriptedModel([failingStep([START, ...halfSentence("我先看看你的")], new Error("connection reset"))]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "看看我的安排" });

      expect(turn.streamErrors).toEqual([]);
      expect(turn.messages.at(-1)?.parts).toContainEqual(expect.objectContaining({ type: "text", text: "我先看看你的" }));
      expect(turn.timeline.at(-1)?.payload.interrupt).toEqual({ reason: "error", text: MODEL_ERROR_TEXT });
      expect(turn.runs[0]).toMatchObject({ status: "failed", error: MODEL_ERROR_TEXT });
    });

    it("still shows the card of a note that was written before the model failed", async () => {
      const model = scriptedModel([
        callStep([{ name: "quick_note", input: { content: "记一下给宿舍买插线板" } }]),
        [START, { type: "error", error: new Error("upstream 502") }],
      ]);
      const turn = await new TestConversation(db(), studentId).say({ model, text: "记一下给宿舍买插线板" });

      expect(kindsOf(turn.timeline).slice(-3)).toEqual(["assistant_text", "business_card", "interrupt"]);
      expect(turn.timeline.at(-3)?.content).toBe("我帮你记下来了。");
      expect(turn.runs[0].status).toBe("failed");
    });
  });

  describe("a stopped request", () => {
    it("records partial text, an aborted interrupt and a cancelled run when the signal aborts mid-stream", async () => {
      const request = new AbortController();
      const model = scriptedModel([hangingStep([START, ...halfSentence("我先看看")])]);
      const turn = await new TestConversation(db(), studentId).say({
        model,
        text: "看看我的安排",
        signal: request.signal,
        onChunk: (chunk) => {
          if (chunk.type === "text-delta") request.abort();
        },
      });

      // The stream itself ends with the marker and an abort (no finish): a client following it shows 已停止 at once.
      const types = turn.chunks.map((chunk) => chunk.type);
      expect(types).not.toContain("finish");
      expect(types.slice(-2)).toEqual(["data-interrupt", "abort"]);
      expect(turn.message.parts.at(-1)).toMatchObject({ type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复。" } });
      const parts = turn.messages.at(-1)?.parts ?? [];
      expect(parts).toContainEqual(expect.objectContaining({ type: "text", text: "我先看看" }));
      expect(parts.filter((part) => part.type === "data-interrupt")).toHaveLength(1);
      expect(parts.at(-1)).toMatchObject({ type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复。" } });
      expect(turn.runs[0]).toMatchObject({ status: "cancelled", modelCalls: 1 });
      expect(turn.runs[0].finishedAt).not.toBeNull();
    });

    it("records the same when the client disconnects and stops reading", async () => {
      const request = new AbortController();
      const model = scriptedModel([hangingStep([START, ...halfSentence("我先看看")])]);
      const turn = await new TestConversation(db(), studentId).say({
        model,
        text: "看看我的安排",
        signal: request.signal,
        onChunk: (chunk) => {
          if (chunk.type === "text-delta") request.abort();
        },
        disconnectAfter: (chunk) => chunk.type === "text-delta",
      });

      const parts = turn.messages.at(-1)?.parts ?? [];
      expect(parts).toContainEqual(expect.objectContaining({ type: "text", text: "我先看看" }));
      expect(parts.at(-1)).toMatchObject({ type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复。" } });
      expect(turn.runs[0].status).toBe("cancelled");
    });
  });
});
