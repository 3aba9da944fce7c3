/**
 * Turns the student's words for a time range ("这周", "下周", "明天", "第3到第9天") into window day indexes, in the
 * student's zone. Pure: the window, the term, "now" and the zone are all parameters.
 */
import { addDays, isoDayOfWeek, termDate, windowDate, type TermCalendar } from "@/lib/schedule/indexing";
import { dateSpanWords } from "@/lib/schedule/range-words";
import type { ScheduleWindow } from "@/lib/schedule/state";
import { parseDateRange } from "@/lib/tasks/natural-dates";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { longRangePhrase, requestedPlanningEnd } from "@/lib/schedule/planning-range";
import { todayIn } from "@/lib/calendar/zoned-time";

export type DayRange = { ok: true; day_start: number; day_end: number; clipped: boolean } | { ok: false; reason: string };

const DAY_NUMBER = "(\\d{1,3}|[一二两三四五六七八九十]{1,3})";
const EXPLICIT_RANGE = new RegExp(`第\\s*${DAY_NUMBER}\\s*(?:天)?\\s*(?:到|至|-|~|—|－)\\s*第?\\s*${DAY_NUMBER}\\s*天`);
const EXPLICIT_DAY = new RegExp(`第\\s*${DAY_NUMBER}\\s*天`);
const ENGLISH_RANGE = /\bdays?\s+(\d{1,3})\s*(?:to|-|–|through)\s*(\d{1,3})\b/i;
const ENGLISH_DAY = /\bday\s+(\d{1,3})\b/i;

const WEEKDAY_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7 };
const WEEKDAY = "(?:的)?\\s*(?:(?:周|星期|礼拜)([一二三四五六日天1-7]))?";
/** "第15周周三", "第15周": a week of the term by its number. */
const TERM_WEEK = new RegExp(`第\\s*${DAY_NUMBER}\\s*(?:周|个星期)${WEEKDAY}`);
/** "三周后的周二", "两个星期以后": the week that many weeks after this one. */
const WEEKS_LATER = new RegExp(`${DAY_NUMBER}\\s*个?(?:周|星期|礼拜)(?:后|以后|之后)${WEEKDAY}`);

/** One day of a week (its Monday given), or the whole week when no weekday was said. */
function weekSpan(monday: string, weekday: string | undefined): { from: string; to: string } {
  const day = weekday === undefined ? undefined : WEEKDAY_NUMBERS[weekday];
  return day === undefined ? { from: monday, to: addDays(monday, 6) } : { from: addDays(monday, day - 1), to: addDays(monday, day - 1) };
}

/** Week words that need the term or count weeks ahead, which the shared date reader does not know. */
function weekWords(text: string, term: TermCalendar, today: string): { from: string; to: string } | undefined {
  const termWeek = TERM_WEEK.exec(text);
  const week = termWeek ? parseSmallNumber(termWeek[1]) : null;
  if (termWeek && week !== null && week >= 1) return weekSpan(termDate(term, week, 1), termWeek[2]);
  const later = WEEKS_LATER.exec(text);
  const weeks = later ? parseSmallNumber(later[1]) : null;
  if (later && weeks !== null) return weekSpan(addDays(today, 1 - isoDayOfWeek(today) + 7 * weeks), later[2]);
  return undefined;
}

/** The window's first and last dates, as the student reads them ("12月6日–12月20日"). */
function windowSpan(term: TermCalendar, window: ScheduleWindow): { from: string; to: string; words: string } {
  const from = windowDate(term, window, 1) ?? "";
  const to = windowDate(term, window, window.total_days) ?? "";
  return { from, to, words: dateSpanWords(from, to) };
}

/** Each day said whole ("第3天到第9天"), so the reply can date each one; never "第3到第9天". */
function checkedRange(term: TermCalendar, window: ScheduleWindow, start: number, end: number): DayRange {
  if (start > end) [start, end] = [end, start];
  if (start < 1 || end > window.total_days) {
    const days = start === end ? `第${start}天` : `第${start}天到第${end}天`;
    return { ok: false, reason: `${days}不在能排的日子里（能排的是${windowSpan(term, window).words}）。` };
  }
  return { ok: true, day_start: start, day_end: end, clipped: false };
}

/**
 * The calendar dates the words span. "期末前" / "12月20日前" / "接下来三周" run from today (the window the turn loaded
 * already reaches that far: server/schedule/schedule-session.ts reads the same words).
 */
export function spanOf(text: string, context: { term: TermCalendar; now: Date; timeZone: string }): { from: string; to: string } | undefined {
  const today = todayIn(context.now, context.timeZone);
  const weeks = weekWords(text, context.term, today);
  if (weeks) return weeks;
  if (longRangePhrase(text) !== undefined) {
    const end = requestedPlanningEnd(text, { today, termEnd: termDate(context.term, context.term.weeks, 7) });
    if (end !== undefined) return { from: today, to: end };
  }
  const span = parseDateRange(text, { now: context.now, timeZone: context.timeZone });
  return span ? { from: todayIn(span.start, context.timeZone), to: todayIn(span.end, context.timeZone) } : undefined;
}

export function resolveDayRange(
  text: string,
  context: { term: TermCalendar; window: ScheduleWindow; now: Date; timeZone: string },
): DayRange {
  const { term, window } = context;
  const range = text.match(EXPLICIT_RANGE) ?? text.match(ENGLISH_RANGE);
  if (range) {
    const start = parseSmallNumber(range[1]);
    const end = parseSmallNumber(range[2]);
    if (start !== null && end !== null) return checkedRange(term, window, start, end);
  }
  const single = text.match(EXPLICIT_DAY) ?? text.match(ENGLISH_DAY);
  if (single) {
    const day = parseSmallNumber(single[1]);
    if (day !== null) return checkedRange(term, window, day, day);
  }

  const span = spanOf(text, context);
  if (!span) return { ok: false, reason: `没看懂“${text}”指的是哪段时间，可以说“这周”“下周”“明天”或“第3到第9天”。` };
  const { from, to } = span;
  const days = window.day_mapping
    .map((day) => ({ index: day.day_index, date: termDate(term, day.week, day.day_of_week) }))
    .filter((day) => day.date >= from && day.date <= to);
  if (days.length === 0) {
    const open = windowSpan(term, window);
    const asked = `“${text}”（${dateSpanWords(from, to)}）`;
    if (to < open.from) return { ok: false, reason: `${asked}已经过去了，不能再往里排；能排的是${open.words}。` };
    return { ok: false, reason: `${asked}不在能排的日子里（能排的是${open.words}）。` };
  }
  const dayStart = days[0].index;
  const dayEnd = days[days.length - 1].index;
  const requestedDays = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { ok: true, day_start: dayStart, day_end: dayEnd, clipped: dayEnd - dayStart + 1 < requestedDays };
}
