import { describe, expect, it } from "vitest";
import { formatWeeks, weekRecurrence } from "./weeks";
import { range } from "@/testing/ics";

describe("formatWeeks", () => {
  it("shows a consecutive run as a range", () => expect(formatWeeks(range(1, 16))).toBe("第1-16周"));
  it("names odd and even runs", () => {
    expect(formatWeeks(range(1, 15, 2))).toBe("第1-15周(单周)");
    expect(formatWeeks(range(2, 16, 2))).toBe("第2-16周(双周)");
  });
  it("lists irregular weeks one by one, sorted and without duplicates", () => {
    expect(formatWeeks([9, 3, 5, 3])).toBe("第3、5、9周");
  });
  it("handles a single week and an empty list", () => {
    expect(formatWeeks([7])).toBe("第7周");
    expect(formatWeeks([])).toBe("无");
  });
});

describe("weekRecurrence", () => {
  it("recurs weekly over a consecutive run", () => {
    expect(weekRecurrence(range(1, 16))).toEqual({ first: 1, interval: 1, count: 16, skipped: [] });
  });
  it("recurs every two weeks when all weeks share a parity", () => {
    expect(weekRecurrence(range(2, 16, 2))).toEqual({ first: 2, interval: 2, count: 8, skipped: [] });
  });
  it("turns holidays inside a weekly run into skipped weeks", () => {
    expect(weekRecurrence([1, 2, 3, 5, 6])).toEqual({ first: 1, interval: 1, count: 6, skipped: [4] });
  });
  it("skips inside an odd run too", () => {
    expect(weekRecurrence([1, 3, 7])).toEqual({ first: 1, interval: 2, count: 4, skipped: [5] });
  });
  it("treats a single week as a one-time event", () => {
    expect(weekRecurrence([4])).toEqual({ first: 4, interval: 1, count: 1, skipped: [] });
  });
  it("refuses an empty list", () => expect(() => weekRecurrence([])).toThrow(RangeError));
  it("does not mutate the input", () => {
    const weeks = [5, 1, 3];
    weekRecurrence(weeks);
    expect(weeks).toEqual([5, 1, 3]);
  });
});
