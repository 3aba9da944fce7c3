import { describe, expect, it } from "vitest";
import { describeChatError, GENERIC_ERROR_TEXT, NETWORK_ERROR_TEXT } from "./chat-error";

describe("describeChatError", () => {
  it("shows the Chinese message of the edge's JSON error body", () => {
    const error = new Error(JSON.stringify({ error: { code: "request:invalid", message: "请求参数有误：消息不能为空" } }));
    expect(describeChatError(error)).toBe("请求参数有误：消息不能为空");
  });

  it("shows a Chinese stream error as it is", () => {
    expect(describeChatError(new Error("模型服务出错，本轮已停止：timeout"))).toBe("模型服务出错，本轮已停止：timeout");
  });

  it("explains a network failure instead of showing the English text", () => {
    expect(describeChatError(new TypeError("Failed to fetch"))).toBe(NETWORK_ERROR_TEXT);
  });

  it("falls back to a generic sentence for other English errors", () => {
    expect(describeChatError(new Error("Unexpected token < in JSON"))).toBe(GENERIC_ERROR_TEXT);
  });

  it("falls back to a generic sentence for an English JSON error body", () => {
    expect(describeChatError(new Error(JSON.stringify({ error: { code: "x", message: "bad" } })))).toBe(GENERIC_ERROR_TEXT);
  });

  it("handles a thrown value that is not an Error", () => {
    expect(describeChatError("boom")).toBe(GENERIC_ERROR_TEXT);
  });
});
