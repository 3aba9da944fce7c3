/** The rules a term must pass before it is saved: a Monday start, 1-30 weeks, 8-16 ordered periods, a known zone. */
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import { MAX_PERIODS_PER_DAY, MIN_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { isValidTimeZone, toMinutes, type PeriodTime } from "./clock";
import { DEFAULT_SECTION_TIMES, DEFAULT_TERM_WEEKS } from "./default-term";
import { localDate, mondayOf } from "./zoned-time";

export interface TermInput {
  start_date: string;
  weeks: number;
  section_times: PeriodTime[];
  timezone: string;
}

/** Long terms (a school year as one term, 研究生 terms) run to 30 weeks; the database checks the same bound. */
export const MAX_TERM_WEEKS = 30;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Every broken rule, in Chinese; empty when the input is valid. */
export function termProblems(input: TermInput): string[] {
  const problems: string[] = [];
  const date = /^\d{4}-\d{2}-\d{2}$/.test(input.start_date) ? new Date(`${input.start_date}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== input.start_date) {
    problems.push(`开学日期「${input.start_date}」不是有效日期`);
  } else if (isoDayOfWeek(input.start_date) !== 1) {
    problems.push("开学日期必须是第1周的周一");
  }
  if (!Number.isInteger(input.weeks) || input.weeks < 1 || input.weeks > MAX_TERM_WEEKS) problems.push(`学期周数必须在 1-${MAX_TERM_WEEKS} 之间`);
  const count = input.section_times.length;
  if (count < MIN_PERIODS_PER_DAY || count > MAX_PERIODS_PER_DAY) {
    problems.push(`每天的节数必须在 ${MIN_PERIODS_PER_DAY}-${MAX_PERIODS_PER_DAY} 节之间，现在有 ${count} 节`);
  }
  let previousEnd = -1;
  input.section_times.forEach((time, index) => {
    const label = `第${index + 1}节`;
    if (!TIME_PATTERN.test(time.start) || !TIME_PATTERN.test(time.end)) {
      problems.push(`${label}的时间必须是 HH:MM 格式`);
      return;
    }
    const start = toMinutes(time.start);
    const end = toMinutes(time.end);
    if (start >= end) problems.push(`${label}的下课时间必须晚于上课时间`);
    if (start < previousEnd) problems.push(`${label}的上课时间不能早于第${index}节下课`);
    previousEnd = end;
  });
  if (!isValidTimeZone(input.timezone)) problems.push(`时区「${input.timezone}」无法识别，请使用如 Asia/Shanghai 的时区名`);
  return problems;
}

/**
 * A change to the term as PUT /api/term takes it: any of the fields, the others keep their values. The start can be
 * given as a date (Monday of week 1) or as "this week is week N" (`current_week`), never both.
 */
export interface TermChange {
  start_date?: string;
  current_week?: number;
  weeks?: number;
  section_times?: PeriodTime[];
  timezone?: string;
}

/** The zone a student without a term gets (the same as a new account's). */
const FALLBACK_TIMEZONE = "Asia/Shanghai";

/** Monday of week 1 when the week containing `now` (in `timezone`) is week `currentWeek`. */
export function startForCurrentWeek(now: Date, timezone: string, currentWeek: number): string {
  return addDays(mondayOf(localDate(now, timezone)), -7 * (currentWeek - 1));
}

/**
 * The term a change makes of the current one (a student without a term starts from the default: this week is week 1
 * of 18, the usual clock), with `now` read in the resulting zone for `current_week`. Problems are the change's own
 * (both starts given, a week outside the term); termProblems checks the result.
 */
export function applyTermChange(current: TermInput | null, change: TermChange, now: Date): { term: TermInput; problems: string[] } {
  const base: TermInput = current ?? {
    start_date: "",
    weeks: DEFAULT_TERM_WEEKS,
    section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })),
    timezone: FALLBACK_TIMEZONE,
  };
  const term: TermInput = {
    start_date: change.start_date ?? base.start_date,
    weeks: change.weeks ?? base.weeks,
    section_times: change.section_times ?? base.section_times,
    timezone: change.timezone ?? base.timezone,
  };
  const problems: string[] = [];
  if (change.start_date !== undefined && change.current_week !== undefined) {
    problems.push("开学日期和“现在是第几周”只能填一个：填了第几周，开学日期由它推算");
    return { term, problems };
  }
  const currentWeek = change.current_week ?? (current ? undefined : 1);
  if (currentWeek === undefined || change.start_date !== undefined) return { term, problems };
  const weeksKnown = Number.isInteger(term.weeks) && term.weeks >= 1 && term.weeks <= MAX_TERM_WEEKS;
  if (!Number.isInteger(currentWeek) || currentWeek < 1 || (weeksKnown && currentWeek > term.weeks)) {
    problems.push(weeksKnown ? `现在是第几周必须在 1-${term.weeks} 之间（学期共 ${term.weeks} 周）` : "现在是第几周必须是正整数");
  } else if (isValidTimeZone(term.timezone)) {
    term.start_date = startForCurrentWeek(now, term.timezone, currentWeek);
  }
  // An invalid zone leaves the start as it was; termProblems names the zone.
  return { term, problems };
}
