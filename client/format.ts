/**
 * Dates as a student reads them: "12月2日 周三 第3-4节", "4月29日 周三 21:00". Inputs are already in the student's
 * zone ("YYYY-MM-DD" or "YYYY-MM-DD HH:mm"), so the weekday is computed on the calendar date alone, never through
 * the browser's zone.
 */
import type { Placement } from "@/lib/protocol";

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] as const;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

/** "2026-12-02" -> "12月2日 周三"; undefined for text that is not a calendar date. */
export function formatCalendarDate(value: string): string | undefined {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return `${Number(month)}月${Number(day)}日 ${WEEKDAYS[weekday]}`;
}

/** "2026-04-29 21:00" -> "4月29日 周三 21:00"; "" or unparseable -> undefined, so the caller hides the field. */
export function formatDateTime(value: string | undefined): string | undefined {
  if (!value || value.trim() === "") return undefined;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const date = formatCalendarDate(value);
  const [, , , , hour, minute] = match;
  return hour === undefined ? date : `${date} ${hour}:${minute}`;
}

export function formatPeriods(slotStart: number, slotEnd: number): string {
  return slotStart === slotEnd ? `第${slotStart}节` : `第${slotStart}-${slotEnd}节`;
}

/** "12月2日 周三 第3-4节"; falls back to the window's day number when the calendar date is missing. */
export function formatPlacement(placement: Placement): string {
  const date = formatCalendarDate(placement.date) ?? `第${placement.day}天`;
  return `${date} ${formatPeriods(placement.slot_start, placement.slot_end)}`;
}

export function formatPlacements(placements: readonly Placement[]): string {
  return placements.map(formatPlacement).join("、");
}

/** A conversation's last activity: time today, otherwise the date. `now` is a parameter for tests. */
export function formatUpdatedAt(iso: string, now: Date): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return "";
  const sameDay = when.toDateString() === now.toDateString();
  const pad = (value: number) => String(value).padStart(2, "0");
  if (sameDay) return `${pad(when.getHours())}:${pad(when.getMinutes())}`;
  return `${when.getMonth() + 1}月${when.getDate()}日`;
}

/** "3月3日 周一 – 3月16日 周日"; a one-day range names its day once. */
export function dateRangeLabel(start: string, end: string): string {
  const from = formatCalendarDate(start) ?? start;
  if (start === end) return from;
  return `${from} – ${formatCalendarDate(end) ?? end}`;
}
