import { describe, expect, it } from "vitest";
import { parseDeadlineShift, shiftDeadline } from "./deadline-shift";

describe("parseDeadlineShift", () => {
  it.each([
    ["延后一天", { amount: 1, unit: "day" }],
    ["往后推两天", { amount: 2, unit: "day" }],
    ["推迟3天", { amount: 3, unit: "day" }],
    ["再延一周", { amount: 1, unit: "week" }],
    ["顺延一个星期", { amount: 1, unit: "week" }],
    ["晚两天吧", { amount: 2, unit: "day" }],
    ["提前一天", { amount: -1, unit: "day" }],
    ["提前3个小时", { amount: -3, unit: "hour" }],
    ["截止延后半天", { amount: 12, unit: "hour" }],
    ["ddl推迟两天", { amount: 2, unit: "day" }],
    ["push it back a day", { amount: 1, unit: "day" }],
    ["postpone by 2 days", { amount: 2, unit: "day" }],
    ["two days later", { amount: 2, unit: "day" }],
    ["one week earlier", { amount: -1, unit: "week" }],
  ])("%s", (words, shift) => {
    expect(parseDeadlineShift(words)).toEqual(shift);
  });

  it.each(["周五", "明天晚上10点", "延后一下", "推迟几天", "12月8日", "往后推"])("%s names no amount to move by", (words) => {
    expect(parseDeadlineShift(words)).toBeUndefined();
  });
});

describe("parseDeadlineShift: hours and minutes as the shared duration reader reads them", () => {
  it.each([
    ["再宽限两个半小时", 2.5],
    ["截止推迟半小时", 0.5],
    ["提前四十五分钟", -0.75],
    ["往后延一刻钟", 0.25],
  ])("%s moves by %d hours", (words, hours) => {
    expect(parseDeadlineShift(words)).toEqual({ amount: hours, unit: "hour" });
  });

  it.each(["延后一上午", "推迟半周", "宽限一个半小时再交作业"])("%s is no shift of a deadline", (words) => {
    expect(parseDeadlineShift(words)).toBeUndefined();
  });

  it("moves a deadline by an hour and a half to the minute", () => {
    // Wednesday 2 December 2026 22:00 in Shanghai, plus 1.5 hours: 23:30.
    const deadline = new Date("2026-12-02T14:00:00Z");
    expect(shiftDeadline(deadline, { amount: 1.5, unit: "hour" }, "Asia/Shanghai").toISOString()).toBe("2026-12-02T15:30:00.000Z");
  });
});

describe("shiftDeadline", () => {
  it("moves by calendar days in the student's zone, keeping the clock time", () => {
    // Friday 4 December 2026 23:59 in Shanghai.
    const deadline = new Date("2026-12-04T15:59:00Z");
    expect(shiftDeadline(deadline, { amount: 1, unit: "day" }, "Asia/Shanghai").toISOString()).toBe("2026-12-05T15:59:00.000Z");
    expect(shiftDeadline(deadline, { amount: -1, unit: "week" }, "Asia/Shanghai").toISOString()).toBe("2026-11-27T15:59:00.000Z");
    expect(shiftDeadline(deadline, { amount: 3, unit: "hour" }, "Asia/Shanghai").toISOString()).toBe("2026-12-04T18:59:00.000Z");
  });

  it("keeps 20:00 across a change of offset (New York, 1 November 2026)", () => {
    // Saturday 31 October 20:00 EDT (UTC-4) a day later is Sunday 1 November 20:00 EST (UTC-5).
    const deadline = new Date("2026-11-01T00:00:00Z");
    expect(shiftDeadline(deadline, { amount: 1, unit: "day" }, "America/New_York").toISOString()).toBe("2026-11-02T01:00:00.000Z");
  });
});
