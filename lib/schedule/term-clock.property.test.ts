/**
 * The date-dependent rules under many clocks: for instants spread over a term's first and last weeks and the days
 * around them, in Shanghai and in a zone behind UTC, the student's today, the term position, the window from today
 * and which periods have begun agree with an independent reading of the same instant (Intl's own calendar). The
 * weekend evenings, where Shanghai's date is a day ahead of UTC's and "this week" reaches into next week, are where
 * the suite once broke.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { localDate } from "@/lib/calendar/zoned-time";
import { addDays, buildWindow, dayMappingOf, termDate, termPosition } from "./indexing";
import { openFrom, periodHasBegun } from "./open-from";

const TERM = { start_date: "2026-09-07", weeks: 18, section_times: DEFAULT_SECTION_TIMES };
const LAST_DAY = addDays(TERM.start_date, TERM.weeks * 7 - 1);
const ZONES = ["Asia/Shanghai", "America/Los_Angeles"] as const;
const HOUR = 3_600_000;

/** The calendar date, ISO weekday and minute of day an instant shows in `zone`, read by Intl alone. */
function intlReading(instant: Date, zone: string): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday) + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Instants from two days before `from` to two days after `to` (UTC midnights), to the minute. */
function instantsAround(from: string, to: string): fc.Arbitrary<Date> {
  const start = Date.parse(`${addDays(from, -2)}T00:00:00Z`);
  const end = Date.parse(`${addDays(to, 3)}T00:00:00Z`);
  return fc.integer({ min: 0, max: Math.floor((end - start) / 60_000) }).map((minute) => new Date(start + minute * 60_000));
}

const FIRST_WEEK = instantsAround(TERM.start_date, addDays(TERM.start_date, 6));
const LAST_WEEK = instantsAround(addDays(LAST_DAY, -6), LAST_DAY);

describe.each(ZONES)("the term's calendar at any instant, in %s", (zone) => {
  it.each([
    ["first week", FIRST_WEEK],
    ["last week", LAST_WEEK],
  ])("today, its week and weekday match Intl's reading (%s)", (_, instants) => {
    fc.assert(
      fc.property(instants, (now) => {
        const reading = intlReading(now, zone);
        const today = localDate(now, zone);
        expect(today).toBe(reading.date);
        const position = termPosition(TERM, today);
        if (today < TERM.start_date || today > LAST_DAY) {
          expect(position).toBeNull();
          return;
        }
        expect(position?.day_of_week).toBe(reading.weekday);
        expect(termDate(TERM, position!.week, position!.day_of_week)).toBe(today);
        if (today <= addDays(TERM.start_date, 6)) expect(position?.week).toBe(1);
        if (today >= addDays(LAST_DAY, -6)) expect(position?.week).toBe(TERM.weeks);
      }),
      { numRuns: 400 },
    );
  });

  it("a window from today starts on today and is clipped at the term's last day", () => {
    fc.assert(
      fc.property(fc.oneof(FIRST_WEEK, LAST_WEEK), fc.integer({ min: 1, max: 14 }), (now, days) => {
        const today = localDate(now, zone);
        const window = buildWindow(TERM, today, addDays(today, days - 1));
        if (today > LAST_DAY || addDays(today, days - 1) < TERM.start_date) {
          expect(window).toBeNull();
          return;
        }
        const first = window!.day_mapping[0];
        const firstDate = termDate(TERM, first.week, first.day_of_week);
        expect(firstDate).toBe(today < TERM.start_date ? TERM.start_date : today);
        const last = dayMappingOf(window!, window!.total_days)!;
        const lastDate = termDate(TERM, last.week, last.day_of_week);
        expect(lastDate <= LAST_DAY).toBe(true);
        expect(lastDate).toBe([addDays(today, days - 1), LAST_DAY].sort()[0]);
      }),
      { numRuns: 300 },
    );
  });

  it("a period has begun exactly when its day is past, or it is today and its start time has come", () => {
    fc.assert(
      fc.property(fc.oneof(FIRST_WEEK, LAST_WEEK), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 12 }), (now, dayOfWeek, section) => {
        const reading = intlReading(now, zone);
        const today = localDate(now, zone);
        const week = Math.min(Math.max(termPosition(TERM, today)?.week ?? 1, 1), TERM.weeks);
        const date = termDate(TERM, week, dayOfWeek);
        const [hour, minute] = TERM.section_times[section - 1].start.split(":").map(Number);
        const expected = date < reading.date || (date === reading.date && hour * 60 + minute <= reading.minutes);
        expect(periodHasBegun(TERM, { week, day_of_week: dayOfWeek, section }, now, zone)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("the first open period of a window from today is the first period today that has not begun", () => {
    fc.assert(
      fc.property(fc.oneof(FIRST_WEEK, LAST_WEEK), (now) => {
        const reading = intlReading(now, zone);
        const today = localDate(now, zone);
        if (today < TERM.start_date || today > LAST_DAY) return;
        const window = buildWindow(TERM, today, addDays(today, 6))!;
        const open = openFrom(window, TERM, now, zone);
        const next = TERM.section_times.findIndex((time) => {
          const [hour, minute] = time.start.split(":").map(Number);
          return hour * 60 + minute > reading.minutes;
        });
        expect(open).toEqual({ day: 1, slot: next === -1 ? TERM.section_times.length + 1 : next + 1 });
      }),
      { numRuns: 400 },
    );
  });
});

it("reads Saturday 20:30 and Sunday 23:30 in Shanghai as the weekend they are, a day ahead of UTC at night", () => {
  const saturday = new Date(Date.parse("2026-12-05T12:30:00Z"));
  const sundayNight = new Date(saturday.getTime() + 27 * HOUR);
  expect(localDate(saturday, "Asia/Shanghai")).toBe("2026-12-05");
  expect(termPosition(TERM, localDate(saturday, "Asia/Shanghai"))).toEqual({ week: 13, day_of_week: 6 });
  expect(localDate(sundayNight, "Asia/Shanghai")).toBe("2026-12-06");
  expect(localDate(new Date(sundayNight.getTime() + HOUR), "Asia/Shanghai")).toBe("2026-12-07");
  expect(termPosition(TERM, "2026-12-07")).toEqual({ week: 14, day_of_week: 1 });
});
