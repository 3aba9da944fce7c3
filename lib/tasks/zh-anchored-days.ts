/**
 * Days named from another day: holidays on a fixed date ("元旦", "国庆", "圣诞节"), and a weekday counted from a day
 * ("元旦后第一个周三", "12月20号之后的第二个周五", "国庆前最后一个周五"). Holidays of the lunar calendar (春节, 中秋)
 * move from year to year and are not read: a wrong date would be worse than none.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import type { DayPhrase } from "./date-types";
import { addDays, calendarDate, dateParts, isoDayOfWeek, isValidDate } from "../calendar/zoned-time";

/** Fixed-date holidays as [month, day], longest names first so 国庆节 is not read as 国庆 then 节. */
const HOLIDAYS: readonly [name: string, month: number, day: number][] = [
  ["元旦节", 1, 1], ["元旦", 1, 1],
  ["情人节", 2, 14],
  ["劳动节", 5, 1], ["五一节", 5, 1], ["五一", 5, 1],
  ["儿童节", 6, 1],
  ["教师节", 9, 10],
  ["国庆节", 10, 1], ["国庆", 10, 1],
  ["万圣节", 10, 31],
  ["双十一", 11, 11], ["光棍节", 11, 11],
  ["平安夜", 12, 24],
  ["圣诞节", 12, 25], ["圣诞", 12, 25],
];

// 五一 inside a count ("第五一…") or a longer number is no holiday.
const HOLIDAY_PATTERN = new RegExp(`(?<![第\\d零〇一二两三四五六七八九十])(${HOLIDAYS.map(([name]) => name).join("|")})`, "y");

/** The holiday at `position`: this year's, or next year's once it has passed. */
export function holidayAt(text: string, position: number, today: string): { day: DayPhrase; length: number } | null {
  HOLIDAY_PATTERN.lastIndex = position;
  const match = HOLIDAY_PATTERN.exec(text);
  if (!match) return null;
  const [, month, day] = HOLIDAYS.find(([name]) => name === match[1])!;
  const { year } = dateParts(today);
  const candidates = [year, year + 1].filter((y) => isValidDate(y, month, day)).map((y) => calendarDate(y, month, day));
  // A holiday already behind us this year is next year's: "元旦后…" said in December means the coming one.
  const ahead = candidates.filter((candidate) => candidate >= today);
  return { day: { kind: "date", candidates: ahead.length > 0 ? ahead : candidates }, length: match[0].length };
}

const WEEKDAYS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7 };

/** "后(的)第一个周一" / "之前(的)最后一个周五" right after a day word. */
const COUNTED_WEEKDAY = new RegExp(
  `\\s*(?:(之后|以后|过后|后)\\s*的?\\s*第\\s*(${NUM})\\s*个|(之前|以前|前)\\s*的?\\s*最后\\s*一\\s*个)\\s*(?:周|星期|礼拜)\\s*([一二三四五六日天1-7])`,
  "y",
);

/**
 * The weekday counted from the day just read ("元旦" + "后第一个周一" = the first Monday after 1 January), with the
 * number of characters the count took; null when no count follows. The anchor itself is never the answer: the
 * first Monday after a Monday is a week later.
 */
export function countedWeekday(text: string, position: number, anchor: DayPhrase): { day: DayPhrase; length: number } | null {
  if (anchor.kind !== "date") return null;
  COUNTED_WEEKDAY.lastIndex = position;
  const match = COUNTED_WEEKDAY.exec(text);
  if (!match) return null;
  const [, after, countText, , weekdayText] = match;
  const weekday = WEEKDAYS[weekdayText];
  const count = after ? parseSmallNumber(countText) : 1;
  if (count === null || count < 1) return null;
  const candidates = anchor.candidates.map((day) => {
    const shift = isoDayOfWeek(day);
    if (!after) return addDays(day, -(((shift - weekday + 7) % 7) || 7));
    return addDays(day, (((weekday - shift + 7) % 7) || 7) + (count - 1) * 7);
  });
  return { day: { kind: "date", candidates }, length: match[0].length };
}
