/**
 * Questions about time, answered from a schedule state in the student's words: which periods of some days are free
 * (optionally in one part of the day, optionally only runs of n periods, or just the emptiest day), and what a day
 * holds. Pure: the days, the term's period clock and the cut-off of periods already begun are parameters. The replies
 * name dates, weekdays and clock times ("12月3日 周四 下午 空闲：14:00–15:40（2节）"), never ids or statuses.
 */
import { freeRuns } from "../occupancy";
import { toMinutes } from "@/lib/calendar/clock";
import type { ScheduleState, SlotRange } from "../state";

export type DayPart = "morning" | "afternoon" | "evening";

/**
 * A part of the day is the periods that start in it by the term's clock: 上午 before 12:00, 下午 before 18:00, 晚上
 * the rest (1-4, 5-8 and 9-12 of the default clock; 9-14 of a 14-period one).
 */
const DAY_PART_BEFORE: Readonly<Record<DayPart, number>> = { morning: 12 * 60, afternoon: 18 * 60, evening: 24 * 60 };
const DAY_PART_AFTER: Readonly<Record<DayPart, number>> = { morning: 0, afternoon: 12 * 60, evening: 18 * 60 };

function partPeriods(part: DayPart, clock: PeriodClock): [number, number] {
  let first = clock.length + 1;
  let last = 0;
  clock.forEach((period, index) => {
    const start = toMinutes(period.start);
    if (start < DAY_PART_AFTER[part] || start >= DAY_PART_BEFORE[part]) return;
    first = Math.min(first, index + 1);
    last = index + 1;
  });
  return [first, last];
}
export const DAY_PART_WORDS: Readonly<Record<DayPart, string>> = { morning: "上午", afternoon: "下午", evening: "晚上" };

const WEEKDAY_WORDS = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** One window day with its calendar date. */
export interface CalendarDay {
  day: number;
  date: string;
  week: number;
  day_of_week: number;
}

/** The term's period clock: "HH:MM" start and end of each period of the day (its length is the day's count). */
export type PeriodClock = ReadonlyArray<{ start: string; end: string }>;

/** A run of periods of one day, with its clock times: what the week grid highlights. */
export interface TimePeriod {
  date: string;
  week: number;
  day_of_week: number;
  slot_start: number;
  slot_end: number;
  start: string;
  end: string;
}

export interface TimeContext {
  clock: PeriodClock;
  /** The first period not begun yet (window.open_from): earlier ones are over. */
  openFrom?: { day: number; slot: number };
}

/** "12月3日 周四". */
export function dayLabel(day: Pick<CalendarDay, "date" | "day_of_week">): string {
  const [, month, date] = day.date.split("-").map(Number);
  return `${month}月${date}日 ${WEEKDAY_WORDS[day.day_of_week]}`;
}

export function timePeriod(day: CalendarDay, range: Pick<SlotRange, "slot_start" | "slot_end">, clock: PeriodClock): TimePeriod {
  return {
    date: day.date,
    week: day.week,
    day_of_week: day.day_of_week,
    slot_start: range.slot_start,
    slot_end: range.slot_end,
    start: clock[range.slot_start - 1]?.start ?? "",
    end: clock[range.slot_end - 1]?.end ?? "",
  };
}

/** "14:00–15:40". */
export function clockSpan(period: Pick<TimePeriod, "start" | "end">): string {
  return `${period.start}–${period.end}`;
}

/** The periods of a day still open to ask about: a part of the day, minus what has begun. */
export function openSpan(day: number, part: DayPart | undefined, context: TimeContext): [number, number] | undefined {
  const { openFrom, clock } = context;
  const [partFirst, last] = part ? partPeriods(part, clock) : [1, clock.length];
  if (openFrom && day < openFrom.day) return undefined;
  const first = openFrom && day === openFrom.day ? Math.max(partFirst, openFrom.slot) : partFirst;
  return first <= last ? [first, last] : undefined;
}

export interface DayFreeTime {
  day: CalendarDay;
  /** Free runs of the asked length or longer, in period order. */
  free: TimePeriod[];
  /** Free periods in those runs. */
  freePeriods: number;
  /** Whether the asked span has begun or is over for this day (nothing left to ask about). */
  over: boolean;
}

export interface FreeTimeQuery {
  part?: DayPart;
  minPeriods?: number;
}

/** Free periods of one day, as runs clipped to the asked span; embeddable courses count as taken. */
export function dayFreeTime(state: ScheduleState, day: CalendarDay, query: FreeTimeQuery, context: TimeContext): DayFreeTime {
  const span = openSpan(day.day, query.part, context);
  if (!span) return { day, free: [], freePeriods: 0, over: true };
  const runs = freeRuns(state, day.day)
    .map((run) => ({ ...run, slot_start: Math.max(run.slot_start, span[0]), slot_end: Math.min(run.slot_end, span[1]) }))
    .filter((run) => run.slot_end - run.slot_start + 1 >= (query.minPeriods ?? 1));
  const free = runs.map((run) => timePeriod(day, run, context.clock));
  const freePeriods = runs.reduce((sum, run) => sum + run.slot_end - run.slot_start + 1, 0);
  return { day, free, freePeriods, over: false };
}

/** The day with the most free periods (the earliest of equals); undefined when every day is over. */
export function emptiestDay(days: readonly DayFreeTime[]): DayFreeTime | undefined {
  return days.filter((day) => !day.over).reduce<DayFreeTime | undefined>((best, day) => (!best || day.freePeriods > best.freePeriods ? day : best), undefined);
}

/** "12月3日 周四 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）" — one line a day, the format of query_free_time. */
export function freeTimeLine(day: DayFreeTime, part: DayPart | undefined): string {
  const head = `${dayLabel(day.day)} ${part ? DAY_PART_WORDS[part] : "全天"}`;
  if (day.over) return `${head} 已过`;
  if (day.free.length === 0) return `${head} 空闲：无`;
  const runs = day.free.map((period) => `${clockSpan(period)}（${period.slot_end - period.slot_start + 1}节）`);
  return `${head} 空闲：${runs.join("；")}`;
}
