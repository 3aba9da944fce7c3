// The network boundary (fetch) is stubbed with answers shaped exactly like the routes' own; the routes themselves
// are tested against a real database elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, confirmDraft, fetchConversationMessages } from "./api";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

describe("fetchConversationMessages", () => {
  it("returns persisted messages, a user message without metadata included", async () => {
    const messages = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "第3天有什么课" }] },
      {
        id: "a1",
        role: "assistant",
        metadata: { model: "内置离线模型", run_id: "r1", created_at: "2026-11-30T00:37:49.565Z" },
        parts: [
          { type: "step-start" },
          { type: "text", text: "第3天有高等数学。", state: "done" },
          { type: "data-business_card", id: "c1", data: { card_type: "from_the_future" } },
        ],
      },
    ];
    answer({ conversation: { id: "c" }, messages, events: [] });
    await expect(fetchConversationMessages("c")).resolves.toEqual(messages);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/conversations/c/timeline");
  });

  it("returns an empty list for a conversation without messages", async () => {
    answer({ conversation: { id: "c" }, messages: [], events: [] });
    await expect(fetchConversationMessages("c")).resolves.toEqual([]);
  });

  it("reports a missing conversation as a 404 ApiError with the server's message", async () => {
    answer({ error: { code: "conversation:not_found", message: "找不到这段对话。" } }, 404);
    const failure = fetchConversationMessages("missing");
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: "conversation:not_found", message: "找不到这段对话。" });
  });

  it("refuses messages that are not messages", async () => {
    answer({ messages: [{ role: "robot" }] });
    await expect(fetchConversationMessages("c")).rejects.toMatchObject({ code: "response:invalid" });
  });
});

describe("confirmDraft", () => {
  it("returns the schedule_completed data of a confirm", async () => {
    const completed = { draft_id: "d", version: 4, placed: 2, moved: 0, embedded: 1, removed: 0 };
    answer({ result: { draft_id: "d" }, schedule_completed: completed });
    await expect(confirmDraft("d")).resolves.toEqual({ schedule_completed: completed });
    expect(fetchMock.mock.calls[0][1]?.method).toBe("POST");
  });

  it("carries the version conflict's code and sentence", async () => {
    answer({ error: { code: "schedule:conflict", message: "你的日程在此期间已被修改，请重新规划。" } }, 409);
    await expect(confirmDraft("d")).rejects.toMatchObject({ status: 409, code: "schedule:conflict", message: "你的日程在此期间已被修改，请重新规划。" });
  });

  it("turns a network failure into a Chinese sentence", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(confirmDraft("d")).rejects.toMatchObject({ code: "network:offline", message: "网络连接中断，请检查网络后重试。" });
  });
});
