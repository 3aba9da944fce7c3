/**
 * Wall-clock arithmetic in the student's time zone. Calendar dates are "YYYY-MM-DD" strings (the same carrier
 * lib/schedule/indexing uses), so day arithmetic never touches the server's zone; only the final step, a wall-clock
 * time in a named zone, becomes an instant, through TZDate, which also knows each zone's DST rules.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import { RecentResults } from "@/lib/recent-results";

export { addDays, daysBetween, isoDayOfWeek } from "@/lib/schedule/indexing";

export interface WallClock {
  /** "YYYY-MM-DD" in the zone. */
  date: string;
  hour: number;
  minute: number;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The calendar date ("YYYY-MM-DD") that `now` falls on in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  // TZDate's getters read the zone's wall clock (wallClockAt). Not date-fns's format: it loads its locale and
  // formatters, about 0.4 s in every isolated test file, for a pattern this short.
  return wallClockAt(now, timeZone).date;
}

export function calendarDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function dateParts(date: string): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** True when (year, month, day) names a real calendar day (rejects 2月30日, 11月31日). */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The (year, month) `offset` months after the given one; month is 1-12. */
export function addMonths(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function lastDayOfMonth(year: number, month: number): string {
  return calendarDate(year, month, daysInMonth(year, month));
}

/** Monday of the ISO week holding `date`: Chinese students count a week from Monday to Sunday. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoDayOfWeek(date));
}

// A TZDate asks Intl for the zone's offset several times as it is built (a tenth of the built-in model's time was
// spent there); the readers of one message ask about the same few instants and wall clocks again and again.
const recentWallClocks = new RecentResults<WallClock>(2000, (clock) => ({ ...clock }));
const recentInstants = new RecentResults<number>(2000);

export function wallClockAt(instant: Date, timeZone: string): WallClock {
  return recentWallClocks.get(`${instant.getTime()}|${timeZone}`, () => {
    const zoned = new TZDate(instant.getTime(), timeZone);
    return {
      date: calendarDate(zoned.getFullYear(), zoned.getMonth() + 1, zoned.getDate()),
      hour: zoned.getHours(),
      minute: zoned.getMinutes(),
    };
  });
}

/** The student's calendar date at `instant`. */
export function todayIn(instant: Date, timeZone: string): string {
  return wallClockAt(instant, timeZone).date;
}

/**
 * The instant of a wall-clock time on `date` in `timeZone`. Hours of 24 and more run into the following days,
 * so 24:00 is the next day's 00:00 (how "晚上十二点" is represented).
 */
export function instantAt(date: string, hour: number, minute: number, timeZone: string, second = 0, millisecond = 0): Date {
  const key = `${date}|${hour}|${minute}|${second}|${millisecond}|${timeZone}`;
  return new Date(
    recentInstants.get(key, () => {
      const dayCarry = Math.floor(hour / 24);
      const { year, month, day } = dateParts(addDays(date, dayCarry));
      return new TZDate(year, month - 1, day, hour - dayCarry * 24, minute, second, millisecond, timeZone).getTime();
    }),
  );
}

export function startOfDayInstant(date: string, timeZone: string): Date {
  return instantAt(date, 0, 0, timeZone);
}

/** The last millisecond of the day: a deadline stored at 23:59 still lies before it. */
export function endOfDayInstant(date: string, timeZone: string): Date {
  return instantAt(date, 23, 59, timeZone, 59, 999);
}

/** Minutes east of UTC at `instant`, the convention chrono's reference uses. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return -new TZDate(instant.getTime(), timeZone).getTimezoneOffset();
}
