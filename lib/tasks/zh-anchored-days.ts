/**
 * Days named from another day: holidays on a fixed date ("元旦", "国庆", "圣诞节"), a weekday counted from a day
 * ("元旦后第一个周三", "12月20号之后的第二个周五", "国庆前最后一个周五"), days counted from a day ("周五前一天",
 * "下周三的后两天"), a week counted from a day ("元旦后第一周"), and a weekday counted in a month ("下个月第一个周一", "1月的最后一个周五"). Holidays of the lunar
 * calendar (春节, 中秋) move from year to year and are not read: a wrong date would be worse than none.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import type { DateRelation, DayPhrase } from "./date-types";
import { addDays, addMonths, calendarDate, dateParts, isoDayOfWeek, isValidDate, lastDayOfMonth, mondayOf } from "../calendar/zoned-time";

/**
 * Fixed-date holidays as [month, day, school closes], longest names first so 国庆节 is not read as 国庆 then 节. On a
 * day off the school is shut, so work due "before" it (元旦前交) is due by its eve; a festival with classes
 * (圣诞, 平安夜) is a working day and "before" it includes it.
 */
const HOLIDAYS: readonly [name: string, month: number, day: number, off: boolean][] = [
  ["元旦节", 1, 1, true], ["元旦", 1, 1, true],
  ["情人节", 2, 14, false],
  ["劳动节", 5, 1, true], ["五一节", 5, 1, true], ["五一", 5, 1, true],
  ["儿童节", 6, 1, false],
  ["教师节", 9, 10, false],
  ["国庆节", 10, 1, true], ["国庆", 10, 1, true],
  ["万圣节", 10, 31, false],
  ["双十一", 11, 11, false], ["光棍节", 11, 11, false],
  ["平安夜", 12, 24, false],
  ["圣诞节", 12, 25, false], ["圣诞", 12, 25, false],
  // "跨年那天": the last day of the year, when the new one is seen in.
  ["跨年", 12, 31, false],
];

/** The holidays' names, for readers that find a day's words before the date grammar reads them. */
export const HOLIDAY_NAMES: readonly string[] = HOLIDAYS.map(([name]) => name);

// 五一 inside a count ("第五一…") or a longer number is no holiday.
const HOLIDAY_PATTERN = new RegExp(`(?<![第\\d零〇一二两三四五六七八九十])(${HOLIDAYS.map(([name]) => name).join("|")})`, "y");

/**
 * A bare 前 after a day off ("元旦前", "国庆之前交"): not "前一天" or "前最后一个周五", which count days from it
 * (countedDays, countedWeekday), nor "前后" (around it).
 */
const BEFORE_DAY_OFF = new RegExp(`\\s*(?:之前|以前|前)(?!\\s*的?\\s*(?:后|最后|第|${NUM}\\s*(?:天|日|个|周|星期|礼拜)))`, "y");

/**
 * The holiday at `position`: this year's, or next year's once it has passed. A day off said with 前 is its eve,
 * as a bound ("元旦前" = by 31 December).
 */
export function holidayAt(text: string, position: number, today: string): { day: DayPhrase; length: number; relation?: DateRelation } | null {
  HOLIDAY_PATTERN.lastIndex = position;
  const match = HOLIDAY_PATTERN.exec(text);
  if (!match) return null;
  const [, month, day, off] = HOLIDAYS.find(([name]) => name === match[1])!;
  const { year } = dateParts(today);
  const candidates = [year, year + 1].filter((y) => isValidDate(y, month, day)).map((y) => calendarDate(y, month, day));
  // A holiday already behind us this year is next year's: "元旦后…" said in December means the coming one.
  const ahead = candidates.filter((candidate) => candidate >= today);
  const days = ahead.length > 0 ? ahead : candidates;
  BEFORE_DAY_OFF.lastIndex = position + match[0].length;
  const before = off ? BEFORE_DAY_OFF.exec(text) : null;
  if (!before) return { day: { kind: "date", candidates: days }, length: match[0].length };
  return { day: { kind: "date", candidates: days.map((holiday) => addDays(holiday, -1)) }, length: match[0].length + before[0].length, relation: "until" };
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

/**
 * "后(的)第一周", "之后第二个星期", "后第一周周三" right after a day word; "后第一个周三" is countedWeekday's.
 */
const COUNTED_WEEK = new RegExp(`\\s*(?:之后|以后|过后|后)\\s*的?\\s*第\\s*(${NUM})\\s*个?\\s*(?:周|星期|礼拜)(?:\\s*的?\\s*(?:周|星期|礼拜)\\s*([一二三四五六日天1-7])|(?![一二三四五六日天1-7末]))`, "y");

/**
 * The week counted from the day just read ("元旦" + "后第一周" = the Monday-to-Sunday week after 1 January's), with
 * the characters the count took. The anchor's own week is never the answer, as with the weekdays: the first week
 * after a Friday starts the Monday after it. A weekday said after the week is that day of it. Only a day with one
 * reading: a period has no candidates to choose by.
 */
export function countedWeek(text: string, position: number, anchor: DayPhrase): { day: DayPhrase; length: number } | null {
  if (anchor.kind !== "date" || anchor.candidates.length !== 1) return null;
  COUNTED_WEEK.lastIndex = position;
  const match = COUNTED_WEEK.exec(text);
  const count = match ? parseSmallNumber(match[1]) : null;
  if (!match || count === null || count < 1 || count > 20) return null;
  const monday = addDays(mondayOf(anchor.candidates[0]), count * 7);
  const day: DayPhrase = match[2] ? { kind: "date", candidates: [addDays(monday, WEEKDAYS[match[2]] - 1)] } : { kind: "period", start: monday, end: addDays(monday, 6) };
  return { day, length: match[0].length };
}

/** "前一天", "的后两天", "之后的第一天": days counted from the day just read. */
const COUNTED_DAYS = new RegExp(`\\s*的?\\s*(?:之|以)?(前|后)\\s*的?\\s*第?\\s*(${NUM})\\s*天(?![内以之后前])`, "y");

/**
 * The day a count of days from the day just read names ("周五" + "前一天" = Thursday), with the characters the count
 * took; null when none follows. "周五前" alone stays a bound (until Friday).
 */
export function countedDays(text: string, position: number, anchor: DayPhrase): { day: DayPhrase; length: number } | null {
  if (anchor.kind !== "date") return null;
  COUNTED_DAYS.lastIndex = position;
  const match = COUNTED_DAYS.exec(text);
  const count = match ? parseSmallNumber(match[2]) : null;
  if (!match || count === null || count < 1 || count > 30) return null;
  const shift = match[1] === "前" ? -count : count;
  return { day: { kind: "date", candidates: anchor.candidates.map((day) => addDays(day, shift)) }, length: match[0].length };
}

const MONTH_PREFIXES: Record<string, number> = { 本: 0, 这: 0, 这个: 0, 下: 1, 下个: 1, 下下: 2, 下下个: 2, 上: -1, 上个: -1 };
/** "下个月第一个周一", "1月的最后一个周五", "这个月第二个周三". */
const MONTH_WEEKDAY = new RegExp(
  `(?:(本|这个?|(?<!一)下下个?|(?<!一)下个?|上个?)月|(${NUM})\\s*月份?)\\s*的?\\s*(?:第\\s*(${NUM})\\s*个|(最后)\\s*一\\s*个)\\s*(?:周|星期|礼拜)([一二三四五六日天1-7])`,
  "y",
);

/** The month a phrase names: by 下个月 from today's, or by its number (this year's, or next year's once it has passed). */
function monthsNamed(prefix: string | undefined, number: string | undefined, today: string): { year: number; month: number }[] {
  const { year, month } = dateParts(today);
  if (prefix !== undefined) return [addMonths(year, month, MONTH_PREFIXES[prefix] ?? 0)];
  const named = number === undefined ? null : parseSmallNumber(number);
  if (named === null || named < 1 || named > 12) return [];
  return named >= month ? [{ year, month: named }, { year: year + 1, month: named }] : [{ year: year + 1, month: named }];
}

/** The weekday counted in a month at `position` ("下个月第一个周一"), or null. */
export function monthWeekdayAt(text: string, position: number, today: string): { day: DayPhrase; length: number } | null {
  MONTH_WEEKDAY.lastIndex = position;
  const match = MONTH_WEEKDAY.exec(text);
  if (!match) return null;
  const [, prefix, number, countText, last, weekdayText] = match;
  const weekday = WEEKDAYS[weekdayText];
  const count = last ? 1 : parseSmallNumber(countText);
  if (count === null || count < 1 || count > 5) return null;
  const candidates = monthsNamed(prefix, number, today).flatMap(({ year, month }) => {
    if (last) {
      const end = lastDayOfMonth(year, month);
      return [addDays(end, -((isoDayOfWeek(end) - weekday + 7) % 7))];
    }
    const first = calendarDate(year, month, 1);
    const day = addDays(first, ((weekday - isoDayOfWeek(first) + 7) % 7) + (count - 1) * 7);
    return dateParts(day).month === month ? [day] : [];
  });
  return candidates.length > 0 ? { day: { kind: "date", candidates }, length: match[0].length } : null;
}
