import { describe, expect, it } from "vitest";
import { formatDateText, parseDateText } from "./date-text";

describe("parseDateText", () => {
  it("reads the student's own format and the ways a zh-CN student types a date", () => {
    for (const text of ["2026-11-30", "2026/11/30", "2026.11.30", "2026年11月30日", "20261130", " 2026 - 11 - 30 ", "２０２６－１１－３０"]) {
      expect(parseDateText("date", text), text).toBe("2026-11-30");
    }
    expect(parseDateText("date", "2026-1-5")).toBe("2026-01-05");
  });

  it("refuses dates that do not exist and text still being typed", () => {
    // 2026 is not a leap year; 2028 is.
    expect(parseDateText("date", "2026-02-29")).toBeNull();
    expect(parseDateText("date", "2028-02-29")).toBe("2028-02-29");
    for (const text of ["", "2026", "2026-11", "2026-13-01", "2026-11-31", "11/30/2026", "明天"]) {
      expect(parseDateText("date", text), text).toBeNull();
    }
  });

  it("reads 24-hour times, with the input method's colon, compact or in 点", () => {
    for (const [text, value] of [
      ["08:00", "08:00"],
      ["8:00", "08:00"],
      ["8：05", "08:05"],
      ["0800", "08:00"],
      ["800", "08:00"],
      ["20.30", "20:30"],
      ["8点", "08:00"],
      ["20点30分", "20:30"],
      ["23:59", "23:59"],
    ]) {
      expect(parseDateText("time", text), text).toBe(value);
    }
    for (const text of ["24:00", "8:60", "8:", "8", "08:00 PM", "abc"]) {
      expect(parseDateText("time", text), text).toBeNull();
    }
  });

  it("reads a date and a time together, as a datetime-local value", () => {
    expect(parseDateText("datetime", "2026-11-30 20:00")).toBe("2026-11-30T20:00");
    expect(parseDateText("datetime", "2026/11/30 8:05")).toBe("2026-11-30T08:05");
    expect(parseDateText("datetime", "2026-11-30T20:00")).toBe("2026-11-30T20:00");
    expect(parseDateText("datetime", "202611302000")).toBe("2026-11-30T20:00");
    expect(parseDateText("datetime", "2026-11-30")).toBeNull();
    expect(parseDateText("datetime", "2026-11-30 25:00")).toBeNull();
  });
});

describe("formatDateText", () => {
  it("shows each value as the field reads it, and nothing for no value", () => {
    expect(formatDateText("date", "2026-11-30")).toBe("2026-11-30");
    expect(formatDateText("time", "08:00")).toBe("08:00");
    expect(formatDateText("datetime", "2026-11-30T20:00")).toBe("2026-11-30 20:00");
    expect(formatDateText("datetime", "")).toBe("");
  });

  it("round-trips with parseDateText", () => {
    for (const [kind, value] of [["date", "2026-01-05"], ["time", "00:00"], ["datetime", "2026-12-31T23:59"]] as const) {
      expect(parseDateText(kind, formatDateText(kind, value))).toBe(value);
    }
  });
});
