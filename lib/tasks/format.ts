/** How task times are written on cards and in chips, always in the student's zone. */
import { TZDate } from "@date-fns/tz";
import { daysBetween, isoDayOfWeek, mondayOf, wallClockAt } from "../calendar/zoned-time";

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function partsOf(date: Date, timeZone: string) {
  const zoned = new TZDate(date.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
    second: zoned.getSeconds(),
  };
}

/** "2026-04-29 20:00": the seed's deadline_at / urgency_threshold_at format. */
export function formatDeadline(date: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = partsOf(date, timeZone);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/** "2026-04-27 16:10:00": the seed's created_at format. */
export function formatTimestamp(date: Date, timeZone: string): string {
  const { second } = partsOf(date, timeZone);
  return `${formatDeadline(date, timeZone)}:${pad(second)}`;
}

/**
 * "12月4日 23:59" for chips and summaries; the year is added ("2027年1月1日 00:00") only when it differs from
 * the year of `now`, so a bound next January is not mistaken for last January.
 */
export function formatMonthDayTime(date: Date, timeZone: string, now?: Date): string {
  const { year, month, day, hour, minute } = partsOf(date, timeZone);
  const showYear = now !== undefined && partsOf(now, timeZone).year !== year;
  return `${showYear ? `${year}年` : ""}${month}月${day}日 ${pad(hour)}:${pad(minute)}`;
}

const WEEKDAY_NAMES = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const;

/**
 * A deadline as a list row says it, relative to the student's today: "今天 20:00", "明天 08:00", "周三 20:00" (later
 * this week), "下周一 09:00", otherwise "11月30日 20:00" (with the year when it is not this year's). A past day is
 * always a date, so an overdue "周三" is never read as the coming one.
 */
export function formatDueShort(date: Date, timeZone: string, now: Date): string {
  const due = wallClockAt(date, timeZone);
  const today = wallClockAt(now, timeZone).date;
  const time = `${pad(due.hour)}:${pad(due.minute)}`;
  const days = daysBetween(today, due.date);
  if (days === 0) return `今天 ${time}`;
  if (days === 1) return `明天 ${time}`;
  const weekday = WEEKDAY_NAMES[isoDayOfWeek(due.date) - 1];
  const weeksAhead = daysBetween(mondayOf(today), mondayOf(due.date)) / 7;
  if (days > 1 && weeksAhead === 0) return `${weekday} ${time}`;
  if (days > 1 && weeksAhead === 1) return `下${weekday} ${time}`;
  return formatMonthDayTime(date, timeZone, now);
}

/**
 * "12月4日 周五 23:59" (the year added as formatMonthDayTime adds it): a date the student checks against a calendar,
 * as the to-do edit cards show a deadline before and after.
 */
export function formatDayDateTime(date: Date, timeZone: string, now?: Date): string {
  const { year, month, day, hour, minute } = partsOf(date, timeZone);
  const showYear = now !== undefined && partsOf(now, timeZone).year !== year;
  const weekday = WEEKDAY_NAMES[isoDayOfWeek(wallClockAt(date, timeZone).date) - 1];
  return `${showYear ? `${year}年` : ""}${month}月${day}日 ${weekday} ${pad(hour)}:${pad(minute)}`;
}
