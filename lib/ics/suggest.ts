/**
 * One-step import: when the student's settings leave meetings of the file unmapped, the preview suggests the term and
 * the period clock the file was made for, in the shape PUT /api/term takes (`start_date`, `weeks`, `section_times`
 * of `{ start, end }`), so accepting them is one request. A term's day has 8-16 periods: a clock found with 12 to 16
 * is suggested as it is; one with fewer is continued to the default 12 with the file's own period length and break
 * (said in a note), because a student's file seldom shows the evening periods nobody booked; one with more than 16
 * is not suggested, and a warning says so.
 */
import { termPosition } from "@/lib/schedule/indexing";
import { DEFAULT_PERIODS_PER_DAY, MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { fromMinutes, matchPeriods, nearestPeriods, toMinutes, type PeriodTime } from "../calendar/clock";
import { MAX_TERM_WEEKS } from "../calendar/term-rules";
import { inferPeriods, inferTerm, periodLength, spansOf, typicalBreak, type InferredTerm, type Span } from "./infer";
import type { IcsNote } from "./notes";
import type { IcsMeeting } from "./read-events";
import type { IcsTerm } from "./types";

export interface ImportSuggestions {
  term?: { start_date: string; weeks: number };
  section_times?: PeriodTime[];
}

/** Periods added to complete a clock stay inside a school day (no class before 07:30 or past 23:30). */
const EARLIEST_START = 7 * 60 + 30;
const LATEST_END = 23 * 60 + 30;
/** How far a meeting may miss the student's clock and still count as on it: a few minutes, not a different clock. */
const FEW_MINUTES = 10;

/** The suggestions and the notes explaining them; nothing when every meeting maps already. */
export function suggestSettings(meetings: readonly IcsMeeting[], term: IcsTerm): { suggestions?: ImportSuggestions; notes: IcsNote[] } {
  // One-off times (an exam, a personal event) are no reason to change the student's term or clock.
  const spans = regularSpans(spansOf(meetings));
  const regularTimes = new Set(spans.map((span) => `${span.start}-${span.end}`));
  const classes = meetings.filter((meeting) => regularTimes.has(`${meeting.start}-${meeting.end}`));
  const outside = classes.some((meeting) => termPosition(term, meeting.date) === null);
  const offGrid = !clockFits(spans, term.section_times);
  if (!outside && !offGrid) return { notes: [] };
  const suggestions: ImportSuggestions = {};
  const notes: IcsNote[] = [];

  const inferred = outside ? suggestTerm(classes.map((meeting) => meeting.date), term) : null;
  if (inferred && (inferred.start_date !== term.start_date || inferred.weeks !== term.weeks)) {
    suggestions.term = { start_date: inferred.start_date, weeks: inferred.weeks };
    if (inferred.spanned > MAX_TERM_WEEKS) {
      notes.push({ code: "term_too_long", level: "warning", message: `文件里的课跨了 ${inferred.spanned} 周，学期最多 ${MAX_TERM_WEEKS} 周，第${MAX_TERM_WEEKS}周之后的课无法导入。` });
    }
  }
  if (offGrid) {
    const clock = suggestClock(meetings);
    if (clock.notes.length > 0) notes.push(...clock.notes);
    if (clock.section_times && !sameClock(clock.section_times, term.section_times)) suggestions.section_times = clock.section_times;
  }
  return { suggestions, notes };
}

/**
 * The term the file's classes need. When the first class already falls in the student's term, the file starts mid-term
 * (an updated timetable in week 14), not at the term's start: the start date stays and the term only grows to hold the
 * last class. Otherwise the file's first week is week 1.
 */
function suggestTerm(dates: readonly string[], term: IcsTerm): InferredTerm | null {
  const inferred = inferTerm(dates);
  if (!inferred) return null;
  const first = [...dates].sort()[0];
  if (termPosition(term, first) === null) return inferred;
  const whole = inferTerm([term.start_date, ...dates]);
  return whole && whole.weeks > term.weeks ? whole : null;
}

function sameClock(a: readonly PeriodTime[], b: readonly PeriodTime[]): boolean {
  return a.length === b.length && a.every((time, index) => time.start === b[index].start && time.end === b[index].end);
}

/** The file's period clock, continued to DEFAULT_PERIODS_PER_DAY periods when it has fewer; none past MAX_PERIODS_PER_DAY. */
export function suggestClock(meetings: ReadonlyArray<{ start: number; end: number }>): { section_times?: PeriodTime[]; found: number; notes: IcsNote[] } {
  const spans = regularSpans(spansOf(meetings));
  const periods = inferPeriods(spans);
  const found = periods.length;
  if (found === 0) return { found, notes: [] };
  if (found > MAX_PERIODS_PER_DAY) {
    return { found, notes: [{ code: "too_many_periods", level: "warning", message: `该课表每天有 ${found} 节，目前最多支持 ${MAX_PERIODS_PER_DAY} 节，节次时间无法自动设置；请在学期设置里手动填写，第${MAX_PERIODS_PER_DAY}节以后的课无法导入。` }] };
  }
  if (found >= DEFAULT_PERIODS_PER_DAY) return { section_times: periods, found, notes: [] };
  const length = periodLength(spans);
  const pause = typicalBreak(periods);
  const extended = extendClock(periods, length, pause);
  if (!extended) {
    return { found, notes: [{ code: "too_many_periods", level: "warning", message: `该课表每天有 ${found} 节，无法补足到 ${DEFAULT_PERIODS_PER_DAY} 节，请在学期设置里手动填写节次时间。` }] };
  }
  const message = `文件里每天有 ${found} 节课，已按每节 ${length} 分钟、课间 ${pause} 分钟补足到 ${DEFAULT_PERIODS_PER_DAY} 节（补上的节次可在学期设置里修改）。`;
  return { section_times: extended, found, notes: [{ code: "clock_extended", level: "warning", message }] };
}

/**
 * The times classes keep: when times that occur more than once hold most meetings, one-off times (an exam, a talk,
 * a personal event in a calendar export) are left out of the clock rather than turned into periods of their own.
 */
function regularSpans(spans: readonly Span[]): Span[] {
  const total = spans.reduce((sum, span) => sum + span.weight, 0);
  const regular = spans.filter((span) => span.weight > 1);
  return regular.reduce((sum, span) => sum + span.weight, 0) >= 0.8 * total ? regular : [...spans];
}

/**
 * More periods after the last (or, when the evening runs out, before the first) until the day has
 * DEFAULT_PERIODS_PER_DAY, never outside a school day: a class at 07:03 or ending at 23:21 is no one's clock. Null when
 * the day cannot hold them; the student then fills the clock in by hand.
 */
function extendClock(periods: readonly PeriodTime[], length: number, pause: number): PeriodTime[] | null {
  const clock = periods.map((period) => ({ start: toMinutes(period.start), end: toMinutes(period.end) }));
  while (clock.length < DEFAULT_PERIODS_PER_DAY) {
    const last = clock[clock.length - 1];
    const first = clock[0];
    if (last.end + pause + length <= LATEST_END) clock.push({ start: last.end + pause, end: last.end + pause + length });
    else if (first.start - pause - length >= EARLIEST_START) clock.unshift({ start: first.start - pause - length, end: first.start - pause });
    else return null;
  }
  return clock.map((period) => ({ start: fromMinutes(period.start), end: fromMinutes(period.end) }));
}

/**
 * Whether the student's clock fits the file's class times: at least three meetings in four sit on it within five
 * minutes, and every other one is within FEW_MINUTES of whole periods (the preview maps it there and shows the
 * move). One course ending ten minutes late is no reason to replace a clock every other course fits; a clock many
 * meetings miss is the file's own clock, and that is suggested.
 */
function clockFits(spans: readonly Span[], clock: readonly PeriodTime[]): boolean {
  const total = spans.reduce((sum, span) => sum + span.weight, 0);
  if (total === 0) return true;
  const off = spans.filter((span) => matchPeriods(clock, span.start, span.end, 5) === null);
  const near = off.every((span) => nearestPeriods(clock, span.start, span.end, FEW_MINUTES) !== null);
  return near && off.reduce((sum, span) => sum + span.weight, 0) * 4 <= total;
}
