/**
 * What the /progress page shows, as a pure function of GET /api/progress's answer (issue 25 #6): study periods
 * planned and done per week, each task class's items left toward its exam (or its end date when it has none), the
 * hours studied and the streak of days with study done. Dates are the student's; `today` is read by the caller.
 */
import { addDays, daysBetween, mondayOf } from "@/lib/calendar/zoned-time";
import { toMinutes, type PeriodTime } from "@/lib/calendar/clock";
import type { ProgressView } from "@/lib/protocol/checkins";

/** Weeks the bar chart shows at most: a phone's width holds about this many. */
export const SHOWN_WEEKS = 12;

export interface WeekBar {
  /** The Monday the week starts on. */
  from: string;
  /** "第3周" in the term, else "12月1日起". */
  label: string;
  planned: number;
  done: number;
}

export interface ClassBurnDown {
  id: number;
  name: string;
  items_total: number;
  items_done: number;
  start_date: string;
  /** The exam's date when the class has one (the earliest not yet past, else the latest), else its end date. */
  target_date: string;
  /** The exam's title, or null when the target is the class's end date. */
  exam_title: string | null;
  /** Days from today to the target (negative once past). */
  days_left: number;
}

export interface ProgressSummary {
  today: string;
  weeks: WeekBar[];
  classes: ClassBurnDown[];
  /** Periods done (a partial block's periods_done included) in the range, and what that is in hours. */
  done_periods: number;
  hours: number;
  /** Consecutive days with study done, ending today (or yesterday, while today has none yet). */
  streak_days: number;
}

export interface SummaryInput {
  progress: ProgressView;
  today: string;
  /** The term's Monday of week 1, to number the weeks; null without a term. */
  term_start: string | null;
  /** The term's periods, for the length of one; the default 45 minutes without them. */
  section_times: readonly PeriodTime[];
  classes: ReadonlyArray<{ id: number; start_date: string; end_date: string }>;
  exams: ReadonlyArray<{ title: string; date: string; task_class_id: number | null }>;
}

const DEFAULT_PERIOD_MINUTES = 45;

function periodMinutes(sectionTimes: readonly PeriodTime[]): number {
  const lengths = sectionTimes.map((period) => toMinutes(period.end) - toMinutes(period.start)).filter((minutes) => minutes > 0);
  return lengths.length ? lengths.reduce((sum, minutes) => sum + minutes, 0) / lengths.length : DEFAULT_PERIOD_MINUTES;
}

function weekLabel(monday: string, termStart: string | null): string {
  if (termStart) {
    const week = Math.floor(daysBetween(termStart, monday) / 7) + 1;
    if (week >= 1) return `第${week}周`;
  }
  return `${Number(monday.slice(5, 7))}月${Number(monday.slice(8, 10))}日起`;
}

function weeksOf(days: ProgressView["days"], today: string, termStart: string | null): WeekBar[] {
  const byMonday = new Map<string, WeekBar>();
  for (const day of days) {
    if (day.date > today) continue;
    const monday = mondayOf(day.date);
    const week = byMonday.get(monday) ?? { from: monday, label: weekLabel(monday, termStart), planned: 0, done: 0 };
    week.planned += day.planned_periods;
    week.done += day.done_periods;
    byMonday.set(monday, week);
  }
  return [...byMonday.values()].sort((a, b) => a.from.localeCompare(b.from)).slice(-SHOWN_WEEKS);
}

function streakOf(days: ProgressView["days"], today: string): number {
  const studied = new Set(days.filter((day) => day.done_periods > 0).map((day) => day.date));
  let day = studied.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (studied.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

function targetOf(taskClass: { id: number; end_date: string }, exams: SummaryInput["exams"], today: string): { date: string; title: string | null } {
  const own = exams.filter((exam) => exam.task_class_id === taskClass.id).sort((a, b) => a.date.localeCompare(b.date));
  const exam = own.find((candidate) => candidate.date >= today) ?? own.at(-1);
  return exam ? { date: exam.date, title: exam.title } : { date: taskClass.end_date, title: null };
}

export function progressSummary(input: SummaryInput): ProgressSummary {
  const { progress, today } = input;
  const donePeriods = progress.days.filter((day) => day.date <= today).reduce((sum, day) => sum + day.done_periods, 0);
  const classes = progress.classes.flatMap((taskClass): ClassBurnDown[] => {
    const dates = input.classes.find((candidate) => candidate.id === taskClass.id);
    if (!dates) return [];
    const target = targetOf({ id: taskClass.id, end_date: dates.end_date }, input.exams, today);
    return [
      {
        id: taskClass.id,
        name: taskClass.name,
        items_total: taskClass.items_total,
        items_done: taskClass.items_done,
        start_date: dates.start_date,
        target_date: target.date,
        exam_title: target.title,
        days_left: daysBetween(today, target.date),
      },
    ];
  });
  return {
    today,
    weeks: weeksOf(progress.days, today, input.term_start),
    classes,
    done_periods: donePeriods,
    hours: Math.round((donePeriods * periodMinutes(input.section_times)) / 30) / 2,
    streak_days: streakOf(progress.days, today),
  };
}
