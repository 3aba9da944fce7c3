import { describe, expect, it } from "vitest";
import { formatDeadline, formatDueShort, formatMonthDayTime, formatTimestamp } from "./format";

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

describe("formatDueShort", () => {
  // Monday 2026-04-27 16:00 in Shanghai (08:00 UTC).
  const MONDAY = new Date("2026-04-27T08:00:00Z");
  const at = (iso: string) => formatDueShort(new Date(iso), "Asia/Shanghai", MONDAY);

  it("says 今天 and 明天 for today and tomorrow in the student's zone", () => {
    expect(at("2026-04-27T12:00:00Z")).toBe("今天 20:00");
    // 2026-04-27 16:30 UTC is already Tuesday 00:30 in Shanghai.
    expect(at("2026-04-27T16:30:00Z")).toBe("明天 00:30");
  });

  it("names the weekday later this week and 下周X next week", () => {
    expect(at("2026-04-29T12:00:00Z")).toBe("周三 20:00"); // Wednesday
    expect(at("2026-05-03T12:00:00Z")).toBe("周日 20:00"); // Sunday, same ISO week
    expect(at("2026-05-04T01:00:00Z")).toBe("下周一 09:00"); // next Monday
  });

  it("writes the date beyond next week and for a past day", () => {
    expect(at("2026-11-30T12:00:00Z")).toBe("11月30日 20:00");
    expect(at("2026-04-25T12:00:00Z")).toBe("4月25日 20:00"); // last Saturday: overdue
    expect(at("2027-01-04T12:00:00Z")).toBe("2027年1月4日 20:00");
  });

  it("follows the student's zone, not the server's", () => {
    expect(formatDueShort(new Date("2026-04-29T12:00:00Z"), "America/New_York", MONDAY)).toBe("周三 08:00");
  });
});
