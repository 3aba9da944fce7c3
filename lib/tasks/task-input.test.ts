import { describe, expect, it } from "vitest";
import { parseTaskTime, toLocalInput } from "./task-input";

describe("parseTaskTime", () => {
  it("reads a form's wall clock in the student's zone, not the server's (tests run as UTC)", () => {
    expect(parseTaskTime("2026-04-29T20:00", "Asia/Shanghai")?.toISOString()).toBe("2026-04-29T12:00:00.000Z");
    expect(parseTaskTime("2026-04-29 20:00", "Asia/Shanghai")?.toISOString()).toBe("2026-04-29T12:00:00.000Z");
    expect(parseTaskTime("2026-04-29T20:00", "America/New_York")?.toISOString()).toBe("2026-04-30T00:00:00.000Z");
  });

  it("takes a zoned ISO time as the instant it names", () => {
    expect(parseTaskTime("2026-04-29T12:00:00.000Z", "Asia/Shanghai")?.toISOString()).toBe("2026-04-29T12:00:00.000Z");
    expect(parseTaskTime("2026-04-29T20:00:00+08:00", "America/New_York")?.toISOString()).toBe("2026-04-29T12:00:00.000Z");
  });

  it("crosses midnight into the previous UTC day", () => {
    // 00:30 on Thursday in Shanghai is still Wednesday in UTC.
    expect(parseTaskTime("2026-04-30T00:30", "Asia/Shanghai")?.toISOString()).toBe("2026-04-29T16:30:00.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const text of ["", "明天", "2026-02-30T10:00", "2026-04-29T24:00", "2026-04-29T20:60", "2026-04-29", "2026/04/29 20:00", "2026-02-30T10:00:00Z", "2026-13-01T08:00:00+08:00"]) {
      expect(parseTaskTime(text, "Asia/Shanghai")).toBeNull();
    }
  });
});

describe("toLocalInput", () => {
  it("writes the datetime-local value in the student's zone", () => {
    expect(toLocalInput(new Date("2026-04-29T16:30:00Z"), "Asia/Shanghai")).toBe("2026-04-30T00:30");
  });

  it("round-trips with parseTaskTime", () => {
    const instant = new Date("2026-11-30T12:05:00Z");
    expect(parseTaskTime(toLocalInput(instant, "Asia/Shanghai"), "Asia/Shanghai")).toEqual(instant);
  });
});
