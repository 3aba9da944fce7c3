/**
 * The two integer indexes of the tool layer (seed §2, §3.4, §3.5): window day <-> (week, day_of_week) and
 * per-period database rows <-> compressed slot ranges. Dates here are calendar dates ("YYYY-MM-DD"), never
 * instants, so no time zone can shift them.
 */
import type { DayMapping, ScheduleWindow, SlotRange } from "./state";

/** One per-period row as stored in `schedules`, already mapped onto a window day. */
export interface PeriodCell {
  day: number;
  section: number;
}

/** Sorts cells and merges consecutive sections of the same day into ranges. */
export function compressPeriods(cells: readonly PeriodCell[]): SlotRange[] {
  const sorted = [...cells].sort((a, b) => a.day - b.day || a.section - b.section);
  const ranges: SlotRange[] = [];
  for (const cell of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last.day === cell.day && cell.section === last.slot_end + 1) {
      last.slot_end = cell.section;
    } else if (last && last.day === cell.day && cell.section <= last.slot_end) {
      continue; // duplicate row for the same period: keep one
    } else {
      ranges.push({ day: cell.day, slot_start: cell.section, slot_end: cell.section });
    }
  }
  return ranges;
}

/** Expands ranges back into one cell per period, the shape the `schedules` table stores. */
export function expandSlots(slots: readonly SlotRange[]): PeriodCell[] {
  const cells: PeriodCell[] = [];
  for (const slot of slots) {
    for (let section = slot.slot_start; section <= slot.slot_end; section++) {
      cells.push({ day: slot.day, section });
    }
  }
  return cells;
}

/** Number of periods a list of ranges covers. */
export function slotLength(slot: SlotRange): number {
  return slot.slot_end - slot.slot_start + 1;
}

// ---------- calendar dates ----------

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Parses "YYYY-MM-DD" as a calendar date (UTC midnight is used only as an arithmetic carrier). */
function toEpochDay(date: string): number {
  if (!DATE_PATTERN.test(date)) throw new RangeError(`不是有效日期：${date}`);
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (Number.isNaN(ms)) throw new RangeError(`不是有效日期：${date}`);
  return Math.round(ms / 86_400_000);
}

function fromEpochDay(epochDay: number): string {
  return new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export function isoDayOfWeek(date: string): number {
  const weekday = new Date(toEpochDay(date) * 86_400_000).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The term facts needed to turn weeks into dates: week 1 starts on `start_date`, a Monday. */
export interface TermCalendar {
  start_date: string;
  weeks: number;
}

/** The calendar date of (week, day_of_week) in the term. */
export function termDate(term: TermCalendar, week: number, dayOfWeek: number): string {
  return addDays(term.start_date, (week - 1) * 7 + (dayOfWeek - 1));
}

/** The (week, day_of_week) of a calendar date, or null when it falls outside the term. */
export function termPosition(term: TermCalendar, date: string): { week: number; day_of_week: number } | null {
  const offset = daysBetween(term.start_date, date);
  if (offset < 0) return null;
  const week = Math.floor(offset / 7) + 1;
  if (week > term.weeks) return null;
  return { week, day_of_week: (offset % 7) + 1 };
}

/**
 * Builds the planning window for the inclusive date range [from, to], clipped to the term.
 * Returns null when no day of the range lies inside the term.
 */
export function buildWindow(term: TermCalendar, from: string, to: string): ScheduleWindow | null {
  const dayMapping: DayMapping[] = [];
  const span = daysBetween(from, to);
  for (let offset = 0; offset <= span; offset++) {
    const position = termPosition(term, addDays(from, offset));
    if (!position) continue;
    dayMapping.push({ day_index: dayMapping.length + 1, ...position });
  }
  if (dayMapping.length === 0) return null;
  return { total_days: dayMapping.length, day_mapping: dayMapping };
}

/** Window day index of (week, day_of_week), or undefined when outside the window. */
export function dayIndexOf(window: ScheduleWindow, week: number, dayOfWeek: number): number | undefined {
  return window.day_mapping.find((d) => d.week === week && d.day_of_week === dayOfWeek)?.day_index;
}

/** (week, day_of_week) of a window day index, or undefined when out of range. */
export function dayMappingOf(window: ScheduleWindow, day: number): DayMapping | undefined {
  return window.day_mapping.find((d) => d.day_index === day);
}

/** Calendar date of a window day. */
export function windowDate(term: TermCalendar, window: ScheduleWindow, day: number): string | undefined {
  const mapping = dayMappingOf(window, day);
  return mapping ? termDate(term, mapping.week, mapping.day_of_week) : undefined;
}
