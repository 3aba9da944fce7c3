import { describe, expect, it } from "vitest";
import { parseSmallNumber } from "./chinese-numbers";

describe("parseSmallNumber", () => {
  it.each([
    ["8", 8],
    ["12", 12],
    ["八", 8],
    ["两", 2],
    ["十", 10],
    ["十二", 12],
    ["二十", 20],
    ["二十三", 23],
    ["三十一", 31],
    ["零五", 5],
    ["〇", 0],
  ])("reads %s as %i", (text, value) => {
    expect(parseSmallNumber(text)).toBe(value);
  });

  it.each(["", "十十", "两十", "百", "一二三", "二十三十"])("rejects %j", (text) => {
    expect(parseSmallNumber(text)).toBeNull();
  });
});
