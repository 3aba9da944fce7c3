// @vitest-environment jsdom
// jsdom: the chips and the grid link are checked in the rendered timeline and in a whole chat session, whose fetch
// answers with a real AI SDK UI message stream.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlannerUIMessage, TimeHighlightData } from "@/lib/protocol";
import { SHOW_SCHEDULE_EVENT } from "@/components/schedule/schedule-events";
import { setTimeHighlight, useTimeHighlight } from "@/components/schedule/time-highlight";
import { ChatSession } from "./chat-session";
import { Timeline } from "./timeline";

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTimeHighlight(null);
});

const asked: PlannerUIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "帮我排一下复习" }] },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "step-start" },
      {
        type: "tool-ask_user",
        toolCallId: "call-1",
        state: "output-available",
        input: { question: "想排到哪段时间？", options: ["这周", "下周"] },
        output: { ok: true, text: "想排到哪段时间？（可选：这周 / 下周）" },
      },
      { type: "text", text: "想排到哪段时间？（可选：这周 / 下周）", state: "done" },
    ],
  },
];

// 2026-12-03 is a Thursday, in week 14 of a term that starts on 2026-08-31.
const FREE_THURSDAY: TimeHighlightData = {
  title: "12月3日 周四 下午的空闲",
  from: "2026-12-03",
  to: "2026-12-03",
  periods: [{ date: "2026-12-03", week: 14, day_of_week: 4, slot_start: 5, slot_end: 6, start: "14:00", end: "15:40", kind: "free" }],
};

const answeredAboutTime: PlannerUIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "周四下午有空吗" }] },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "step-start" },
      {
        type: "tool-query_free_time",
        toolCallId: "call-1",
        state: "output-available",
        input: { when: "周四", part: "afternoon" },
        output: { ok: true, text: "12月3日 周四 下午 空闲：14:00–15:40（2节）" },
      },
      { type: "data-time_highlight", id: "highlight-1", data: FREE_THURSDAY },
      { type: "text", text: "12月3日 周四下午 14:00–15:40 有两节空。", state: "done" },
    ],
  },
];

function renderTimeline(messages: PlannerUIMessage[], onAnswer = vi.fn(), status: "ready" | "streaming" = "ready") {
  render(<Timeline messages={messages} status={status} onConfirmed={() => undefined} onAnswer={onAnswer} />);
  return onAnswer;
}

/** What the grid would read, shown as text so a test can look at it. */
function HighlightProbe() {
  const highlight = useTimeHighlight();
  return <p data-testid="probe">{highlight ? `${highlight.key} ${highlight.data.title}` : "none"}</p>;
}

describe("ask_user options", () => {
  it("are buttons under the question that send the option as the student's reply", () => {
    const onAnswer = renderTimeline(asked);
    const chips = within(screen.getByRole("group", { name: "可选回答" })).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual(["这周", "下周"]);
    // Under the question: inside the same timeline item as the assistant's text.
    expect(chips[0].closest("li")?.querySelector("[data-kind='assistant_text']")?.textContent).toContain("想排到哪段时间？");
    fireEvent.click(chips[1]);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith("下周");
  });

  it("can be reached with Tab (native buttons, not disabled) while the question waits", () => {
    renderTimeline(asked);
    const [first] = screen.getAllByTestId("answer-chip");
    first.focus();
    expect(document.activeElement).toBe(first);
    expect((first as HTMLButtonElement).disabled).toBe(false);
    expect(first.tagName).toBe("BUTTON");
  });

  it("are disabled once the student said something else, and the chosen one is marked when it was an option", () => {
    renderTimeline([...asked, { id: "u2", role: "user", parts: [{ type: "text", text: "下周" }] }]);
    const chips = screen.getAllByTestId("answer-chip") as HTMLButtonElement[];
    expect(chips.map((chip) => chip.disabled)).toEqual([true, true]);
    expect(chips.map((chip) => chip.textContent)).toEqual(["这周", "✓ 下周（已选）"]);
    expect(screen.getByTestId("answer-chips").getAttribute("aria-label")).toBe("可选回答（已结束）");
  });

  it("offer the same words once, so one click marks one chip (a conversation saved before ask_user refused repeats)", () => {
    const repeated = asked.map((message) =>
      message.role !== "assistant"
        ? message
        : { ...message, parts: message.parts.map((part) => (part.type === "tool-ask_user" ? { ...part, input: { question: "是哪一个？", options: ["学生会策划案", "学生会策划案", "学生会策划案", "周报"] } } : part)) },
    ) as PlannerUIMessage[];
    renderTimeline([...repeated, { id: "u2", role: "user", parts: [{ type: "text", text: "学生会策划案" }] }]);
    const chips = screen.getAllByTestId("answer-chip");
    expect(chips.map((chip) => chip.textContent)).toEqual(["✓ 学生会策划案（已选）", "周报"]);
  });

  it("are disabled while a turn is running and not drawn before the question's message is whole", () => {
    renderTimeline(asked, vi.fn(), "streaming");
    expect(screen.queryByTestId("answer-chip")).toBeNull();
  });

  it("are not offered for a question without options, nor for a failed ask_user call", () => {
    const failed = structuredClone(asked);
    const part = failed[1].parts[1];
    if (part.type === "tool-ask_user" && part.state === "output-available") part.output = { ok: false, text: "参数错误" };
    renderTimeline(failed);
    expect(screen.queryByTestId("answer-chips")).toBeNull();
  });
});

describe("an answer about time", () => {
  it("links to its periods on the grid: the link marks them again and asks the page to show the 日程 tab", () => {
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(SHOW_SCHEDULE_EVENT, listener);
    render(<HighlightProbe />);
    renderTimeline(answeredAboutTime);
    const link = screen.getByTestId("show-highlight");
    expect(link.textContent).toBe("在日程中查看 12月3日 周四 →");
    act(() => fireEvent.click(link));
    expect(screen.getByTestId("probe").textContent).toBe("a1:2 12月3日 周四 下午的空闲");
    expect(requests).toEqual([{ reveal: true }]);
    window.removeEventListener(SHOW_SCHEDULE_EVENT, listener);
  });

  it("is marked on the grid when the conversation opens on it, and cleared when the student sends the next message", async () => {
    // The next turn: the server answers with plain text and no highlight.
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith("/stream")) return new Response(null, { status: 204 });
      const stream = createUIMessageStream<PlannerUIMessage>({
        execute: ({ writer }) => {
          writer.write({ type: "start", messageId: "a2" });
          writer.write({ type: "text-start", id: "t1" });
          writer.write({ type: "text-delta", id: "t1", delta: "好的。" });
          writer.write({ type: "text-end", id: "t1" });
          writer.write({ type: "finish", finishReason: "stop" });
        },
      });
      return createUIMessageStreamResponse({ stream });
    });
    render(<HighlightProbe />);
    render(<ChatSession conversationId="conv-1" initialMessages={answeredAboutTime} onFirstMessage={vi.fn()} onTurnEnd={vi.fn()} />);
    expect(screen.getByTestId("probe").textContent).toBe("a1:2 12月3日 周四 下午的空闲");

    fireEvent.change(screen.getByTestId("composer"), { target: { value: "谢谢" } });
    await act(async () => fireEvent.keyDown(screen.getByTestId("composer"), { key: "Enter" }));
    expect(screen.getByTestId("probe").textContent).toBe("none");
    await waitFor(() => expect(screen.getByTestId("timeline").textContent).toContain("好的。"));
    expect(screen.getByTestId("probe").textContent).toBe("none");
  });

  it("a chip click in a chat session sends the option as the student's message and the turn goes on", async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith("/stream")) return new Response(null, { status: 204 });
      const stream = createUIMessageStream<PlannerUIMessage>({
        execute: ({ writer }) => {
          writer.write({ type: "start", messageId: "a2" });
          writer.write({ type: "text-start", id: "t1" });
          writer.write({ type: "text-delta", id: "t1", delta: "好，排到下周。" });
          writer.write({ type: "text-end", id: "t1" });
          writer.write({ type: "finish", finishReason: "stop" });
        },
      });
      return createUIMessageStreamResponse({ stream });
    });
    render(<ChatSession conversationId="conv-1" initialMessages={asked} onFirstMessage={vi.fn()} onTurnEnd={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "下周" })));

    await waitFor(() => expect(screen.getByTestId("timeline").textContent).toContain("好，排到下周。"));
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/chat");
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ id: "conv-1", message: { role: "user", parts: [{ type: "text", text: "下周" }] } });
    expect((screen.getAllByTestId("answer-chip") as HTMLButtonElement[]).every((chip) => chip.disabled)).toBe(true);
  });
});
