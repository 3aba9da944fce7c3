/** How task times are written on cards and in chips, always in the student's zone. */
import { TZDate } from "@date-fns/tz";

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
