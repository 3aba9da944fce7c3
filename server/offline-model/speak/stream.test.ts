import { describe, expect, test } from "vitest";
import { chunks, promptCharacters } from "./stream";
import { toolExchange, user } from "@/testing/offline-model";

describe("chunks", () => {
  test("splits by code points into pieces of the given size", () => {
    expect(chunks("一二三四五", 2)).toEqual(["一二", "三四", "五"]);
    expect(chunks("👍👍👍", 2)).toEqual(["👍👍", "👍"]);
  });

  test("empty text is one empty piece, so a text block still has a delta", () => {
    expect(chunks("", 8)).toEqual([""]);
  });
});

describe("promptCharacters", () => {
  test("counts system text, user text, tool inputs and tool outputs", () => {
    const prompt = [
      { role: "system" as const, content: "助手" },
      user("你好"),
      ...toolExchange("c1", "get_overview", {}, { ok: true, text: "x" }),
    ];
    const outputLength = JSON.stringify({ type: "json", value: { ok: true, text: "x" } }).length;
    expect(promptCharacters(prompt)).toBe(2 + 2 + 2 + outputLength);
  });
});
