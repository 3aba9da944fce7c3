/**
 * The days a question about time covers, read from the student's words ("明天", "下周三", "12月3日", "这周") in their
 * zone against the turn's "now", and the part of the day the words name when the model did not pass one
 * ("明天下午" → afternoon). The schedule is the turn's draft, so blocks waiting for 确认 count as taken.
 */
import type { Database } from "@/db/client";
import { listExamsFrom } from "@/db/queries/exams";
import { loadState } from "@/db/queries/schedule-state";
import type { TermRecord } from "@/db/queries/terms";
import { longBreaks } from "@/lib/calendar/clock";
import { localDate } from "@/lib/calendar/zoned-time";
import { EXAM_DAY_WORDS, examDays } from "@/lib/exams/exam-days";
import { addDays, termDate } from "@/lib/schedule/indexing";
import { openFrom } from "@/lib/schedule/open-from";
import type { ScheduleState } from "@/lib/schedule/state";
import type { CalendarDay, DayPart, TimeContext } from "@/lib/schedule/tools/free-time";
import { planningWindow } from "@/server/schedule/planning-window";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import { resolveDayRange, spanOf } from "./day-range";

export interface TimeScope {
  state: ScheduleState;
  days: CalendarDay[];
  context: TimeContext;
}

const PART_WORDS: readonly [RegExp, DayPart][] = [
  [/上午|早上|早晨|\bmorning\b/i, "morning"],
  [/下午|\bafternoon\b/i, "afternoon"],
  [/晚上|今晚|明晚|夜里|\bevening\b|\btonight\b/i, "evening"],
];

/** The part of the day a phrase names, if any. */
export function dayPartIn(words: string | undefined): DayPart | undefined {
  return words === undefined ? undefined : PART_WORDS.find(([pattern]) => pattern.test(words))?.[1];
}

function calendarDays(term: TermRecord, state: ScheduleState, from: number, to: number): CalendarDay[] {
  return state.window.day_mapping
    .filter((day) => day.day_index >= from && day.day_index <= to)
    .map((day) => ({ day: day.day_index, date: termDate(term, day.week, day.day_of_week), week: day.week, day_of_week: day.day_of_week }));
}

/** "2027-01-10" → "2027年1月10日". */
function monthDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${year}年${month}月${day}日`;
}

/** A question may look this far at once outside the turn's window ("第15周", "12月20日到1月10日" is cut here). */
const MAX_FAR_DAYS = 31;

/**
 * "12月20日有什么课", "第15周周三有空吗", "三周后的周二": a day of the term past the turn's window (this week and next)
 * is read from the committed timetable, read-only; the draft, which never reaches past its window, plays no part.
 */
async function farScope(deps: ScopeDeps, term: TermRecord, when: string, now: Date): Promise<TimeScope | undefined> {
  const span = spanOf(when, { term, now, timeZone: term.timezone });
  if (!span) return undefined;
  const termEnd = termDate(term, term.weeks, 7);
  const from = span.from < term.start_date ? term.start_date : span.from;
  const end = span.to > termEnd ? termEnd : span.to;
  const to = end > addDays(from, MAX_FAR_DAYS - 1) ? addDays(from, MAX_FAR_DAYS - 1) : end;
  if (from > to) return undefined;
  const window = { ...planningWindow(term, from, to), long_breaks: longBreaks(term.section_times), periods_per_day: term.section_times.length };
  const state = await loadState(deps.db, deps.userId, window);
  // Periods already begun are over, as in the turn's own window.
  const open = openFrom(window, term, now, term.timezone);
  return { state, days: calendarDays(term, state, 1, window.total_days), context: { clock: term.section_times, ...(open ? { openFrom: open } : {}) } };
}

export interface ScopeDeps {
  session: ScheduleSession;
  db: Database;
  userId: number;
}

/** The days of `when`, or a reason in the student's words. */
export async function timeScope(
  deps: ScopeDeps,
  when: string,
  now: Date,
): Promise<{ ok: true; scope: TimeScope } | { ok: false; text: string }> {
  const { session } = deps;
  const availability = await session.load();
  if (!availability.ok) return { ok: false, text: availability.reason };
  const { term, state } = availability.schedule;
  // "考试那周", "概率论考试那天": the exam's days, as dates the readers below know (the exams read only then).
  const byExam = EXAM_DAY_WORDS.test(when) ? examDays(when, await listExamsFrom(deps.db, deps.userId, localDate(now, term.timezone))) : undefined;
  if (byExam && !byExam.ok) return { ok: false, text: byExam.text };
  if (byExam) when = byExam.when;
  const range = resolveDayRange(when, { term, window: state.window, now, timeZone: term.timezone });
  if (!range.ok) {
    const known = range.reason.startsWith("没看懂");
    const far = known ? undefined : await farScope(deps, term, when, now).catch(() => undefined);
    if (far) return { ok: true, scope: far };
    if (known) return { ok: false, text: `没看懂“${when}”指的是哪天，可以说“明天”“周四”“12月3日”或“这周”。` };
    const termDays = `${monthDay(term.start_date)} 到 ${monthDay(termDate(term, term.weeks, 7))}`;
    return { ok: false, text: `“${when}”不在这学期里（${termDays}，共 ${term.weeks} 周），查不到那天的安排。` };
  }
  const context: TimeContext = { clock: term.section_times, openFrom: state.window.open_from };
  return { ok: true, scope: { state, days: calendarDays(term, state, range.day_start, range.day_end), context } };
}
