import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { readConversation, readToolOutput } from "./conversation";
import { assistantText, cardNote, toolExchange, user } from "@/testing/offline-model";

describe("readToolOutput", () => {
  test("reads the { ok, text } JSON every agent tool returns", () => {
    expect(readToolOutput({ type: "json", value: { ok: false, text: "放置失败：…" } })).toEqual({ ok: false, text: "放置失败：…" });
    expect(readToolOutput({ type: "json", value: { ok: true, text: "已记下：交报告" } })).toEqual({ ok: true, text: "已记下：交报告" });
  });

  test("a JSON reply without ok counts as success, other JSON values become their text", () => {
    expect(readToolOutput({ type: "json", value: { text: "已创建任务：复习" } })).toEqual({ ok: true, text: "已创建任务：复习" });
    expect(readToolOutput({ type: "json", value: ["a", 1] })).toEqual({ ok: true, text: '["a",1]' });
    expect(readToolOutput({ type: "json", value: "纯文本" })).toEqual({ ok: true, text: "纯文本" });
  });

  test("text outputs are the reply, or the { ok, text } JSON they carry", () => {
    expect(readToolOutput({ type: "text", value: "第3天 全天：" })).toEqual({ ok: true, text: "第3天 全天：" });
    expect(readToolOutput({ type: "text", value: '{"ok":false,"text":"移动失败"}' })).toEqual({ ok: false, text: "移动失败" });
    expect(readToolOutput({ type: "text", value: "{not json" })).toEqual({ ok: true, text: "{not json" });
  });

  test("error outputs and denials are failures", () => {
    expect(readToolOutput({ type: "error-text", value: "boom" })).toEqual({ ok: false, text: "boom" });
    expect(readToolOutput({ type: "error-json", value: { ok: true, text: "x" } })).toEqual({ ok: false, text: "x" });
    expect(readToolOutput({ type: "execution-denied", reason: "不允许" })).toEqual({ ok: false, text: "不允许" });
    expect(readToolOutput({ type: "execution-denied" })).toEqual({ ok: false, text: "操作未被允许。" });
  });

  test("content outputs join their text parts", () => {
    expect(
      readToolOutput({ type: "content", value: [{ type: "text", text: "第一段" }, { type: "text", text: "第二段" }] }),
    ).toEqual({ ok: true, text: "第一段第二段" });
  });
});

describe("readConversation", () => {
  test("earlier cards and to-do edits are collected as mentions, oldest first; card notes are not the assistant's words", () => {
    const view = readConversation([
      user("记一下周五交实验报告"),
      assistantText("想排到哪段时间？"),
      cardNote({
        type: "data-business_card",
        data: {
          stage: "quick_task",
          block_id: "b1",
          display_mode: "card",
          business_card: { card_type: "task_record", source: "quick_note", data: { title: "交实验报告" } },
        },
      }),
      cardNote({ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: "d" } }),
      user("下周"),
      ...toolExchange("c1", "update_task", { task: "实验报告", title: "交物理实验报告" }, { ok: true, text: "已修改：实验报告，标题改为“交物理实验报告”。" }),
      ...toolExchange("c2", "complete_task", { task: "周报" }, { ok: false, text: "没有找到“周报”。" }),
    ]);
    expect(view.mentions).toEqual([[{ kind: "task", name: "交实验报告" }], [], [{ kind: "task", name: "交物理实验报告" }]]);
    // The question said as text is still the assistant's last word after the first message, despite the notes after it.
    expect(view.userTurns[0].asked).toEqual({ question: "想排到哪段时间？", options: [] });
  });

  test("the turn's steps are the calls after the latest user message, each with its reply", () => {
    const prompt: LanguageModelV4Prompt = [
      { role: "system", content: "你是学习规划助手。" },
      user("看看总览"),
      ...toolExchange("call-1", "get_overview", {}, { ok: true, text: "规划窗口共13天" }),
      assistantText("这是目前的整体安排。"),
      user("第3天有什么课"),
      ...toolExchange("call-2", "query_range", { day: 3 }, { ok: true, text: "第3天 全天：" }),
    ];
    const view = readConversation(prompt);
    expect(view.userTurns.map((turn) => turn.text)).toEqual(["看看总览", "第3天有什么课"]);
    expect(view.toolCallCount).toBe(2);
    expect(view.steps).toEqual([
      { toolCallId: "call-2", toolName: "query_range", input: { day: 3 }, result: { ok: true, text: "第3天 全天：" } },
    ]);
  });

  test("a call without a reply yet has no result", () => {
    const view = readConversation([
      user("看看总览"),
      { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "get_overview", input: {} }] },
    ]);
    expect(view.steps).toEqual([{ toolCallId: "c1", toolName: "get_overview", input: {} }]);
  });

  test("remembers the question asked after a user message", () => {
    const view = readConversation([
      user("帮我排一下复习"),
      ...toolExchange("c1", "ask_user", { question: "想排到哪段时间？", options: ["这周", "下周"] }, { ok: true, text: "想排到哪段时间？" }),
      assistantText("想排到哪段时间？"),
      user("下周"),
    ]);
    expect(view.userTurns).toEqual([
      { text: "帮我排一下复习", asked: { question: "想排到哪段时间？", options: ["这周", "下周"] } },
      { text: "下周" },
    ]);
    expect(view.steps).toEqual([]);
  });

  test("tool inputs sent as JSON text are parsed, and a reply whose call is missing still counts", () => {
    const view = readConversation([
      user("交换[2]和[6]"),
      { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "swap", input: '{"task_a":2,"task_b":6}' }] },
      { role: "tool", content: [{ type: "tool-result", toolCallId: "c0", toolName: "list_tasks", output: { type: "text", value: "共0个任务。" } }] },
    ]);
    expect(view.steps).toEqual([
      { toolCallId: "c1", toolName: "swap", input: { task_a: 2, task_b: 6 } },
      { toolCallId: "c0", toolName: "list_tasks", input: {}, result: { ok: true, text: "共0个任务。" } },
    ]);
  });

  test("user messages join their text parts and ignore files", () => {
    const view = readConversation([
      {
        role: "user",
        content: [
          { type: "text", text: "提醒我" },
          { type: "file", mediaType: "image/png", data: { type: "url", url: new URL("https://example.com/a.png") } },
          { type: "text", text: "明天交报告" },
        ],
      },
    ]);
    expect(view.userTurns).toEqual([{ text: "提醒我明天交报告" }]);
  });
});

describe("readConversation with a text-only history", () => {
  test("a question said as text marks the turn it answered", () => {
    const view = readConversation([
      user("帮我排一下复习"),
      assistantText("想排到哪段时间？（可选：这周 / 下周）"),
      user("下周"),
    ]);
    expect(view.userTurns).toEqual([
      { text: "帮我排一下复习", asked: { question: "想排到哪段时间？", options: ["这周", "下周"] } },
      { text: "下周" },
    ]);
  });
});
