import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  addDays,
  buildWindow,
  compressPeriods,
  dayIndexOf,
  dayMappingOf,
  daysBetween,
  expandSlots,
  isoDayOfWeek,
  slotLength,
  termDate,
  termPosition,
  windowDate,
  type TermCalendar,
} from "./indexing";
import type { SlotRange } from "./state";

// 2025-09-01 is a Monday.
const term: TermCalendar = { start_date: "2025-09-01", weeks: 18 };

describe("compressPeriods", () => {
  test("merges consecutive sections of a day into one range (seed §3.4)", () => {
    const rows = [
      { day: 1, section: 1 },
      { day: 1, section: 2 },
    ];
    expect(compressPeriods(rows)).toEqual([{ day: 1, slot_start: 1, slot_end: 2 }]);
  });

  test("a gap starts a new range; another day starts a new range", () => {
    expect(
      compressPeriods([
        { day: 1, section: 1 },
        { day: 1, section: 3 },
        { day: 2, section: 4 },
      ]),
    ).toEqual([
      { day: 1, slot_start: 1, slot_end: 1 },
      { day: 1, slot_start: 3, slot_end: 3 },
      { day: 2, slot_start: 4, slot_end: 4 },
    ]);
  });

  test("sorts unordered rows and keeps one of duplicate rows", () => {
    expect(
      compressPeriods([
        { day: 2, section: 2 },
        { day: 1, section: 10 },
        { day: 2, section: 1 },
        { day: 1, section: 9 },
        { day: 2, section: 2 },
      ]),
    ).toEqual([
      { day: 1, slot_start: 9, slot_end: 10 },
      { day: 2, slot_start: 1, slot_end: 2 },
    ]);
  });

  test("no rows give no ranges", () => {
    expect(compressPeriods([])).toEqual([]);
  });

  test("does not mutate the input", () => {
    const cells = Object.freeze([Object.freeze({ day: 1, section: 2 }), Object.freeze({ day: 1, section: 1 })]);
    expect(compressPeriods(cells)).toEqual([{ day: 1, slot_start: 1, slot_end: 2 }]);
  });
});

/** Normalized ranges: sorted, within 1..12, and never touching or overlapping on the same day. */
const normalizedRanges = fc
  .uniqueArray(fc.record({ day: fc.integer({ min: 1, max: 14 }), section: fc.integer({ min: 1, max: 12 }) }), {
    selector: (cell) => `${cell.day}:${cell.section}`,
    maxLength: 60,
  })
  .map((cells) => compressPeriods(cells));

describe("expandSlots", () => {
  test("gives one row per period (seed §3.4 reverse)", () => {
    expect(expandSlots([{ day: 3, slot_start: 1, slot_end: 4 }])).toEqual([
      { day: 3, section: 1 },
      { day: 3, section: 2 },
      { day: 3, section: 3 },
      { day: 3, section: 4 },
    ]);
  });

  test("compress(expand(x)) = x for normalized ranges", () => {
    fc.assert(
      fc.property(normalizedRanges, (ranges: SlotRange[]) => {
        expect(compressPeriods(expandSlots(ranges))).toEqual(ranges);
      }),
      { numRuns: 200 },
    );
  });

  test("expand(compress(cells)) holds each distinct cell once", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ day: fc.integer({ min: 1, max: 3 }), section: fc.integer({ min: 1, max: 12 }) })), (cells) => {
        const distinct = new Set(cells.map((cell) => `${cell.day}:${cell.section}`));
        const expanded = expandSlots(compressPeriods(cells));
        expect(expanded.map((cell) => `${cell.day}:${cell.section}`).sort()).toEqual([...distinct].sort());
      }),
      { numRuns: 200 },
    );
  });
});

describe("slotLength", () => {
  test("counts both ends", () => {
    expect(slotLength({ day: 1, slot_start: 1, slot_end: 4 })).toBe(4);
    expect(slotLength({ day: 1, slot_start: 7, slot_end: 7 })).toBe(1);
  });
});

describe("calendar dates", () => {
  test("addDays crosses month and year ends", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  test("daysBetween is signed", () => {
    expect(daysBetween("2025-09-01", "2025-09-14")).toBe(13);
    expect(daysBetween("2025-09-14", "2025-09-01")).toBe(-13);
  });

  test("isoDayOfWeek: Monday is 1 and Sunday is 7", () => {
    expect(isoDayOfWeek("2025-09-01")).toBe(1); // Monday
    expect(isoDayOfWeek("2025-09-07")).toBe(7); // Sunday
  });

  test("rejects text that is not a calendar date", () => {
    expect(() => addDays("2025-9-1", 1)).toThrow(RangeError);
  });
});

describe("termDate / termPosition", () => {
  test("week 1 day 1 is the term's start", () => {
    expect(termDate(term, 1, 1)).toBe("2025-09-01");
    expect(termDate(term, 5, 3)).toBe("2025-10-01"); // a Wednesday
  });

  test("termPosition inverts termDate inside the term", () => {
    expect(termPosition(term, "2025-10-01")).toEqual({ week: 5, day_of_week: 3 });
  });

  test("dates before the start or after the last week are outside", () => {
    expect(termPosition(term, "2025-08-31")).toBeNull();
    expect(termPosition(term, "2026-01-04")).toEqual({ week: 18, day_of_week: 7 }); // last Sunday of week 18
    expect(termPosition(term, "2026-01-05")).toBeNull();
  });
});

describe("buildWindow", () => {
  test("numbers the days of a range from 1 (seed §2: 第1周周三至第3周周一, 13 days)", () => {
    const window = buildWindow(term, "2025-09-03", "2025-09-15");
    expect(window?.total_days).toBe(13);
    expect(window?.day_mapping[0]).toEqual({ day_index: 1, week: 1, day_of_week: 3 });
    expect(window?.day_mapping[12]).toEqual({ day_index: 13, week: 3, day_of_week: 1 });
  });

  test("clips the range to the term and gives null when nothing is left", () => {
    expect(buildWindow(term, "2025-08-30", "2025-09-02")?.day_mapping).toEqual([
      { day_index: 1, week: 1, day_of_week: 1 },
      { day_index: 2, week: 1, day_of_week: 2 },
    ]);
    expect(buildWindow(term, "2025-08-01", "2025-08-31")).toBeNull();
  });
});

describe("dayIndexOf / dayMappingOf / windowDate", () => {
  const window = buildWindow(term, "2025-09-29", "2025-10-11")!; // week 5 Monday .. week 6 Saturday (seed §3.1)

  test("map both ways between day index and (week, day_of_week) (seed §3.5)", () => {
    expect(dayIndexOf(window, 5, 1)).toBe(1);
    expect(dayMappingOf(window, 3)).toEqual({ day_index: 3, week: 5, day_of_week: 3 });
    expect(windowDate(term, window, 13)).toBe("2025-10-11");
  });

  test("outside the window gives undefined", () => {
    expect(dayIndexOf(window, 6, 7)).toBeUndefined();
    expect(dayMappingOf(window, 0)).toBeUndefined();
    expect(dayMappingOf(window, 14)).toBeUndefined();
    expect(windowDate(term, window, 14)).toBeUndefined();
  });
});
