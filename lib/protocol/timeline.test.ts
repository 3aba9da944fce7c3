import { describe, expect, it } from "vitest";
import type { PlannerUIMessage } from "./message";
import { deriveTimeline, timelineEventSchema } from "./timeline";

const quickNoteTurn: PlannerUIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "提醒我周三晚上8点给导师发周报" }] },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "step-start" },
      { type: "data-status", data: { stage: "quick_task", text: "正在记录…" } },
      {
        type: "tool-quick_note",
        toolCallId: "call-1",
        state: "output-available",
        input: { content: "周三晚上8点给导师发周报" },
        output: { ok: true, text: "已记下：给导师发周报" },
      },
      { type: "reasoning", text: "用户要一个提醒", state: "done" },
      { type: "text", text: "我帮你记下来了。", state: "done" },
      {
        type: "data-business_card",
        data: {
          stage: "quick_task",
          block_id: "quick_task.result",
          display_mode: "card",
          business_card: { card_type: "task_record", source: "quick_note", data: { title: "给导师发周报" } },
        },
      },
    ],
  },
];

describe("deriveTimeline", () => {
  it("numbers events by message order then part order, starting at 1", () => {
    const events = deriveTimeline(quickNoteTurn);
    expect(events.map((event) => [event.seq, event.kind])).toEqual([
      [1, "user_text"],
      [2, "status"],
      [3, "tool_call"],
      [4, "tool_result"],
      [5, "assistant_text"],
      [6, "business_card"],
    ]);
  });

  it("keeps a card directly after the assistant text it belongs to", () => {
    const kinds = deriveTimeline(quickNoteTurn).map((event) => event.kind);
    expect(kinds.indexOf("business_card")).toBe(kinds.indexOf("assistant_text") + 1);
  });

  it("moves reasoning onto the assistant text that follows it", () => {
    const text = deriveTimeline(quickNoteTurn).find((event) => event.kind === "assistant_text");
    expect(text?.content).toBe("我帮你记下来了。");
    expect(text?.payload.reasoning_content).toBe("用户要一个提醒");
  });

  it("splits a finished tool part into a call and a result carrying the reply text", () => {
    const [call, result] = deriveTimeline(quickNoteTurn).filter((event) => event.kind.startsWith("tool_"));
    expect(call.payload.tool).toEqual({ name: "quick_note", call_id: "call-1", arguments: { content: "周三晚上8点给导师发周报" } });
    expect(result.payload.tool?.result_text).toBe("已记下：给导师发周报");
    expect(result.payload.tool?.ok).toBe(true);
  });

  it("reports a tool error as a failed result", () => {
    const events = deriveTimeline([
      {
        id: "a",
        role: "assistant",
        parts: [{ type: "tool-place", toolCallId: "c", state: "output-error", input: { task_id: 1, day: 3, slot_start: 9 }, errorText: "boom" }],
      },
    ]);
    expect(events.map((event) => event.kind)).toEqual(["tool_call", "tool_result"]);
    expect(events[1].payload.tool).toMatchObject({ ok: false, result_text: "boom" });
  });

  it("emits only a call while the tool has not answered (an interrupted turn)", () => {
    const events = deriveTimeline([
      { id: "a", role: "assistant", parts: [{ type: "tool-get_overview", toolCallId: "c", state: "input-available", input: {} }] },
    ]);
    expect(events.map((event) => event.kind)).toEqual(["tool_call"]);
  });

  it("skips empty text parts and step markers", () => {
    const events = deriveTimeline([
      { id: "a", role: "assistant", parts: [{ type: "step-start" }, { type: "text", text: "" }] },
    ]);
    expect(events).toEqual([]);
  });

  it("produces events that satisfy the timeline schema", () => {
    for (const event of deriveTimeline(quickNoteTurn)) {
      expect(timelineEventSchema.safeParse(event).success).toBe(true);
    }
  });
});
