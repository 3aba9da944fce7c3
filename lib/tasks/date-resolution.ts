/**
 * Turns a phrase the grammar read ("周三" + "晚上" + "8点") into an instant in the student's zone: it picks the
 * day among the candidates, the hour the clock means, and the default time when no clock was said.
 */
import { applyDayPart, dayPartDeadline, dayPartWindow } from "./day-parts";
import type { DateSpan, ParsedDateTime, RawDatePhrase, TimePhrase } from "./date-types";
import { addDays, daysBetween, endOfDayInstant, instantAt, startOfDayInstant, todayIn } from "../calendar/zoned-time";

/** A date with no time is due at the end of that day: 23:59 in the student's zone. */
const DATE_ONLY_DEADLINE = { hour: 23, minute: 59 } as const;

interface Moment {
  date: Date;
  hasTime: boolean;
  span: DateSpan;
  /** The calendar day the moment was placed on (晚上十二点 belongs to the evening's day, not the next). */
  day: string;
}

interface ResolveContext {
  /** Candidates before this instant count as passed: `now` for a start, the start for a range's end. */
  notBefore: Date;
  timeZone: string;
  /** Days to try when the phrase names none: today then tomorrow, or the range start's day. */
  defaultDays: string[];
}

/**
 * Hours a clock hour may mean. With a part of the day or am/pm it is fixed; with a day ("明天3点") 1-6 are read as
 * afternoon (a 3 a.m. deadline is rare); with nothing else 7-12 stay open and the first one still ahead wins.
 */
function hourCandidates(phrase: TimePhrase, hasDay: boolean): number[] {
  const clock = phrase.clock!;
  const hour = clock.hour;
  if (clock.fixed) return [hour];
  if (clock.meridiem === "pm") return [hour === 12 ? 12 : hour + 12];
  if (clock.meridiem === "am") return [hour === 12 ? 0 : hour];
  if (phrase.part) return [applyDayPart(hour, phrase.part)];
  if (hour === 0 || hour > 12) return [hour];
  if (hour <= 6) return [hour + 12];
  if (hasDay) return [hour];
  return hour === 12 ? [12, 24] : [hour, hour + 12];
}

function daysOf(phrase: TimePhrase, context: ResolveContext): string[] {
  const day = phrase.day;
  if (!day) return context.defaultDays;
  if (day.kind === "date") return day.candidates;
  if (day.kind === "period") {
    const days: string[] = [];
    for (let offset = 0; offset <= daysBetween(day.start, day.end); offset++) days.push(addDays(day.start, offset));
    return days;
  }
  return [];
}

function resolveMoment(phrase: TimePhrase, context: ResolveContext): Moment {
  const { timeZone } = context;
  const day = phrase.day;
  if (day?.kind === "instant") {
    const span = { start: day.instant, end: day.instant };
    return { date: day.instant, hasTime: true, span, day: todayIn(day.instant, timeZone) };
  }
  if (day?.kind === "period" && !phrase.clock && !phrase.part) {
    // A week or a weekend as a deadline means by its end.
    const date = instantAt(day.end, DATE_ONLY_DEADLINE.hour, DATE_ONLY_DEADLINE.minute, timeZone);
    const span = { start: startOfDayInstant(day.start, timeZone), end: endOfDayInstant(day.end, timeZone) };
    return { date, hasTime: false, span, day: day.end };
  }
  const days = daysOf(phrase, context);
  const hasTime = phrase.clock !== undefined;
  const hours = hasTime ? hourCandidates(phrase, day !== undefined) : [phrase.part ? dayPartDeadline(phrase.part).hour : DATE_ONLY_DEADLINE.hour];
  const minute = phrase.clock?.minute ?? (phrase.part ? dayPartDeadline(phrase.part).minute : DATE_ONLY_DEADLINE.minute);
  let chosen: { day: string; date: Date } | undefined;
  for (const candidateDay of days) {
    for (const hour of hours) {
      const date = instantAt(candidateDay, hour, minute, timeZone);
      chosen ??= { day: candidateDay, date };
      // The first candidate not yet passed wins; if all have passed, the first one is what was said.
      if (date.getTime() >= context.notBefore.getTime()) {
        return { date, hasTime, span: spanOf(phrase, candidateDay, date, timeZone), day: candidateDay };
      }
    }
  }
  return { date: chosen!.date, hasTime, span: spanOf(phrase, chosen!.day, chosen!.date, timeZone), day: chosen!.day };
}

function spanOf(phrase: TimePhrase, day: string, date: Date, timeZone: string): DateSpan {
  if (phrase.clock) return { start: date, end: date };
  if (phrase.part) {
    const [startHour, endHour] = dayPartWindow(phrase.part);
    return { start: instantAt(day, startHour, 0, timeZone), end: new Date(instantAt(day, endHour, 0, timeZone).getTime() - 1) };
  }
  return { start: startOfDayInstant(day, timeZone), end: endOfDayInstant(day, timeZone) };
}

export function resolveDatePhrase(
  phrase: RawDatePhrase,
  text: string,
  options: { now: Date; timeZone: string },
): ParsedDateTime {
  const { now, timeZone } = options;
  const today = todayIn(now, timeZone);
  const start = resolveMoment(phrase, { notBefore: now, timeZone, defaultDays: [today, addDays(today, 1)] });
  let span = start.span;
  if (phrase.rangeEnd) {
    const startDay = start.day;
    // "下午3点到5点": the end shares the start's day and part of the day unless it names its own.
    const endPhrase: TimePhrase = { ...phrase.rangeEnd };
    if (!endPhrase.part && !endPhrase.day && endPhrase.clock && phrase.part) endPhrase.part = phrase.part;
    const end = resolveMoment(endPhrase, {
      notBefore: new Date(start.date.getTime() + 1),
      timeZone,
      defaultDays: [startDay, addDays(startDay, 1)],
    });
    span = { start: start.hasTime ? start.date : start.span.start, end: end.hasTime ? end.date : end.span.end };
  }
  const result: ParsedDateTime = {
    date: start.date,
    hasTime: start.hasTime,
    matchedText: text.slice(phrase.index, phrase.index + phrase.length),
    index: phrase.index,
    span,
  };
  if (phrase.relation) result.relation = phrase.relation;
  return result;
}
