import { describe, expect, test } from "vitest";
import { datesKeptFree } from "../understand/dates-kept-free";
import { weekdaysOfDates } from "./dates-off";

/** A calendar whose window holds Tuesday 1 December 2026 in term week 13 (a term starting Monday 7 September). */
const calendar = { days: new Map<number, string>(), periods: new Map(), termAnchor: { date: "2026-12-01", week: 13, weekday: 2 } };

describe("days of the month kept free", () => {
  test.each([
    ["国庆回家，1号到3号别排", [1, 2, 3]],
    ["31号不要排", [31]],
    ["30号到1号都不排", [30, 31, 1]],
    ["下周的复习排一下，但是12号就别安排了", [12]],
  ])("%s → %j", (text, dates) => {
    expect(datesKeptFree(text).dates).toEqual(dates);
  });

  test.each(["1号到3号的课都停了", "1号交报告，别排太满", "3号别排太多"])("%s keeps no date free", (text) => {
    expect(datesKeptFree(text).dates).toEqual([]);
  });

  test("found as the weekdays of the range's term week", () => {
    // Week 17 runs Monday 28 December 2026 to Sunday 3 January 2027.
    expect(weekdaysOfDates([1, 2, 3], "第17周的", calendar)).toEqual([5, 6, 7]);
    expect(weekdaysOfDates([30, 31], "第17周", calendar)).toEqual([3, 4]);
  });

  test("a range that names no term week, or a calendar with no weeks, finds none", () => {
    expect(weekdaysOfDates([1, 2, 3], "这周", calendar)).toEqual([]);
    expect(weekdaysOfDates([1, 2, 3], "第17周", { days: new Map(), periods: new Map() })).toEqual([]);
  });
});
