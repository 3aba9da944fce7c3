import { describe, expect, it } from "vitest";
import { addMonths, endOfDayInstant, instantAt, isValidDate, lastDayOfMonth, mondayOf, wallClockAt, zoneOffsetMinutes } from "./zoned-time";

describe("instantAt", () => {
  it("reads a wall-clock time in the given zone, not the server's", () => {
    expect(instantAt("2026-11-30", 20, 0, "Asia/Shanghai").toISOString()).toBe("2026-11-30T12:00:00.000Z");
  });

  it("reads 24:00 as the next day's 00:00", () => {
    expect(instantAt("2026-11-30", 24, 0, "Asia/Shanghai").toISOString()).toBe("2026-11-30T16:00:00.000Z");
  });

  it("uses the offset in force on that day, not today's (New York, both sides of 2026-03-08)", () => {
    expect(instantAt("2026-03-07", 9, 0, "America/New_York").toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(instantAt("2026-03-09", 9, 0, "America/New_York").toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });
});

describe("endOfDayInstant", () => {
  it("is the last millisecond of the day in the zone", () => {
    expect(endOfDayInstant("2026-12-04", "Asia/Shanghai").toISOString()).toBe("2026-12-04T15:59:59.999Z");
  });
});

describe("wallClockAt", () => {
  it("gives the student's date and time for an instant", () => {
    expect(wallClockAt(new Date("2026-11-30T16:30:00Z"), "Asia/Shanghai")).toEqual({ date: "2026-12-01", hour: 0, minute: 30 });
  });
});

describe("zoneOffsetMinutes", () => {
  it("is minutes east of UTC, following DST", () => {
    expect(zoneOffsetMinutes(new Date("2026-03-07T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-03-09T12:00:00Z"), "America/New_York")).toBe(-240);
  });
});

describe("mondayOf", () => {
  it("is the same day on a Monday and the previous Monday on a Sunday", () => {
    // 2026-11-30 is a Monday; 2026-12-06 is a Sunday.
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
  });
});

describe("addMonths", () => {
  it("rolls December into January of the next year", () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
  });

  it("rolls January back into December of the previous year", () => {
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe("lastDayOfMonth", () => {
  it("knows leap years", () => {
    expect(lastDayOfMonth(2028, 2)).toBe("2028-02-29");
    expect(lastDayOfMonth(2026, 2)).toBe("2026-02-28");
  });
});

describe("isValidDate", () => {
  it("rejects 30 February and 31 November", () => {
    expect(isValidDate(2026, 2, 30)).toBe(false);
    expect(isValidDate(2026, 11, 31)).toBe(false);
    expect(isValidDate(2026, 12, 31)).toBe(true);
  });
});
