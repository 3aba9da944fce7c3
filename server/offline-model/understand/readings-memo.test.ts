import { describe, expect, it } from "vitest";
import { ReadingsMemo } from "./readings-memo";
import { detectIntent } from "./intents";

describe("the readings memo", () => {
  it("reads a key once and hands back the same reading after", () => {
    const memo = new ReadingsMemo<{ family: string }>();
    let reads = 0;
    const read = () => memo.read("明天下午有空吗", () => ({ family: `read ${++reads}` }));
    expect(read()).toBe(read());
    expect(reads).toBe(1);
  });

  it("freezes a reading to its leaves, so a caller cannot change it for later turns", () => {
    const memo = new ReadingsMemo<{ parts: Array<{ content: string }> }>();
    const reading = memo.read("记两件事", () => ({ parts: [{ content: "交报告" }] }));
    expect(() => reading.parts.push({ content: "x" })).toThrow(TypeError);
    expect(() => {
      reading.parts[0].content = "改了";
    }).toThrow(TypeError);
  });

  it("forgets the least recently used reading past its limit, and reads it again when asked", () => {
    const memo = new ReadingsMemo<{ n: number }>();
    let reads = 0;
    const read = (key: string) => memo.read(key, () => ({ n: ++reads }));
    read("first");
    for (let index = 0; index < 2000; index += 1) read(`other ${index}`);
    expect(reads).toBe(2001);
    read("first");
    expect(reads).toBe(2002);
    // The most recent ones are still known.
    read("other 1999");
    expect(reads).toBe(2002);
  });
});

describe("detectIntent through the memo", () => {
  it("remembers a message's reading, and the same words with the nearest sentence on are read apart", () => {
    const first = detectIntent("提醒我周三晚上8点给导师发周报");
    expect(detectIntent("提醒我周三晚上8点给导师发周报")).toBe(first);
    expect(first).toMatchObject({ family: "quick_note" });
    const nearest = detectIntent("提醒我周三晚上8点给导师发周报", { nearest: true });
    expect(nearest).not.toBe(first);
    expect(nearest).toEqual(first);
  });
});
