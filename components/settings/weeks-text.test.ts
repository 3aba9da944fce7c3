import { describe, expect, it } from "vitest";
import { parseWeeksText, weeksToText } from "./weeks-text";

describe("parseWeeksText", () => {
  it("reads a plain range", () => {
    expect(parseWeeksText("1-16", 18)).toEqual({ ok: true, weeks: Array.from({ length: 16 }, (_, index) => index + 1) });
  });

  it("keeps only odd weeks for 单 and even weeks for 双", () => {
    expect(parseWeeksText("1-7单", 18)).toEqual({ ok: true, weeks: [1, 3, 5, 7] });
    expect(parseWeeksText("2-8双", 18)).toEqual({ ok: true, weeks: [2, 4, 6, 8] });
  });

  it("reads lists with Chinese and ASCII separators, dropping duplicates and sorting", () => {
    expect(parseWeeksText("5，1、3,3", 18)).toEqual({ ok: true, weeks: [1, 3, 5] });
    expect(parseWeeksText("1-3, 10-11", 18)).toEqual({ ok: true, weeks: [1, 2, 3, 10, 11] });
  });

  it("reads the timetable-app form 第1-15周(单周)", () => {
    expect(parseWeeksText("第1-5周(单周)", 18)).toEqual({ ok: true, weeks: [1, 3, 5] });
  });

  it("accepts the last week of the term and refuses the one after it", () => {
    expect(parseWeeksText("18", 18)).toEqual({ ok: true, weeks: [18] });
    expect(parseWeeksText("1-19", 18)).toEqual({ ok: false, message: "第19周超出本学期（共 18 周）" });
  });

  it("refuses week 0, a reversed range, empty text and unknown words with a message", () => {
    expect(parseWeeksText("0-3", 18)).toEqual({ ok: false, message: "周次从第1周开始" });
    expect(parseWeeksText("9-3", 18)).toEqual({ ok: false, message: "「9-3」的起始周不能大于结束周" });
    expect(parseWeeksText("  ", 18)).toMatchObject({ ok: false, message: expect.stringContaining("请填写上课周次") });
    expect(parseWeeksText("1-16x", 18)).toMatchObject({ ok: false, message: expect.stringContaining("无法识别「1-16x」") });
  });

  it("refuses a parity range that holds no week", () => {
    expect(parseWeeksText("2-2单", 18)).toEqual({ ok: false, message: "这个范围里没有符合单双周的周次" });
  });
});

describe("weeksToText", () => {
  it("writes ranges, parity ranges and irregular lists in a form the parser reads back", () => {
    for (const weeks of [[1, 2, 3, 4], [1, 3, 5, 7], [2, 4, 6], [1, 2, 5], [7]]) {
      const text = weeksToText(weeks);
      expect(parseWeeksText(text, 18)).toEqual({ ok: true, weeks });
    }
    expect(weeksToText([1, 3, 5])).toBe("1-5单");
    expect(weeksToText([])).toBe("");
  });
});
