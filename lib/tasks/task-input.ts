/**
 * Times as a form sends them. A browser's date and time inputs give a wall clock without a zone ("2026-04-29T20:00");
 * it is the student's wall clock, so it becomes an instant in term.timezone, never in the server's or the browser's
 * zone. A full ISO time with Z or an offset is taken as the instant it names.
 */
import { dateParts, instantAt, isValidDate, wallClockAt } from "../calendar/zoned-time";
import { impossibleDayMessage } from "../protocol/dates";

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant `value` names in `timeZone`, or null when it is not a real date and time. */
export function parseTaskTime(value: string, timeZone: string): Date | null {
  const text = value.trim();
  const local = LOCAL_TIME.exec(text);
  if (local) {
    const [, date, hourText, minuteText, secondText] = local;
    const { year, month, day } = dateParts(date);
    const hour = Number(hourText);
    const minute = Number(minuteText);
    const second = Number(secondText ?? 0);
    if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
    return instantAt(date, hour, minute, timeZone, second);
  }
  // new Date() would roll "2026-02-30T10:00:00Z" over to 3月2日: a day that does not exist is no time at all.
  if (!ZONED_TIME.test(text) || impossibleDayMessage(text) !== null) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** "2026-04-29T20:00": the value a datetime-local input shows for `date` in the student's zone. */
export function toLocalInput(date: Date, timeZone: string): string {
  const { date: day, hour, minute } = wallClockAt(date, timeZone);
  return `${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
