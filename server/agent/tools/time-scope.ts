/**
 * The days a question about time covers, read from the student's words ("明天", "下周三", "12月3日", "这周") in their
 * zone against the turn's "now", and the part of the day the words name when the model did not pass one
 * ("明天下午" → afternoon). The schedule is the turn's draft, so blocks waiting for 确认 count as taken.
 */
import type { TermRecord } from "@/db/queries/terms";
import { termDate } from "@/lib/schedule/indexing";
import type { ScheduleState } from "@/lib/schedule/state";
import { dayLabel, type CalendarDay, type DayPart, type TimeContext } from "@/lib/schedule/tools/free-time";
import type { ScheduleSession } from "@/server/drafts/schedule-session";
import { resolveDayRange } from "./day-range";

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

/** The days of `when`, or a reason in the student's words. */
export async function timeScope(
  session: ScheduleSession,
  when: string,
  now: Date,
): Promise<{ ok: true; scope: TimeScope } | { ok: false; text: string }> {
  const availability = await session.load();
  if (!availability.ok) return { ok: false, text: availability.reason };
  const { term, state } = availability.schedule;
  const all = calendarDays(term, state, 1, state.window.total_days);
  const range = resolveDayRange(when, { term, window: state.window, now, timeZone: term.timezone });
  if (!range.ok) {
    const known = range.reason.startsWith("没看懂");
    const span = `${dayLabel(all[0])} 到 ${dayLabel(all[all.length - 1])}`;
    return { ok: false, text: known ? `没看懂“${when}”指的是哪天，可以说“明天”“周四”“12月3日”或“这周”。` : `“${when}”不在能查看的日子里（${span}）。` };
  }
  const context: TimeContext = { clock: term.section_times, openFrom: state.window.open_from };
  return { ok: true, scope: { state, days: calendarDays(term, state, range.day_start, range.day_end), context } };
}
