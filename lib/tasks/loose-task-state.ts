/**
 * Loose tasks (rows of `tasks`) as the planner reads them: an open task with an estimate and no study block yet is
 * a pending "task" in the state. Its deadline and urgency threshold become window days in the student's zone.
 * Pure, so the benchmark and the tests build exactly what loadState builds.
 */
import { daysBetween, termDate, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleWindow, StateTask } from "@/lib/schedule/state";
import { localDate, wallClockAt } from "@/lib/calendar/zoned-time";
import { isPriorityGroup } from "@/lib/tasks/priority";

/** Category of a loose task and of the study block placed for one. */
export const LOOSE_TASK_CATEGORY = "待办";

export interface LooseTaskRow {
  id: number;
  title: string;
  priorityGroup: number;
  deadlineAt: Date | null;
  urgencyThresholdAt: Date | null;
  isCompleted: boolean;
  estimatedSections: number | null;
}

export type UnnumberedTask = Omit<StateTask, "state_id">;

/** The calendar date of window day 1. */
function windowStartDate(term: TermCalendar, window: ScheduleWindow): string | undefined {
  const first = window.day_mapping[0];
  return first ? termDate(term, first.week, first.day_of_week) : undefined;
}

/**
 * Open tasks with an estimate become pending loose tasks, in the given order. A deadline beyond the window is no
 * deadline inside it. A task whose deadline lies before the window cannot be planned in it and is not offered to
 * the planner (it stays in the student's 待办 list); a task without an estimate cannot be planned at all.
 */
interface LooseContext {
  term: TermCalendar & { section_times: readonly { start: string; end: string }[] };
  window: ScheduleWindow;
  timeZone: string;
}

/**
 * The last (window day, period) a task due at `deadline` may occupy: the last period that ends by the deadline's
 * wall-clock time; before the first period ends, the whole previous day. slot undefined = the whole day.
 */
function deadlineCutoff(deadline: Date, day: number, context: LooseContext): { day: number; slot?: number } {
  const clock = wallClockAt(deadline, context.timeZone);
  const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
  const times = context.term.section_times;
  let last = 0;
  times.forEach((section, index) => {
    if (section.end <= time) last = index + 1;
  });
  if (last === 0) return { day: day - 1 };
  return last >= times.length ? { day } : { day, slot: last };
}

export function looseTasksFromRows(rows: readonly LooseTaskRow[], context: LooseContext): UnnumberedTask[] {
  const start = windowStartDate(context.term, context.window);
  if (start === undefined) return [];
  const totalDays = context.window.total_days;
  const dayOf = (instant: Date) => daysBetween(start, localDate(instant, context.timeZone)) + 1;
  const tasks: UnnumberedTask[] = [];
  for (const row of rows) {
    if (row.isCompleted || row.estimatedSections === null || row.estimatedSections < 1) continue;
    if (!isPriorityGroup(row.priorityGroup)) continue;
    const cutoff = row.deadlineAt ? deadlineCutoff(row.deadlineAt, dayOf(row.deadlineAt), context) : undefined;
    if (cutoff !== undefined && cutoff.day < 1) continue;
    const deadline = cutoff?.day;
    const urgent = row.urgencyThresholdAt ? dayOf(row.urgencyThresholdAt) : undefined;
    tasks.push({
      source: "task",
      source_id: row.id,
      name: row.title,
      category: LOOSE_TASK_CATEGORY,
      status: "pending",
      locked: false,
      estimated_sections: row.estimatedSections,
      priority_group: row.priorityGroup,
      ...(deadline !== undefined && deadline <= totalDays ? { deadline_day: deadline } : {}),
      ...(cutoff?.slot !== undefined && deadline !== undefined && deadline <= totalDays ? { deadline_slot: cutoff.slot } : {}),
      ...(urgent !== undefined && urgent <= totalDays ? { urgent_from_day: Math.max(1, urgent) } : {}),
    });
  }
  return tasks;
}
