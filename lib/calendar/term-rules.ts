/** The rules a term must pass before it is saved: a Monday start, 1-30 weeks, 8-16 ordered periods, a known zone. */
import { isoDayOfWeek } from "@/lib/schedule/indexing";
import { MAX_PERIODS_PER_DAY, MIN_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { isValidTimeZone, toMinutes, type PeriodTime } from "./clock";

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
