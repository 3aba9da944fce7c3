import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { createOfflineModel } from "./index";
import { callOptions, functionTools, toolExchange, user } from "@/testing/offline-model";

async function collect(stream: ReadableStream<LanguageModelV4StreamPart>): Promise<LanguageModelV4StreamPart[]> {
  const parts: LanguageModelV4StreamPart[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(value);
  }
}

describe("createOfflineModel", () => {
  test("is a v4 model of provider offline, id planner-offline", () => {
    const model = createOfflineModel();
    expect(model.specificationVersion).toBe("v4");
    expect(model.provider).toBe("offline");
    expect(model.modelId).toBe("planner-offline");
    expect(model.supportedUrls).toEqual({});
  });

  test("streams a tool call as input start/deltas/end, then the complete call and a tool-calls finish", async () => {
    const { stream } = await createOfflineModel().doStream(callOptions([user("提醒我周三晚上8点给导师发周报")]));
    const parts = await collect(stream);
    expect(parts.map((part) => part.type)).toEqual([
      "stream-start",
      "response-metadata",
      "tool-input-start",
      ...Array(parts.filter((part) => part.type === "tool-input-delta").length).fill("tool-input-delta"),
      "tool-input-end",
      "tool-call",
      "finish",
    ]);
    const deltas = parts.flatMap((part) => (part.type === "tool-input-delta" ? [part.delta] : []));
    expect(deltas.length).toBeGreaterThan(1);
    const call = parts.find((part) => part.type === "tool-call");
    expect(call).toEqual({
      type: "tool-call",
      toolCallId: "offline-call-1",
      toolName: "quick_note",
      input: JSON.stringify({ content: "周三晚上8点给导师发周报" }),
    });
    expect(deltas.join("")).toBe(call?.type === "tool-call" ? call.input : "");
    const finish = parts.at(-1);
    expect(finish).toMatchObject({ type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" } });
  });

  test("streams text in several deltas and finishes with stop", async () => {
    const { stream } = await createOfflineModel().doStream(callOptions([user("你好")]));
    const parts = await collect(stream);
    const deltas = parts.flatMap((part) => (part.type === "text-delta" ? [part.delta] : []));
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join("")).toContain("学习规划助手");
    expect(parts.filter((part) => part.type === "text-start")).toHaveLength(1);
    expect(parts.filter((part) => part.type === "text-end")).toHaveLength(1);
    expect(parts.at(-1)).toMatchObject({ type: "finish", finishReason: { unified: "stop", raw: "stop" } });
  });

  test("usage counts characters read and written", async () => {
    const { stream } = await createOfflineModel().doStream(callOptions([user("谢谢")]));
    const finish = (await collect(stream)).at(-1);
    expect(finish).toMatchObject({
      type: "finish",
      usage: { inputTokens: { total: 2, noCache: 2 }, outputTokens: { total: "不客气，有需要随时叫我。".length, text: "不客气，有需要随时叫我。".length } },
    });
  });

  test("doGenerate makes the same decision as doStream", async () => {
    const options = callOptions([user("第3天有什么课")]);
    const generated = await createOfflineModel().doGenerate(options);
    expect(generated.content).toEqual([{ type: "tool-call", toolCallId: "offline-call-1", toolName: "query_day", input: '{"when":"第3天"}' }]);
    expect(generated.finishReason).toEqual({ unified: "tool-calls", raw: "tool_calls" });
    expect(generated.warnings).toEqual([]);
    const streamed = (await collect((await createOfflineModel().doStream(options)).stream)).find((part) => part.type === "tool-call");
    expect(streamed).toEqual(generated.content[0]);
  });

  test("is deterministic: the same prompt gives the same parts", async () => {
    const prompt = [user("把离散数学的复习排到下周")];
    const first = await collect((await createOfflineModel().doStream(callOptions(prompt))).stream);
    const second = await collect((await createOfflineModel().doStream(callOptions(prompt))).stream);
    expect(second).toEqual(first);
  });

  test("tool call ids count on from the calls already in the prompt", async () => {
    const prompt = [
      user("看看总览"),
      ...toolExchange("offline-call-1", "get_overview", {}, { ok: true, text: "规划窗口共13天" }),
      user("第3天有什么课"),
    ];
    const generated = await createOfflineModel().doGenerate(callOptions(prompt));
    expect(generated.content[0]).toMatchObject({ type: "tool-call", toolCallId: "offline-call-2" });
  });

  test("toolChoice none forces text; toolChoice tool narrows to that tool", async () => {
    const none = await createOfflineModel().doGenerate({ ...callOptions([user("第3天有什么课")]), toolChoice: { type: "none" } });
    expect(none.content[0]).toMatchObject({ type: "text" });
    const only = await createOfflineModel().doGenerate({
      prompt: [user("第3天有什么课")],
      tools: functionTools(["query_day", "get_overview"]),
      toolChoice: { type: "tool", toolName: "get_overview" },
    });
    expect(only.content[0]).toMatchObject({ type: "text", text: "当前这一步还不能查看日程，请稍后再试一次。" });
  });

  test("an aborted signal rejects the call", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped by the student"));
    const options = { ...callOptions([user("你好")]), abortSignal: controller.signal };
    await expect(createOfflineModel().doStream(options)).rejects.toThrow("stopped by the student");
    await expect(createOfflineModel().doGenerate(options)).rejects.toThrow("stopped by the student");
  });

  test("an abort during streaming errors the stream", async () => {
    const controller = new AbortController();
    const { stream } = await createOfflineModel().doStream({ ...callOptions([user("你好")]), abortSignal: controller.signal });
    const reader = stream.getReader();
    expect((await reader.read()).value).toEqual({ type: "stream-start", warnings: [] });
    controller.abort(new Error("stopped"));
    await expect(reader.read()).rejects.toThrow("stopped");
  });
});
