/**
 * English date phrases through chrono-node's en parser. chrono only reads the words here; the day and the clock it
 * found are handed to the same resolver as Chinese phrases, because chrono places wall-clock times with the offset
 * of the reference instant and so misses DST changes, moves "Friday 9pm" to next week on a Friday afternoon, and
 * reads "next week" as seven days from now.
 */
import * as chrono from "chrono-node";
import { ENGLISH_DAY_PARTS } from "./day-parts";
import type { DateRelation, DayPhrase, RawDatePhrase, TimePhrase } from "./date-types";
import { addDays, addMonths, calendarDate, dateParts, isoDayOfWeek, lastDayOfMonth, mondayOf, todayIn, zoneOffsetMinutes } from "../calendar/zoned-time";

interface EnglishContext {
  now: Date;
  timeZone: string;
  today: string;
}

const PERIOD_PATTERN = /\b(?:(this|next)\s+)?(weekend|week|month)\b/i;
const LEAD_IN = /\b(?:(due)\s+)?(by|before|until|till|after|from|since|on|at|due)\s+$/i;
const PART_WORD = /\b(morning|noon|afternoon|evening|tonight|night)\b/i;

const RELATIONS: Record<string, DateRelation | undefined> = {
  by: "until",
  until: "until",
  till: "until",
  before: "before",
  after: "after",
  from: "from",
  since: "from",
};

/** "this week", "next weekend", "next month": chrono has no notion of a period, so these are read here. */
function findPeriod(text: string, context: EnglishContext): { phrase: RawDatePhrase } | null {
  const match = PERIOD_PATTERN.exec(text);
  // A bare "week"/"month" ("twice a week") names no period; a bare "weekend" means the coming one.
  if (!match || (!match[1] && match[2].toLowerCase() !== "weekend")) return null;
  const offset = match[1]?.toLowerCase() === "next" ? 1 : 0;
  const unit = match[2].toLowerCase();
  let day: DayPhrase;
  if (unit === "month") {
    const { year, month } = dateParts(context.today);
    const target = addMonths(year, month, offset);
    day = { kind: "period", start: calendarDate(target.year, target.month, 1), end: lastDayOfMonth(target.year, target.month) };
  } else {
    const monday = addDays(mondayOf(context.today), offset * 7);
    day = unit === "week"
      ? { kind: "period", start: monday, end: addDays(monday, 6) }
      : { kind: "period", start: addDays(monday, 5), end: addDays(monday, 6) };
  }
  return { phrase: { day, index: match.index, length: match[0].length } };
}

/**
 * "by the 10th", "due on the 3rd": a day of the month said without its month is this month's, or the next one's once
 * it has passed. Only after a word that dates something: "the 10th floor" and "the 3rd chapter" name no day.
 */
const MONTH_DAY_PATTERN = /(?<=\b(?:by|before|until|till|on|after|from|since|due)\s+)the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\b|floor|chapter|time|place|row|page|week|period|lesson|unit|grade|edition|century))/i;

function findMonthDay(text: string, context: EnglishContext): RawDatePhrase | null {
  const match = MONTH_DAY_PATTERN.exec(text);
  const said = match ? Number(match[1]) : 0;
  if (!match || said < 1 || said > 31) return null;
  const { year, month } = dateParts(context.today);
  const candidates = [0, 1, 2]
    .map((offset) => addMonths(year, month, offset))
    .filter((target) => said <= dateParts(lastDayOfMonth(target.year, target.month)).day)
    .map((target) => calendarDate(target.year, target.month, said))
    .filter((date) => date >= context.today);
  return candidates.length === 0 ? null : { day: { kind: "date", candidates: candidates.slice(0, 1) }, index: match.index, length: match[0].length };
}

/** "by the 2nd at 3pm", "at 3pm on the 2nd": the clock chrono read beside the day of the month is that day's. */
function withClockBeside(text: string, monthDay: RawDatePhrase, clocked: RawDatePhrase | null): RawDatePhrase | null {
  if (!clocked) return monthDay;
  if (clocked.day || !clocked.clock) return clocked.index < monthDay.index ? clocked : monthDay;
  const [first, second] = clocked.index < monthDay.index ? [clocked, monthDay] : [monthDay, clocked];
  const between = text.slice(first.index + first.length, second.index);
  if (!/^\s*(?:at|on|by)?\s*$/i.test(between)) return first;
  return { ...monthDay, clock: clocked.clock, index: first.index, length: second.index + second.length - first.index };
}

function dateOf(components: chrono.ParsedComponents): string {
  return calendarDate(components.get("year")!, components.get("month")!, components.get("day")!);
}

function timePhraseOf(components: chrono.ParsedComponents, matched: string, context: EnglishContext): TimePhrase {
  if (components.isCertain("timezoneOffset")) return { day: { kind: "instant", instant: components.date() } };
  const phrase: TimePhrase = {};
  if (components.isCertain("weekday") && !components.isCertain("day")) {
    const weekday = components.get("weekday")! === 0 ? 7 : components.get("weekday")!;
    if (/\bthis\b/i.test(matched)) {
      phrase.day = { kind: "date", candidates: [addDays(mondayOf(context.today), weekday - 1)] };
    } else if (/\b(next|last|past|previous)\b/i.test(matched)) {
      // chrono reads "next Monday" as next week's Monday, the same as 下周一.
      phrase.day = { kind: "date", candidates: [dateOf(components)] };
    } else {
      // The coming weekday, today included while its time is still ahead (chrono skips today).
      const first = addDays(context.today, (weekday - isoDayOfWeek(context.today) + 7) % 7);
      phrase.day = { kind: "date", candidates: [first, addDays(first, 7)] };
    }
  } else if (components.isCertain("day")) {
    phrase.day = { kind: "date", candidates: [dateOf(components)] };
  }
  if (components.isCertain("hour")) {
    const hour = components.get("hour")!;
    // chrono already applied am/pm; an unmarked "at 9" is left to the shared hour rule.
    const onTwentyFourHourClock = components.isCertain("meridiem") || hour === 0 || hour > 12;
    phrase.clock = { hour, minute: components.get("minute") ?? 0, ...(onTwentyFourHourClock ? { fixed: true } : {}) };
  } else {
    const part = PART_WORD.exec(matched);
    if (part) phrase.part = ENGLISH_DAY_PARTS[part[1].toLowerCase()];
  }
  return phrase;
}

function fromChrono(text: string, context: EnglishContext): RawDatePhrase | null {
  const reference = { instant: context.now, timezone: zoneOffsetMinutes(context.now, context.timeZone) };
  for (const result of chrono.en.parse(text, reference, { forwardDate: true })) {
    const start = timePhraseOf(result.start, result.text, context);
    // A month alone ("march band practice") names no day: not understood rather than guessed.
    if (!start.day && !start.clock && !start.part) continue;
    const phrase: RawDatePhrase = { ...start, index: result.index, length: result.text.length };
    if (result.end) {
      phrase.rangeEnd = timePhraseOf(result.end, result.text, context);
      // chrono copies the start's day into the end; the resolver already defaults the end to the start's day.
      if (!result.end.isCertain("day") && !result.end.isCertain("weekday")) delete phrase.rangeEnd.day;
    }
    return phrase;
  }
  return null;
}

/** The first English date phrase of `text` with its lead-in word ("by Friday"), or null. */
export function findEnglishDatePhrase(text: string, options: { now: Date; timeZone: string }): RawDatePhrase | null {
  const context: EnglishContext = { ...options, today: todayIn(options.now, options.timeZone) };
  const period = findPeriod(text, context)?.phrase ?? null;
  const chronoParsed = fromChrono(text, context);
  const monthDay = findMonthDay(text, context);
  const parsed = monthDay ? withClockBeside(text, monthDay, chronoParsed) : chronoParsed;
  const phrase = period && (!parsed || period.index <= parsed.index) ? period : parsed;
  if (!phrase) return null;
  const leadIn = LEAD_IN.exec(text.slice(0, phrase.index));
  if (leadIn) {
    phrase.length += leadIn[0].length;
    phrase.index -= leadIn[0].length;
    const relation = RELATIONS[leadIn[2].toLowerCase()];
    if (relation) phrase.relation = relation;
  }
  return phrase;
}
