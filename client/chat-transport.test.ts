import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlannerUIMessage } from "@/lib/protocol";
import { buildChatRequestBody, requestTurnStop } from "./chat-transport";

const history: PlannerUIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "第3天有什么课" }] },
  { id: "a1", role: "assistant", parts: [{ type: "text", text: "第3天有高等数学。" }] },
  { id: "u2", role: "user", parts: [{ type: "text", text: "第4天呢" }] },
];

describe("buildChatRequestBody", () => {
  it("sends only the conversation id and the newest message", () => {
    expect(buildChatRequestBody("c1", history)).toEqual({ id: "c1", message: history[2] });
  });

  it("sends the only message of a new conversation", () => {
    expect(buildChatRequestBody("c2", history.slice(0, 1))).toEqual({ id: "c2", message: history[0] });
  });

  it("refuses an empty conversation", () => {
    expect(() => buildChatRequestBody("c3", [])).toThrow("没有可发送的消息");
  });

  it("does not mutate the messages", () => {
    const copy = structuredClone(history);
    buildChatRequestBody("c1", history);
    expect(history).toEqual(copy);
  });
});

describe("requestTurnStop", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts to the conversation's stop route without a body and answers whether a turn was stopped", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ stopped: true }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await requestTurnStop("c 1")).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/chat/c%201/stop");
    expect(init).toMatchObject({ method: "POST" });
    expect(init?.body).toBeUndefined();
  });

  it("answers false when nothing was running, the server refused or the network is down", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(Response.json({ stopped: false })));
    expect(await requestTurnStop("c1")).toBe(false);
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(Response.json({ error: { code: "conversation:not_found" } }, { status: 404 })));
    expect(await requestTurnStop("c1")).toBe(false);
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await requestTurnStop("c1")).toBe(false);
  });
});
