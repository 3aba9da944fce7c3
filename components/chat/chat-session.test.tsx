// @vitest-environment jsdom
// jsdom: the whole chat loop in a DOM. fetch answers with a real AI SDK UI message stream built by the SDK itself,
// so the transport, the data part schemas and the renderers are exercised together.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlannerUIMessage } from "@/lib/protocol";
import { announceDraftClosed, SCHEDULE_CHANGED_EVENT } from "@/components/schedule/schedule-events";
import { ChatSession } from "./chat-session";

const fetchMock = vi.fn<typeof fetch>();
let scheduleChanges = 0;
const countChange = () => {
  scheduleChanges += 1;
};

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  scheduleChanges = 0;
  window.addEventListener(SCHEDULE_CHANGED_EVENT, countChange);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.removeEventListener(SCHEDULE_CHANGED_EVENT, countChange);
});

function quickNoteAnswer(): Response {
  const stream = createUIMessageStream<PlannerUIMessage>({
    execute: ({ writer }) => {
      writer.write({ type: "start", messageId: "a1", messageMetadata: { model: "内置离线模型" } });
      writer.write({ type: "data-status", id: "s1", data: { stage: "route", text: "正在理解你的需求…" } });
      writer.write({ type: "text-start", id: "t1" });
      writer.write({ type: "text-delta", id: "t1", delta: "我帮你记下来了。" });
      writer.write({ type: "text-end", id: "t1" });
      writer.write({
        type: "data-business_card",
        id: "c1",
        data: {
          stage: "quick_task",
          block_id: "quick_task.result",
          display_mode: "card",
          business_card: { card_type: "task_record", source: "quick_note", data: { title: "给导师发周报" } },
        },
      });
      writer.write({ type: "finish", finishReason: "stop" });
    },
  });
  return createUIMessageStreamResponse({ stream });
}

function renderSession(initialMessages: PlannerUIMessage[] = []) {
  const onFirstMessage = vi.fn();
  const onTurnEnd = vi.fn();
  render(<ChatSession conversationId="conv-1" initialMessages={initialMessages} onFirstMessage={onFirstMessage} onTurnEnd={onTurnEnd} />);
  return { onFirstMessage, onTurnEnd };
}

describe("ChatSession", () => {
  it("offers the example prompts on an empty conversation", () => {
    renderSession();
    expect(screen.getAllByTestId("example-prompt").map((button) => button.textContent)).toEqual([
      "随口记提醒我周三晚上8点给导师发周报",
      "查任务还有哪些离散数学的任务没做？",
      "排日程帮我把这周的复习排进空闲时间",
      "建计划线性代数复习，4章，每章2节",
    ]);
  });

  it("sends only the conversation id and the new message, then renders the streamed text and card in order", async () => {
    fetchMock.mockResolvedValue(quickNoteAnswer());
    const { onFirstMessage, onTurnEnd } = renderSession();
    fireEvent.change(screen.getByTestId("composer"), { target: { value: "提醒我周三晚上8点给导师发周报" } });
    await act(async () => fireEvent.keyDown(screen.getByTestId("composer"), { key: "Enter" }));

    await waitFor(() => expect(screen.getByTestId("timeline").querySelector("[data-kind='business_card']")).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/chat");
    const body: unknown = JSON.parse(String(init?.body));
    expect(body).toEqual({
      id: "conv-1",
      message: { id: expect.any(String), role: "user", parts: [{ type: "text", text: "提醒我周三晚上8点给导师发周报" }] },
    });
    const kinds = [...screen.getByTestId("timeline").querySelectorAll<HTMLElement>("[data-kind]")].map((element) => [element.dataset.seq, element.dataset.kind]);
    expect(kinds).toEqual([
      ["1", "user_text"],
      ["2", "status"],
      ["3", "assistant_text"],
      ["4", "business_card"],
    ]);
    expect(onFirstMessage).toHaveBeenCalledExactlyOnceWith("提醒我周三晚上8点给导师发周报");
    await waitFor(() => expect(onTurnEnd).toHaveBeenCalledOnce());
    expect(scheduleChanges).toBe(1);
    // The live region reads the answer once, when the turn is over.
    await waitFor(() => expect(screen.getByTestId("answer-announcement").textContent).toBe("助手回复：我帮你记下来了。"));
    expect(screen.getByTestId("answer-announcement").getAttribute("role")).toBe("status");
  });

  it("shows a failed request in Chinese with a retry that sends the message again", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: "server:error", message: "服务器出错了，请稍后再试。" } }), { status: 500 }),
    );
    renderSession();
    fireEvent.change(screen.getByTestId("composer"), { target: { value: "第3天有什么课" } });
    await act(async () => fireEvent.keyDown(screen.getByTestId("composer"), { key: "Enter" }));
    await waitFor(() => expect(screen.getByTestId("chat-error").textContent).toContain("服务器出错了，请稍后再试。"));

    fetchMock.mockResolvedValueOnce(quickNoteAnswer());
    await act(async () => fireEvent.click(screen.getByTestId("retry")));
    await waitFor(() => expect(screen.queryByTestId("chat-error")).toBeNull());
    const retried: unknown = JSON.parse(String(fetchMock.mock.calls[1][1]?.body));
    expect(retried).toMatchObject({ id: "conv-1", message: { role: "user", parts: [{ type: "text", text: "第3天有什么课" }] } });
  });

  it("renders a conversation loaded from the server without sending anything, and only asks whether a turn is running", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderSession([
      { id: "u1", role: "user", parts: [{ type: "text", text: "第3天有什么课" }] },
      { id: "a1", role: "assistant", parts: [{ type: "text", text: "第3天有高等数学。", state: "done" }] },
    ]);
    expect(screen.queryByTestId("empty-conversation")).toBeNull();
    expect(screen.getByTestId("timeline").textContent).toContain("第3天有高等数学。");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/chat/conv-1/stream");
    expect(init?.method).toBe("GET");
    expect(screen.getByTestId("timeline").textContent).toContain("第3天有高等数学。");
  });

  it("asks nothing of the server for a new, empty conversation", async () => {
    renderSession();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reconnects to the running turn after a reload: the replay from its start takes the place of the part saved so far", async () => {
    // The server saved the answer after its first step; the replay (the same message id) brings the whole turn.
    fetchMock.mockResolvedValue(quickNoteAnswer());
    renderSession([
      { id: "u1", role: "user", parts: [{ type: "text", text: "提醒我周三晚上8点给导师发周报" }] },
      { id: "a1", role: "assistant", parts: [{ type: "data-status", id: "s1", data: { stage: "route", text: "正在理解你的需求…" } }] },
    ]);

    await waitFor(() => expect(screen.getByTestId("timeline").querySelector("[data-kind='business_card']")).not.toBeNull());
    expect(fetchMock.mock.calls[0][0]).toBe("/api/chat/conv-1/stream");
    const kinds = [...screen.getByTestId("timeline").querySelectorAll<HTMLElement>("[data-kind]")].map((element) => element.dataset.kind);
    expect(kinds).toEqual(["user_text", "status", "assistant_text", "business_card"]);
  });

  /** A turn that streams "我先看看" and then waits; `end(chunks)` sends the last chunks and closes it. */
  function waitingTurn() {
    const encoder = new TextEncoder();
    let streamController!: ReadableStreamDefaultController<Uint8Array>;
    const send = (chunk: object) => streamController.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streamController = controller;
        send({ type: "start", messageId: "a1" });
        send({ type: "text-start", id: "t1" });
        send({ type: "text-delta", id: "t1", delta: "我先看看" });
      },
    });
    return {
      response: () => new Response(body, { headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" } }),
      end(chunks: object[]) {
        for (const chunk of [{ type: "text-end", id: "t1" }, ...chunks, { type: "finish" }]) send(chunk);
        streamController.close();
      },
    };
  }

  async function sendAndStop() {
    renderSession();
    fireEvent.change(screen.getByTestId("composer"), { target: { value: "看看我的安排" } });
    await act(async () => fireEvent.keyDown(screen.getByTestId("composer"), { key: "Enter" }));
    await waitFor(() => expect(screen.getByTestId("timeline").textContent).toContain("我先看看"));
    await act(async () => fireEvent.click(screen.getByTestId("stop")));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/chat/conv-1/stop");
    expect(init?.method).toBe("POST");
  }

  it("stops a turn with POST /api/chat/:id/stop and shows the server's own 已停止 marker as the turn's stream ends", async () => {
    const turn = waitingTurn();
    const serverMarker = { type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复，本轮对日程的改动没有保留。" } };
    fetchMock.mockImplementation(async (input) => {
      if (!String(input).endsWith("/stop")) return turn.response();
      turn.end([serverMarker]);
      return Response.json({ stopped: true });
    });
    await sendAndStop();
    await waitFor(() => expect(screen.queryByTestId("stop")).toBeNull());
    const markers = screen.getByTestId("timeline").querySelectorAll("[data-kind='interrupt']");
    expect([...markers].map((marker) => marker.textContent)).toEqual([expect.stringContaining("本轮对日程的改动没有保留")]);
  });

  it("a stop that comes after the turn ended cuts nothing: the answer arrives whole", async () => {
    const turn = waitingTurn();
    fetchMock.mockImplementation(async (input) => {
      if (!String(input).endsWith("/stop")) return turn.response();
      turn.end([{ type: "text-start", id: "t2" }, { type: "text-delta", id: "t2", delta: "已经排好了。" }, { type: "text-end", id: "t2" }]);
      return Response.json({ stopped: false });
    });
    await sendAndStop();
    await waitFor(() => expect(screen.getByTestId("timeline").textContent).toContain("已经排好了。"));
    expect(screen.getByTestId("timeline").querySelector("[data-kind='interrupt']")).toBeNull();
  });

  it("cuts a stopped turn's stream itself, with the marker, when the server's does not come", async () => {
    const turn = waitingTurn();
    fetchMock.mockImplementation(async (input) => (String(input).endsWith("/stop") ? Response.json({ stopped: true }) : turn.response()));
    await sendAndStop();
    await waitFor(() => expect(screen.getByTestId("timeline").querySelector("[data-kind='interrupt']")?.textContent).toContain("已停止"), {
      timeout: 6_000,
    });
  });

  it("closes a confirm card whose draft the grid's bar cancelled, by reading the conversation's cancel note", async () => {
    const card: PlannerUIMessage = {
      id: "a1",
      role: "assistant",
      parts: [
        {
          type: "data-confirm_request",
          data: { draft_id: "draft-1", base_version: 0, revision: 0, summary: "已为你预排 1 个任务，确认后写入日程。", changes: [] },
        },
      ],
    };
    const note: PlannerUIMessage = {
      id: "schedule-cancelled-draft-1",
      role: "assistant",
      parts: [{ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: "draft-1" } }],
    };
    const asked = { role: "user" as const, id: "u1", parts: [{ type: "text" as const, text: "排一下" }] };
    // The opened conversation asks whether a turn is still running (204: none), then the timeline is its copy.
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/stream") ? new Response(null, { status: 204 }) : Response.json({ messages: [asked, card, note], events: [] }),
    );
    const timelineReads = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/timeline")).length;
    renderSession([asked, card]);
    expect(screen.getByTestId("timeline").textContent).toContain("待确认的日程方案");

    await act(async () => announceDraftClosed("another-draft"));
    expect(timelineReads()).toBe(0);
    await act(async () => announceDraftClosed("draft-1"));

    await waitFor(() => expect(timelineReads()).toBe(1));
    await waitFor(() => expect(screen.getByTestId("timeline").textContent).toContain("方案已取消"));
    expect(screen.getByTestId("timeline").textContent).not.toContain("待确认的日程方案");
  });
});
