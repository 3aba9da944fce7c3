/** Wall clocks, instants and the period grid. Zones are IANA names handled by @date-fns/tz. */
import { TZDate } from "@date-fns/tz";
import { localDate } from "./zoned-time";

/** One period's clock times in the student's zone, "HH:MM". */
export interface PeriodTime {
  start: string;
  end: string;
}

/** True for a zone name the runtime knows (IANA, e.g. "Asia/Shanghai", or "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "HH:MM" -> minutes after midnight. */
export function toMinutes(time: string): number {
  const [hour, minute] = time.split(":").map(Number);
  return hour * 60 + minute;
}

/** A break longer than this between two periods (lunch, dinner) ends a sitting. */
const LONG_BREAK_MINUTES = 30;

/** The periods after which the clock breaks for longer than LONG_BREAK_MINUTES: 4 and 8 in the default clock. */
export function longBreaks(periods: readonly PeriodTime[]): number[] {
  const breaks: number[] = [];
  for (let index = 1; index < periods.length; index++) {
    if (toMinutes(periods[index].start) - toMinutes(periods[index - 1].end) > LONG_BREAK_MINUTES) breaks.push(index);
  }
  return breaks;
}

export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The instant (epoch ms) a wall-clock time denotes in `zone`. */
export function instantOf(wall: WallTime, zone: string): number {
  return new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, zone).getTime();
}

/** The calendar date and minute of day an instant shows in `zone`. */
export function localClock(instant: number, zone: string): { date: string; minutes: number } {
  const local = new TZDate(instant, zone);
  return { date: localDate(local, zone), minutes: local.getHours() * 60 + local.getMinutes() };
}

/**
 * The periods a local [start, end) clock span covers: the first period starting within `tolerance` minutes of
 * `start`, and the last period (not earlier) ending within `tolerance` of `end`. Null when either side is off
 * the grid.
 */
export function matchPeriods(
  sectionTimes: readonly PeriodTime[],
  start: number,
  end: number,
  tolerance: number,
): { section_start: number; section_end: number } | null {
  const first = sectionTimes.findIndex((time) => Math.abs(toMinutes(time.start) - start) <= tolerance);
  if (first === -1) return null;
  for (let index = sectionTimes.length - 1; index >= first; index--) {
    if (Math.abs(toMinutes(sectionTimes[index].end) - end) <= tolerance) {
      return { section_start: first + 1, section_end: index + 1 };
    }
  }
  return null;
}

/**
 * The periods nearest a local [start, end) clock span that misses the grid: the period whose start is closest to
 * `start` and, from it on, the period whose end is closest to `end`, each at most `within` minutes away. On a tie the
 * wider span wins (the earlier start, the later end), so the course keeps all of its time. Null when either side
 * is further off. One pass over the day's periods (at most 16): no search beyond them.
 */
export function nearestPeriods(
  sectionTimes: readonly PeriodTime[],
  start: number,
  end: number,
  within: number,
): { section_start: number; section_end: number } | null {
  const first = closest(sectionTimes, 0, (time) => toMinutes(time.start) - start, within, "earlier");
  if (first === -1) return null;
  const last = closest(sectionTimes, first, (time) => toMinutes(time.end) - end, within, "later");
  if (last === -1) return null;
  return { section_start: first + 1, section_end: last + 1 };
}

/** The index from `from` on whose offset is smallest in size and at most `within`; ties go to `prefer`. -1 for none. */
function closest(sectionTimes: readonly PeriodTime[], from: number, offset: (time: PeriodTime) => number, within: number, prefer: "earlier" | "later"): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let index = from; index < sectionTimes.length; index++) {
    const distance = Math.abs(offset(sectionTimes[index]));
    if (distance > within) continue;
    if (distance < bestDistance || (distance === bestDistance && prefer === "later")) [best, bestDistance] = [index, distance];
  }
  return best;
}
