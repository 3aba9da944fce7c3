/**
 * A black-box tester's findings on a fresh account's default clock: a file whose classes fit the clock but for one
 * ending ten minutes late, re-read by a student in week 14; and a damaged file whose reasons reached the student in
 * English. The file is the tester's, as written.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { toMinutes } from "@/lib/calendar/clock";
import { previewTimetable } from "./preview";
import { readIcs } from "./parse";
import { suggestClock } from "./suggest";
import type { IcsTerm } from "./types";

const event = (uid: string, summary: string, start: string, end: string, rule?: string) =>
  ["BEGIN:VEVENT", `UID:${uid}`, `DTSTART;TZID=Asia/Shanghai:${start}`, `DTEND;TZID=Asia/Shanghai:${end}`, ...(rule ? [`RRULE:${rule}`] : []), `SUMMARY:${summary}`, "END:VEVENT"];
const calendar = (...events: string[][]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bb test//CN", "X-WR-TIMEZONE:Asia/Shanghai", ...events.flat(), "END:VCALENDAR"].join("\r\n");

const GOOD = calendar(
  event("c1@bb", "高等数学A", "20261130T080000", "20261130T094000", "FREQ=WEEKLY;COUNT=8"),
  event("c2@bb", "概率论与数理统计", "20261201T100000", "20261201T114000", "FREQ=WEEKLY;COUNT=8"),
  event("c3@bb", "大学英语", "20261202T140000", "20261202T154000", "FREQ=WEEKLY;UNTIL=20270120T000000Z"),
  event("c4@bb", "形势与政策", "20261203T190000", "20261203T203000", "FREQ=WEEKLY;COUNT=6"),
  event("e1@bb", "高等数学期末考试", "20270115T090000", "20270115T110000"),
);
// Week 14 on Monday 2026-11-30, the file's first day.
const WEEK_14: IcsTerm = { start_date: "2026-08-31", weeks: 18, section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })), timezone: "Asia/Shanghai" };

describe("a file that fits the default clock, read in week 14", () => {
  it("suggests no clock, maps the courses to the current periods and keeps the term's start, growing it to the last class", () => {
    const preview = previewTimetable(GOOD, WEEK_14);
    expect(preview.suggestions?.section_times).toBeUndefined();
    expect(preview.suggestions?.term).toEqual({ start_date: "2026-08-31", weeks: 21 });
    expect(preview.notes.map((note) => note.code)).not.toContain("clock_extended");
    const rows = preview.courses.map((course) => `${course.name} 周${course.day_of_week} 第${course.section_start}-${course.section_end}节`);
    expect(rows).toEqual(["高等数学A 周1 第1-2节", "概率论与数理统计 周2 第3-4节", "大学英语 周3 第5-6节", "形势与政策 周4 第9-10节"]);
    expect(preview.courses.every((course) => course.weeks[0] === 14)).toBe(true);
  });

  it("still proposes week 1 for a student whose term ended before the file starts: the file is the next term", () => {
    const preview = previewTimetable(GOOD, { ...WEEK_14, start_date: "2026-02-23" });
    expect(preview.suggestions?.term).toEqual({ start_date: "2026-11-30", weeks: 8 });
    expect(preview.suggestions?.section_times).toBeUndefined();
  });

  it("never completes a clock with a period before 07:30 or after 23:30", () => {
    const meetings = readIcs(GOOD, WEEK_14).items.flatMap((item) => ("meeting" in item ? [item.meeting] : []));
    const { section_times } = suggestClock(meetings);
    for (const time of section_times ?? []) {
      expect(toMinutes(time.start)).toBeGreaterThanOrEqual(7 * 60 + 30);
      expect(toMinutes(time.end)).toBeLessThanOrEqual(23 * 60 + 30);
    }
  });
});

describe("a damaged file's reasons are the student's words", () => {
  const MALFORMED = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:m1@bb",
    "DTSTART:2026BAD",
    "SUMMARY:坏日期课",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:m2@bb",
    "DTSTART:20261204T020000Z",
    "DTEND:20261204T010000Z",
    "SUMMARY:倒着的课",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

  it("says a bad date is not a date, in Chinese, and an end before the start as such", () => {
    const preview = previewTimetable(MALFORMED, WEEK_14);
    const bad = preview.problems.find((problem) => problem.name === "坏日期课");
    expect(bad?.reason).toContain("「DTSTART:2026BAD」不是有效的日期时间");
    const backwards = preview.problems.find((problem) => problem.name === "倒着的课");
    expect(backwards?.reason).toContain("结束时间早于开始时间");
    for (const problem of preview.problems) expect(problem.reason).not.toMatch(/invalid|value|对不上本学期/);
  });
});
