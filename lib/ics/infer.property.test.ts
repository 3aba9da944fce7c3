/**
 * Term and clock inference, checked by round trip: generate a timetable on a term and period clock of its own,
 * export it with our builder, read it back against a student's unrelated default settings, accept the preview's
 * suggestions and map again — every course must come back on the same weekday, periods and weeks, with no problem.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { fromMinutes, type PeriodTime } from "@/lib/calendar/clock";
import { buildIcsCalendar } from "./build";
import { mapReading, readIcs } from "./parse";
import { suggestClock, suggestSettings } from "./suggest";
import type { IcsExportEvent, IcsTerm } from "./types";

const MONDAYS = ["2025-02-24", "2025-09-01", "2026-03-02", "2026-08-31", "2027-02-22"];

interface Generated {
  term: IcsTerm;
  /** Blocks of consecutive periods (1-based period numbers). */
  blocks: Array<[number, number]>;
  events: IcsExportEvent[];
}

/** A clock of `count` periods in blocks of two: `length` minutes each, `pause` inside a block, `gap` between blocks, lunch after the morning. */
function clockOf(count: number, firstStart: number, length: number, pause: number, gap: number): { times: PeriodTime[]; blocks: Array<[number, number]> } {
  const times: PeriodTime[] = [];
  const blocks: Array<[number, number]> = [];
  let cursor = firstStart;
  for (let period = 1; period <= count; period++) {
    const opensBlock = period % 2 === 1;
    if (period > 1) cursor += opensBlock ? (period === 5 ? 120 : gap) : pause;
    times.push({ start: fromMinutes(cursor), end: fromMinutes(cursor + length) });
    cursor += length;
    if (opensBlock) blocks.push([period, Math.min(period + 1, count)]);
  }
  return { times, blocks };
}

/** Where a clock of `count` periods ends, in minutes after midnight (as clockOf lays it out). */
function clockEnd(count: number, firstStart: number, length: number, pause: number, gap: number): number {
  const pairs = Math.ceil(count / 2);
  const breaks = (pairs - 1) * gap + (count >= 5 ? 120 - gap : 0) + Math.floor(count / 2) * pause;
  return firstStart + count * length + breaks;
}

/** Every length a term's day may have (8-16) and shorter files (5-7) that the suggestion continues to 12. */
const PERIOD_COUNTS = [5, 7, 8, 10, 12, 13, 14, 16];

const timetable: fc.Arbitrary<Generated> = fc
  .record({
    count: fc.constantFrom(...PERIOD_COUNTS),
    firstStart: fc.integer({ min: 15, max: 18 }).map((quarter) => quarter * 30), // 07:30 .. 09:00, half hours too
    length: fc.constantFrom(40, 45, 50),
    pause: fc.constantFrom(5, 10),
    gap: fc.constantFrom(15, 20, 25),
    weeks: fc.integer({ min: 4, max: 30 }),
    start: fc.constantFrom(...MONDAYS),
    timezone: fc.constantFrom("Asia/Shanghai", "Europe/Berlin"),
    seed: fc.array(fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 100 }), fc.boolean()), { minLength: 0, maxLength: 12 }),
  })
  // A day's clock ends before midnight; long days come with short periods and breaks.
  .filter(({ count, firstStart, length, pause, gap }) => clockEnd(count, firstStart, length, pause, gap) <= 23 * 60 + 30)
  .map(({ count, firstStart, length, pause, gap, weeks, start, timezone, seed }) => {
    const { times, blocks } = clockOf(count, firstStart, length, pause, gap);
    const term: IcsTerm = { start_date: start, weeks, section_times: times, timezone };
    const taken = new Set<string>();
    const events: IcsExportEvent[] = [];
    const add = (day: number, sections: [number, number], courseWeeks: number[]) => {
      const key = `${day}:${sections[0]}`;
      if (taken.has(key)) return;
      taken.add(key);
      const index = events.length;
      events.push({ key: `c${index}`, name: `课程${index}`, location: null, kind: "course", can_be_embedded: false, embedded_in: null, day_of_week: day, section_start: sections[0], section_end: sections[1], weeks: courseWeeks });
    };
    const all = Array.from({ length: weeks }, (_, index) => index + 1);
    // Every block is taught somewhere (so the file shows every period), the first in week 1 and the last in the last week.
    blocks.forEach((block, index) => add((index % 5) + 1, block, all));
    for (const [day, pick, single] of seed) {
      const block = blocks[pick % blocks.length];
      const sections: [number, number] = single ? [block[0], block[0]] : block;
      add(day, sections, all.filter((week) => (week + pick) % 3 !== 0 || week === 1));
    }
    return { term, blocks, events };
  });

function summary(courses: ReadonlyArray<{ day_of_week: number; section_start: number; section_end: number; weeks: number[] }>) {
  return courses.map((course) => `${course.day_of_week}:${course.section_start}-${course.section_end}:${course.weeks.join(",")}`).sort();
}

describe("inferring the term and the period clock from a file", () => {
  it("gives back every course on the same weekday, periods and weeks after the suggestions are accepted", () => {
    fc.assert(
      fc.property(timetable, ({ term, blocks, events }) => {
        const ics = buildIcsCalendar({ term, events, generatedAt: new Date("2025-01-01T00:00:00Z") });
        const student: IcsTerm = { start_date: "2024-09-02", weeks: 18, section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })), timezone: term.timezone };
        const reading = readIcs(ics, student);
        const meetings = reading.items.flatMap((item) => ("meeting" in item ? [item.meeting] : []));
        const { suggestions } = suggestSettings(meetings, student);
        const accepted: IcsTerm = { ...student, ...suggestions?.term, section_times: suggestions?.section_times ?? student.section_times };
        expect(accepted.start_date).toBe(term.start_date);
        expect(accepted.weeks).toBe(term.weeks);
        // The file's own clock from 12 periods on; a shorter one continued to the default 12.
        expect(accepted.section_times).toHaveLength(Math.max(12, term.section_times.length));
        // Block starts and ends are the file's own (the split inside a 2-period block is inferred, so not compared).
        for (const [first, last] of blocks) {
          expect(accepted.section_times[first - 1].start).toBe(term.section_times[first - 1].start);
          expect(accepted.section_times[last - 1].end).toBe(term.section_times[last - 1].end);
        }
        const after = mapReading(reading, accepted);
        expect(after.problems).toEqual([]);
        expect(summary(after.courses)).toEqual(summary(events));
      }),
      { numRuns: 120 },
    );
  });
});

describe("suggestClock", () => {
  const span = (start: string, end: string) => ({ start: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)), end: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) });

  it("finds the twelve periods of the default clock from two-period meetings and single evening ones", () => {
    const meetings = [span("08:00", "09:40"), span("10:00", "11:40"), span("14:00", "15:40"), span("16:00", "17:40"), span("19:00", "20:40"), span("20:50", "21:35"), span("21:45", "22:30")];
    const { section_times, found, notes } = suggestClock(meetings);
    expect(found).toBe(12);
    expect(notes).toEqual([]);
    expect(section_times).toEqual(DEFAULT_SECTION_TIMES);
  });

  it("continues a ten-period clock to twelve with the file's period length and break, and says so", () => {
    const meetings = [span("08:30", "10:05"), span("10:25", "12:00"), span("14:00", "15:35"), span("15:55", "17:30"), span("19:00", "20:35")];
    const { section_times, found, notes } = suggestClock(meetings);
    expect(found).toBe(10);
    expect(section_times?.slice(8)).toEqual([
      { start: "19:00", end: "19:45" },
      { start: "19:50", end: "20:35" },
      { start: "20:40", end: "21:25" },
      { start: "21:30", end: "22:15" },
    ]);
    expect(notes).toMatchObject([{ code: "clock_extended", message: "文件里每天有 10 节课，已按每节 45 分钟、课间 5 分钟补足到 12 节（补上的节次可在学期设置里修改）。" }]);
  });

  it("suggests a fourteen-period clock as it is, without a note", () => {
    const meetings = Array.from({ length: 7 }, (_, index) => span(fromMinutes(8 * 60 + index * 110), fromMinutes(8 * 60 + index * 110 + 95)));
    const { section_times, found, notes } = suggestClock(meetings);
    expect(found).toBe(14);
    expect(section_times).toHaveLength(14);
    expect(section_times?.[13]).toEqual({ start: fromMinutes(8 * 60 + 6 * 110 + 50), end: fromMinutes(8 * 60 + 6 * 110 + 95) });
    expect(notes).toEqual([]);
  });

  it("suggests no clock past sixteen periods a day, with the warning", () => {
    const meetings = Array.from({ length: 9 }, (_, index) => span(fromMinutes(6 * 60 + index * 100), fromMinutes(6 * 60 + index * 100 + 85)));
    const { section_times, found, notes } = suggestClock(meetings);
    expect(found).toBe(18);
    expect(section_times).toBeUndefined();
    expect(notes[0]).toMatchObject({ code: "too_many_periods", level: "warning" });
    expect(notes[0].message).toContain("该课表每天有 18 节，目前最多支持 16 节");
  });
});
