import { describe, expect, it } from "vitest";
import type { PlannerUIMessage } from "@/lib/protocol";
import { buildChatRequestBody } from "./chat-transport";

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
