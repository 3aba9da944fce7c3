import { describe, expect, it } from "vitest";
import { moveItem, validateItem } from "./item-model";

describe("moveItem", () => {
  it("swaps with the neighbour above or below", () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it("returns the very same list when the move would leave it, and never mutates", () => {
    const ids = [1, 2, 3];
    expect(moveItem(ids, 0, -1)).toBe(ids);
    expect(moveItem(ids, 2, 1)).toBe(ids);
    expect(moveItem(ids, -1, 1)).toBe(ids);
    moveItem(ids, 0, 1);
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe("validateItem", () => {
  it("trims the content", () => {
    expect(validateItem("  第一章 ", 3, 12)).toEqual({ ok: true, payload: { content: "第一章", duration: 3 } });
  });

  it("refuses empty or long content and a duration outside 1-12 on a 12-period day", () => {
    expect(validateItem(" ", 2, 12)).toEqual({ ok: false, errors: { content: "请填写任务内容" } });
    expect(validateItem("长".repeat(61), 2, 12)).toEqual({ ok: false, errors: { content: "任务内容不能超过 60 个字" } });
    expect(validateItem("好", 13, 12)).toEqual({ ok: false, errors: { duration: "时长需要是 1-12 节的整数" } });
    expect(validateItem("好", Number.NaN, 12)).toEqual({ ok: false, errors: { duration: "时长需要是 1-12 节的整数" } });
  });

  it("follows the term's day: 14 periods take 13 and 14, not 15; 8 periods stop at 8", () => {
    expect(validateItem("好", 14, 14)).toEqual({ ok: true, payload: { content: "好", duration: 14 } });
    expect(validateItem("好", 15, 14)).toEqual({ ok: false, errors: { duration: "时长需要是 1-14 节的整数" } });
    expect(validateItem("好", 9, 8)).toEqual({ ok: false, errors: { duration: "时长需要是 1-8 节的整数" } });
  });

  it("lets an item keep a duration its term's day has since lost, but not choose one", () => {
    expect(validateItem("改名", 14, 12, 14)).toEqual({ ok: true, payload: { content: "改名", duration: 14 } });
    expect(validateItem("改名", 13, 12, 14)).toEqual({ ok: false, errors: { duration: "时长需要是 1-12 节的整数" } });
  });
});
