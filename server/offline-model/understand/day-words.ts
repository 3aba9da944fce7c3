/**
 * A day the student names in their own words — "周六", "下周三", "明天", "5月2日" — as a day of the planning window,
 * read off the window's calendar the call carries as data (each window day's date and weekday). Edits use it so that
 * "把集合与二元关系移到下周三第3节" needs no "第N天".
 */
import { NOT_A_WORD_OF_ONE } from "@/lib/tasks/zh-day-words";
import type { StudentCalendar } from "../speak/student-words";

const WEEKDAY_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7 };
const WEEKDAY_LABEL = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

const ENGLISH_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/**
 * "下周三", "明天", "5月2日", and in English "next friday", "tomorrow". The 下 of a verb's 一下 ("挪一下周五") is no
 * week word: that is this Friday.
 */
export const DAY_WORD = new RegExp(
  [
    `(?:((?<!一)下下|(?<!一)下个|(?<!一)下|这个|这|本)?(?:周|星期|礼拜)([一二三四五六日天1-7])${NOT_A_WORD_OF_ONE})`,
    "(大后天|后天|明天|今天)",
    // "12月3日", and "12.10" / "12/10" typed in figures (not a decimal or a measure: "1.5小时").
    "((\\d{1,2})\\s*(?:月\\s*(\\d{1,2})\\s*[日号]|[./](\\d{1,2})(?![\\d./]|\\s*(?:小时|个|倍|分|节|元|块|%|天|周|h\\b))))",
    `\\b(?:(next|this)\\s+)?(${ENGLISH_WEEKDAYS.join("|")})\\b`,
    "\\b(the day after tomorrow|tomorrow|today)\\b",
  ].join("|"),
  "i",
);

/**
 * A day word as one spelling: 星期三, 礼拜三 and 周三 are one day, as are 周日, 周天 and 星期天 ("这个"/"本" say this
 * week as 这 does, "下个" next week as 下), so an answer or a "back to" names the day the assistant wrote however the
 * student spells it.
 */
export function dayWordKey(day: string): string {
  return day
    .replace(/(?:星期|礼拜)(?=[一二三四五六日天1-7])/g, "周")
    .replace(/周天/g, "周日")
    .replace(/^(?:这个|本)(?=周)/, "这")
    .replace(/^下个(?=周)/, "下");
}

const RELATIVE_DAYS: Record<string, number> = { 今天: 0, 明天: 1, 后天: 2, 大后天: 3, today: 0, tomorrow: 1, "the day after tomorrow": 2 };

function weekdayOf(label: string): number {
  return WEEKDAY_LABEL.indexOf(label.slice(-2));
}

/** "第14周周三", "第十五周的星期五": a weekday of a week of the term, by its number. */
export const TERM_WEEK_DAY = /第\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:周|个星期|个礼拜)\s*(?:的)?\s*(?:周|星期|礼拜)([一二三四五六日天1-7])/;
const SMALL_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const DAY_MS = 24 * 60 * 60 * 1000;

function weekNumber(said: string): number | undefined {
  if (/^\d+$/.test(said)) return Number(said);
  // 十, 十四, 二十, 二十一: tens before 十, ones after it.
  const [tens, ones] = said.includes("十") ? said.split("十") : ["", said];
  const value = (said.includes("十") ? (tens === "" ? 1 : SMALL_NUMBERS[tens]) * 10 : 0) + (ones === "" ? 0 : SMALL_NUMBERS[ones]);
  return Number.isNaN(value) ? undefined : value;
}

/** A term week's day, dated from the window day whose term week the call gave; undefined without one. */
function termWeekDay(words: string, calendar: StudentCalendar): number | undefined {
  const match = TERM_WEEK_DAY.exec(words);
  const anchor = calendar.termAnchor;
  const week = match ? weekNumber(match[1]) : undefined;
  if (!match || !anchor || week === undefined) return undefined;
  const offset = (week - anchor.week) * 7 + (WEEKDAY_DIGITS[match[2]] - anchor.weekday);
  const date = new Date(Date.parse(`${anchor.date}T00:00:00Z`) + offset * DAY_MS);
  const label = `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
  return [...calendar.days.entries()].find(([, said]) => said.startsWith(label))?.[0];
}

/** The window day the words name, or undefined when the window has no such day. */
export function dayFromWords(words: string, calendar: StudentCalendar): number | undefined {
  // A week of the term known to the calendar dates the day, inside the window or not at all.
  if (calendar.termAnchor && TERM_WEEK_DAY.test(words)) return termWeekDay(words, calendar);
  const match = DAY_WORD.exec(words);
  if (!match) return undefined;
  const days = [...calendar.days.entries()].sort((a, b) => a[0] - b[0]);
  if (days.length === 0) return undefined;
  const [, chinesePrefix, chineseWeekday, chineseRelative, date, month, dayOfMonthWords, dayOfMonthFigures, englishPrefix, englishWeekday, englishRelative] =
    match;
  const dayOfMonth = dayOfMonthWords ?? dayOfMonthFigures;
  const relative = chineseRelative ?? englishRelative?.toLowerCase();
  const prefix = chinesePrefix ?? (englishPrefix === undefined ? undefined : englishPrefix.toLowerCase() === "next" ? "下" : "这");
  const weekday = chineseWeekday ?? (englishWeekday === undefined ? undefined : String(ENGLISH_WEEKDAYS.indexOf(englishWeekday.toLowerCase()) + 1));
  if (relative !== undefined) {
    const day = days[0][0] + RELATIVE_DAYS[relative];
    return calendar.days.has(day) ? day : undefined;
  }
  if (date !== undefined) return days.find(([, label]) => label.startsWith(`${Number(month)}月${Number(dayOfMonth)}日`))?.[0];
  const wanted = weekday === undefined ? undefined : WEEKDAY_DIGITS[weekday];
  const firstWeekday = weekdayOf(days[0][1]);
  if (wanted === undefined || firstWeekday < 1) return undefined;
  // Calendar weeks of the window: 0 holds the first day (today), 1 is next week, and so on.
  const weekOf = (day: number) => Math.floor((day - days[0][0] + firstWeekday - 1) / 7);
  const ahead = prefix === "下下" ? 2 : prefix === "下" || prefix === "下个" ? 1 : 0;
  const candidates = days.filter(([, label]) => weekdayOf(label) === wanted);
  const inWeek = candidates.find(([day]) => weekOf(day) === ahead);
  // "周六" on a Sunday means the coming one.
  if (inWeek || prefix !== undefined) return inWeek?.[0];
  return candidates.find(([day]) => weekOf(day) === 1)?.[0];
}

/** "这周", "本周", "下周": the window days of that calendar week; undefined for other words or no window. */
export function weekDaysFromWords(words: string, calendar: StudentCalendar): Set<number> | undefined {
  const said = /^(这|本|下下|下)(?:周|个?星期|个?礼拜)$/.exec(words.trim());
  const days = [...calendar.days.entries()].sort((a, b) => a[0] - b[0]);
  const firstWeekday = days.length === 0 ? -1 : weekdayOf(days[0][1]);
  if (!said || firstWeekday < 1) return undefined;
  const ahead = said[1] === "下下" ? 2 : said[1] === "下" ? 1 : 0;
  return new Set(days.filter(([day]) => Math.floor((day - days[0][0] + firstWeekday - 1) / 7) === ahead).map(([day]) => day));
}
