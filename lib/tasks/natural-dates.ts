/**
 * Natural-language dates for quick notes, task creation and task queries, in Chinese and English.
 * Every wall-clock time is read in the student's zone (`timeZone`), never the server's, and `now` is a parameter.
 *
 * Choices where the words leave room (each has a test):
 * - A day with no time is due at 23:59 that day (`hasTime: false`); a part of the day alone means its end
 *   (明天下午 = 18:00, 明早 = 09:00, 中午 = 12:00, 今晚 = 23:59).
 * - 晚上十二点 is the midnight that ends that evening: 24:00, i.e. the next day's 00:00.
 * - A bare weekday (周三, Friday) is the coming one, today included while the time has not passed.
 * - 本周五/这周五 is this week's Friday (Monday-based week) even if it has passed; 下周五 is next week's.
 * - 周末/这周末, 下周, 这个月 name periods: without a time they mean the end of the period (Sunday 23:59);
 *   `span` carries the whole period for queries.
 * - A clock time with no day is the next time it comes: 晚上8点 at 21:00 means tomorrow 20:00; a bare 3点 is 15:00.
 */
import { resolveDatePhrase } from "./date-resolution";
import type { DateParseOptions, ParsedDateRange, ParsedDateTime, RawDatePhrase } from "./date-types";
import { findEnglishDatePhrase } from "./en-dates";
import { findChineseDatePhrase } from "./zh-date-grammar";
import { wallClockAt } from "../calendar/zoned-time";
import { RecentResults } from "../recent-results";

export type { DateParseOptions, ParsedDateRange, ParsedDateTime } from "./date-types";

const HAN = /\p{Script=Han}/u;

/** The first date/time phrase of `text` as an instant, or null when none is understood. */
const FIGURES_DATE = /^\s*\d{1,2}[./]\d{1,2}\s*$/;

/**
 * A mixed sentence: a clock the Chinese grammar read alone may be the end of an English phrase that names its day too
 * ("call 导师 on Wednesday 9pm"), or follow an English day ("Friday 下午3点", "next Monday 晚上8点"). The phrase meant
 * is the English one, with the Chinese clock when it says none.
 */
function englishAround(phrase: RawDatePhrase, text: string, options: DateParseOptions): RawDatePhrase | undefined {
  if (phrase.day) return undefined;
  const english = findEnglishDatePhrase(text, options);
  if (!english?.day) return undefined;
  const englishEnd = english.index + english.length;
  if (english.index <= phrase.index && phrase.index + phrase.length <= englishEnd) return english;
  const adjacent = englishEnd <= phrase.index && /^\s*的?\s*$/.test(text.slice(englishEnd, phrase.index));
  if (!adjacent || english.clock || english.part) return undefined;
  const { index, length, relation, ...time } = phrase;
  return { ...time, day: english.day, index: english.index, length: index + length - english.index, ...(relation ?? english.relation ? { relation: relation ?? english.relation } : {}) };
}

/** A reading's dates are its callers' to change: each gets its own. */
function copyReading(parsed: ParsedDateTime | null): ParsedDateTime | null {
  if (!parsed) return null;
  return { ...parsed, date: new Date(parsed.date), span: { ...parsed.span, start: new Date(parsed.span.start), end: new Date(parsed.span.end) } };
}

// The same words at the same "now" read the same: a message's readers ask about them again and again.
const recentReadings = new RecentResults<ParsedDateTime | null>(4000, copyReading);

export function parseDateTime(text: string, options: DateParseOptions): ParsedDateTime | null {
  const { now, timeZone } = options;
  return recentReadings.get(`${now.getTime()}|${timeZone}|${text}`, () => readDateTime(text, { now, timeZone }));
}

function readDateTime(text: string, options: DateParseOptions): ParsedDateTime | null {
  const { now, timeZone } = options;
  // "12.8" typed alone (a deadline argument) is the month and day the Chinese grammar reads in figures.
  if (HAN.test(text) || FIGURES_DATE.test(text)) {
    const { date: today, hour, minute } = wallClockAt(now, timeZone);
    const phrase = findChineseDatePhrase(text, { now, today, clock: { hour, minute } });
    if (phrase) return resolveDatePhrase(englishAround(phrase, text, options) ?? phrase, text, options);
  }
  const english = findEnglishDatePhrase(text, options);
  return english ? resolveDatePhrase(english, text, options) : null;
}

/**
 * The span the first phrase names: "下午3点到5点" = 15:00-17:00, "下周" = Monday 00:00 to Sunday 23:59:59.999,
 * "周五" = that whole day. A single clock time gives start = end.
 */
export function parseDateRange(text: string, options: DateParseOptions): ParsedDateRange | null {
  const parsed = parseDateTime(text, options);
  if (!parsed) return null;
  return {
    start: parsed.span.start,
    end: parsed.span.end,
    hasTime: parsed.hasTime,
    matchedText: parsed.matchedText,
    index: parsed.index,
  };
}
