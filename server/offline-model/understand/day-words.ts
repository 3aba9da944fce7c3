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

const RELATIVE_DAYS: Record<string, number> = { 今天: 0, 明天: 1, 后天: 2, 大后天: 3, today: 0, tomorrow: 1, "the day after tomorrow": 2 };

function weekdayOf(label: string): number {
  return WEEKDAY_LABEL.indexOf(label.slice(-2));
}

/** The window day the words name, or undefined when the window has no such day. */
export function dayFromWords(words: string, calendar: StudentCalendar): number | undefined {
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
