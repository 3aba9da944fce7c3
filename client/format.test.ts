import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatPlacement, formatPeriods, formatUpdatedAt } from "./format";

describe("formatCalendarDate", () => {
  it("adds the weekday of the calendar date (2026-12-02 is a Wednesday)", () => {
    expect(formatCalendarDate("2026-12-02")).toBe("12月2日 周三");
  });

  it("handles a Sunday at a year boundary (2028-01-02 is a Sunday)", () => {
    expect(formatCalendarDate("2028-01-02")).toBe("1月2日 周日");
  });

  it("returns undefined for text that is not a date", () => {
    expect(formatCalendarDate("下周三")).toBeUndefined();
  });
});

describe("formatDateTime", () => {
  it("formats a deadline with its time (2026-04-29 is a Wednesday)", () => {
    expect(formatDateTime("2026-04-29 21:00")).toBe("4月29日 周三 21:00");
  });

  it("formats a date without a time as the date alone", () => {
    expect(formatDateTime("2026-04-29")).toBe("4月29日 周三");
  });

  it("returns undefined for an empty string, so the field is hidden", () => {
    expect(formatDateTime("")).toBeUndefined();
    expect(formatDateTime("  ")).toBeUndefined();
  });

  it("returns undefined for a missing value", () => {
    expect(formatDateTime(undefined)).toBeUndefined();
  });
});

describe("formatPeriods", () => {
  it("names a range of sections", () => {
    expect(formatPeriods(3, 4)).toBe("第3-4节");
  });

  it("names a single section without a range", () => {
    expect(formatPeriods(5, 5)).toBe("第5节");
  });
});

describe("formatPlacement", () => {
  it("reads as date, weekday and sections", () => {
    expect(formatPlacement({ day: 3, week: 13, day_of_week: 3, date: "2026-12-02", slot_start: 3, slot_end: 4 })).toBe("12月2日 周三 第3-4节");
  });

  it("falls back to the window's day number when the date is unusable", () => {
    expect(formatPlacement({ day: 3, week: 13, day_of_week: 3, date: "", slot_start: 1, slot_end: 2 })).toBe("第3天 第1-2节");
  });
});

describe("formatUpdatedAt", () => {
  it("shows the time for a conversation updated today", () => {
    const now = new Date(2026, 11, 2, 18, 0);
    expect(formatUpdatedAt(new Date(2026, 11, 2, 8, 5).toISOString(), now)).toBe("08:05");
  });

  it("shows the date for an earlier day", () => {
    const now = new Date(2026, 11, 2, 18, 0);
    expect(formatUpdatedAt(new Date(2026, 10, 30, 23, 59).toISOString(), now)).toBe("11月30日");
  });

  it("returns an empty string for an invalid timestamp", () => {
    expect(formatUpdatedAt("not a date", new Date())).toBe("");
  });
});
