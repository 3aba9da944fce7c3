import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcsCalendar, escapeText, foldLine } from "./build";
import { parseIcsCourses } from "./parse";
import { SPRING_TERM, range } from "./testing";
import type { IcsExportEvent, IcsTerm } from "./types";

const GENERATED_AT = new Date("2025-03-01T12:00:00Z");

function event(overrides: Partial<IcsExportEvent> & Pick<IcsExportEvent, "key" | "name">): IcsExportEvent {
  return { location: null, kind: "course", can_be_embedded: false, day_of_week: 1, section_start: 1, section_end: 2, weeks: [1], ...overrides };
}

const TIMETABLE: IcsExportEvent[] = [
  event({ key: "1-a", name: "高等数学", location: "教一 101", weeks: range(1, 16) }),
  event({ key: "2-a", name: "数据结构", day_of_week: 3, section_start: 3, section_end: 4, weeks: range(1, 15, 2) }),
  event({ key: "3-a", name: "大学英语", day_of_week: 2, section_start: 5, section_end: 6, weeks: [1, 2, 3, 4, 5, 7, 8, 9, 10, 12] }),
  event({ key: "4-a", name: "思政，理论; 课\\长名字".repeat(3), day_of_week: 5, section_start: 9, section_end: 12, weeks: [1, 2, 5, 9], can_be_embedded: true }),
  event({ key: "5-a", name: "复习线代", kind: "task", day_of_week: 7, section_start: 11, section_end: 11, weeks: [13] }),
];

/** What identifies a meeting on the timetable, independent of UIDs and order. */
function timetableOf(items: ReadonlyArray<Omit<IcsExportEvent, "key" | "kind">>) {
  return items
    .map(({ name, location, day_of_week, section_start, section_end, weeks, can_be_embedded }) => ({ name, location, day_of_week, section_start, section_end, weeks, can_be_embedded }))
    .sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start);
}

describe("buildIcsCalendar", () => {
  it("round-trips: parsing the export gives back the same timetable and no problems", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, generatedAt: GENERATED_AT });
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.problems).toEqual([]);
    expect(timetableOf(result.courses)).toEqual(timetableOf(TIMETABLE));
  });

  it("round-trips in a zone with daylight saving time inside the term", () => {
    // New York switches to EDT on 2025-03-09, during week 2 of this term.
    const term: IcsTerm = { ...SPRING_TERM, timezone: "America/New_York" };
    const ics = buildIcsCalendar({ term, events: TIMETABLE, generatedAt: GENERATED_AT });
    expect(ics).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20250309T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400");
    const result = parseIcsCourses(ics, term);
    expect(result.problems).toEqual([]);
    expect(timetableOf(result.courses)).toEqual(timetableOf(TIMETABLE));
  });

  it("writes one VEVENT per meeting with the period clock, RRULE and EXDATE", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[2]], generatedAt: GENERATED_AT });
    const vevent = ics.slice(ics.indexOf("BEGIN:VEVENT"), ics.indexOf("END:VEVENT"));
    expect(vevent).toContain("UID:3-a@study-planner\r\n");
    expect(vevent).toContain("DTSTAMP:20250301T120000Z\r\n");
    // Tuesday of week 1, periods 5-6 = 14:00-15:40.
    expect(vevent).toContain("DTSTART;TZID=Asia/Shanghai:20250225T140000\r\n");
    expect(vevent).toContain("DTEND;TZID=Asia/Shanghai:20250225T154000\r\n");
    expect(vevent).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=12\r\n");
    expect(vevent).toContain("EXDATE;TZID=Asia/Shanghai:20250401T140000\r\n"); // week 6
    expect(vevent).toContain("EXDATE;TZID=Asia/Shanghai:20250506T140000\r\n"); // week 11
  });

  it("uses INTERVAL=2 for odd weeks and no RRULE for a single week", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[1], TIMETABLE[4]], generatedAt: GENERATED_AT });
    expect(ics).toContain("RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8\r\n");
    expect(ics.match(/RRULE/g)).toHaveLength(1);
    expect(ics).toContain("X-STUDY-PLANNER-KIND:task");
  });

  it("keeps UIDs stable between two exports made at different times", () => {
    const uids = (text: string) => text.match(/^UID:.*$/gm);
    const first = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, generatedAt: GENERATED_AT });
    const second = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, generatedAt: new Date("2025-04-01T00:00:00Z") });
    expect(uids(first)).toEqual(uids(second));
    expect(new Set(uids(first)).size).toBe(TIMETABLE.length);
  });

  it("declares a VTIMEZONE that ical.js reads with the zone's offset", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[0]], generatedAt: GENERATED_AT });
    const component = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(component.getFirstSubcomponent("vtimezone")!);
    expect(zone.tzid).toBe("Asia/Shanghai");
    const start = new ICAL.Event(component.getFirstSubcomponent("vevent")!).startDate;
    expect(zone.utcOffset(start)).toBe(8 * 3600);
  });

  it("writes an empty calendar (still valid) when there is nothing to export", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], generatedAt: GENERATED_AT });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(parseIcsCourses(ics, SPRING_TERM)).toEqual({ courses: [], problems: [] });
  });

  it("does not mutate its input", () => {
    const events = structuredClone(TIMETABLE);
    buildIcsCalendar({ term: SPRING_TERM, events, generatedAt: GENERATED_AT });
    expect(events).toEqual(TIMETABLE);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });
});

describe("foldLine", () => {
  it("leaves a line of exactly 75 octets alone", () => expect(foldLine("x".repeat(75))).toBe("x".repeat(75)));
  it("folds longer lines without splitting a multi-byte character", () => {
    const folded = foldLine(`SUMMARY:${"课".repeat(40)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(`SUMMARY:${"课".repeat(40)}`);
  });
});
