import { describe, expect, it } from "vitest";
import { formatDeadline, formatMonthDayTime, formatTimestamp } from "./format";

// 2026-04-29 is a Wednesday; 12:00 UTC is 20:00 in Shanghai.
const WEDNESDAY_EVENING = new Date("2026-04-29T12:00:00Z");

describe("formatDeadline", () => {
  it("writes the seed's deadline format in the student's zone", () => {
    expect(formatDeadline(WEDNESDAY_EVENING, "Asia/Shanghai")).toBe("2026-04-29 20:00");
  });

  it("writes the wall clock of another zone for the same instant", () => {
    expect(formatDeadline(WEDNESDAY_EVENING, "America/New_York")).toBe("2026-04-29 08:00");
  });

  it("moves to the next day when the zone is already past midnight", () => {
    expect(formatDeadline(new Date("2026-11-30T16:00:00Z"), "Asia/Shanghai")).toBe("2026-12-01 00:00");
  });
});

describe("formatTimestamp", () => {
  it("writes the seed's created_at format with seconds", () => {
    expect(formatTimestamp(new Date("2026-04-27T08:10:05Z"), "Asia/Shanghai")).toBe("2026-04-27 16:10:05");
  });
});

describe("formatMonthDayTime", () => {
  it("writes month, day and time without leading zeros on the date", () => {
    expect(formatMonthDayTime(new Date("2026-12-04T15:59:59.999Z"), "Asia/Shanghai")).toBe("12月4日 23:59");
  });

  it("adds the year when it differs from now's year", () => {
    expect(formatMonthDayTime(new Date("2027-01-01T04:00:00Z"), "Asia/Shanghai", new Date("2026-12-15T02:00:00Z"))).toBe("2027年1月1日 12:00");
  });

  it("omits the year when it is now's year", () => {
    expect(formatMonthDayTime(new Date("2026-12-20T04:00:00Z"), "Asia/Shanghai", new Date("2026-12-15T02:00:00Z"))).toBe("12月20日 12:00");
  });
});
