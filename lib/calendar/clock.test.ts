import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES as DEMO_SECTION_TIMES } from "./default-term";
import { instantOf, isValidTimeZone, localClock, longBreaks, matchPeriods, nearestPeriods, toMinutes } from "./clock";

describe("matchPeriods", () => {
  const at = (time: string) => toMinutes(time);
  it("maps a span starting and ending on period boundaries", () => {
    expect(matchPeriods(DEMO_SECTION_TIMES, at("08:00"), at("09:40"), 5)).toEqual({ section_start: 1, section_end: 2 });
    expect(matchPeriods(DEMO_SECTION_TIMES, at("19:00"), at("22:30"), 5)).toEqual({ section_start: 9, section_end: 12 });
  });
  it("maps a single period", () => {
    expect(matchPeriods(DEMO_SECTION_TIMES, at("10:00"), at("10:45"), 5)).toEqual({ section_start: 3, section_end: 3 });
  });
  it("accepts a start exactly `tolerance` minutes off and refuses one minute more", () => {
    expect(matchPeriods(DEMO_SECTION_TIMES, at("08:05"), at("09:40"), 5)).toEqual({ section_start: 1, section_end: 2 });
    expect(matchPeriods(DEMO_SECTION_TIMES, at("08:06"), at("09:40"), 5)).toBeNull();
  });
  it("refuses an end between period ends", () => {
    expect(matchPeriods(DEMO_SECTION_TIMES, at("08:00"), at("09:10"), 5)).toBeNull();
  });
  it("refuses an end before the start period ends", () => {
    expect(matchPeriods(DEMO_SECTION_TIMES, at("08:55"), at("08:45"), 5)).toBeNull();
  });
});

describe("nearestPeriods", () => {
  const at = (time: string) => toMinutes(time);
  it("takes the nearest periods of a span a few minutes off the clock", () => {
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:00"), at("09:35"), 20)).toEqual({ section_start: 1, section_end: 2 });
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:10"), at("09:30"), 20)).toEqual({ section_start: 1, section_end: 2 });
  });
  it("accepts a side exactly `within` minutes off and refuses one minute more", () => {
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:00"), at("09:20"), 20)).toEqual({ section_start: 1, section_end: 2 });
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:00"), at("09:19"), 20)).toBeNull();
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:20"), at("09:40"), 20)).toEqual({ section_start: 1, section_end: 2 });
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:21"), at("09:40"), 20)).toBeNull();
  });
  it("maps a span over several periods and a break by its outer times", () => {
    // Periods 1-4 run 08:00-11:40 with a 20-minute break after period 2.
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:05"), at("11:30"), 20)).toEqual({ section_start: 1, section_end: 4 });
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("19:10"), at("22:15"), 20)).toEqual({ section_start: 9, section_end: 12 });
  });
  it("prefers the closer of two periods within reach", () => {
    // 08:45 ends period 1 (distance 5) and is 55 minutes from the end of period 2: a single period.
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:03"), at("08:50"), 20)).toEqual({ section_start: 1, section_end: 1 });
    // 08:50 starts 5 minutes before period 2 and 50 after period 1.
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("08:50"), at("09:40"), 20)).toEqual({ section_start: 2, section_end: 2 });
  });
  it("settles a tie on the wider span: the earlier start and the later end", () => {
    // A clock of 30-minute periods with 10-minute breaks: 08:20 is 10 from period 1's end and 10 from period 2's start.
    const clock = [
      { start: "08:00", end: "08:30" },
      { start: "08:40", end: "09:10" },
      { start: "09:20", end: "09:50" },
    ];
    expect(nearestPeriods(clock, at("08:20"), at("09:30"), 20)).toEqual({ section_start: 1, section_end: 3 });
  });
  it("never ends before the period it starts in", () => {
    expect(nearestPeriods(DEMO_SECTION_TIMES, at("10:00"), at("09:50"), 20)).toBeNull();
  });
  it("does not mutate the clock", () => {
    const clock = DEMO_SECTION_TIMES.map((time) => ({ ...time }));
    nearestPeriods(clock, at("08:00"), at("09:35"), 20);
    expect(clock).toEqual(DEMO_SECTION_TIMES);
  });
});

describe("isValidTimeZone", () => {
  it("knows IANA names and UTC", () => {
    expect(isValidTimeZone("Asia/Shanghai")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
  });
  it("refuses unknown and empty names", () => {
    expect(isValidTimeZone("China Standard Time")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("instantOf / localClock", () => {
  it("reads 08:00 Shanghai as 00:00 UTC and back", () => {
    const instant = instantOf({ year: 2025, month: 2, day: 24, hour: 8, minute: 0, second: 0 }, "Asia/Shanghai");
    expect(new Date(instant).toISOString()).toBe("2025-02-24T00:00:00.000Z");
    expect(localClock(instant, "Asia/Shanghai")).toEqual({ date: "2025-02-24", minutes: 480 });
  });
  it("follows daylight saving time in New York", () => {
    // 2025-03-09 is the first day of EDT (UTC-4); the day before is EST (UTC-5).
    const before = instantOf({ year: 2025, month: 3, day: 8, hour: 19, minute: 0, second: 0 }, "America/New_York");
    const after = instantOf({ year: 2025, month: 3, day: 9, hour: 19, minute: 0, second: 0 }, "America/New_York");
    expect(new Date(before).toISOString()).toBe("2025-03-09T00:00:00.000Z");
    expect(new Date(after).toISOString()).toBe("2025-03-09T23:00:00.000Z");
  });
});

describe("longBreaks", () => {
  it("finds lunch and dinner in the default clock, and nothing in a clock of 10-minute breaks", () => {
    expect(longBreaks(DEMO_SECTION_TIMES)).toEqual([4, 8]);
    expect(longBreaks([{ start: "08:00", end: "08:45" }, { start: "08:55", end: "09:40" }])).toEqual([]);
  });

  it("counts a break of exactly 30 minutes as short and 31 as long", () => {
    expect(longBreaks([{ start: "08:00", end: "08:45" }, { start: "09:15", end: "10:00" }, { start: "10:31", end: "11:15" }])).toEqual([2]);
  });
});
