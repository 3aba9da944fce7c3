/**
 * Loose tasks (rows of `tasks`) as the planner reads them (lib/schedule/state.ts: source "task_item", no class,
 * estimated_sections set). loadState does not read them yet — wiring them into db/ is a follow-up — so the
 * benchmark adds them to the demo student's state itself, by this one conversion.
 */
import { localDate } from "@/db/queries/terms";
import { daysBetween } from "@/lib/schedule/indexing";
import type { StateTask } from "@/lib/schedule/state";
import { isPriorityGroup } from "@/lib/tasks/priority";

export interface LooseTaskRow {
  id: number;
  title: string;
  priorityGroup: number;
  deadlineAt: Date | null;
  urgencyThresholdAt: Date | null;
  isCompleted: boolean;
  estimatedSections: number | null;
}

/** Window day of an instant: day 1 is `today` in the student's zone. */
function windowDay(instant: Date, today: string, timeZone: string): number {
  return daysBetween(today, localDate(instant, timeZone)) + 1;
}

/**
 * Open tasks with an estimate become pending loose tasks with state ids from `firstId` on. A deadline beyond the
 * window is no deadline inside it; a task without an estimate cannot be planned and is left out.
 */
export function looseTasksFromRows(
  rows: readonly LooseTaskRow[],
  options: { today: string; timeZone: string; totalDays: number; firstId: number },
): StateTask[] {
  const tasks: StateTask[] = [];
  for (const row of rows) {
    if (row.isCompleted || row.estimatedSections === null || !isPriorityGroup(row.priorityGroup)) continue;
    const deadline = row.deadlineAt ? windowDay(row.deadlineAt, options.today, options.timeZone) : undefined;
    const urgent = row.urgencyThresholdAt ? windowDay(row.urgencyThresholdAt, options.today, options.timeZone) : undefined;
    tasks.push({
      state_id: options.firstId + tasks.length,
      source: "task_item",
      source_id: row.id,
      name: row.title,
      category: "任务",
      status: "pending",
      locked: false,
      estimated_sections: row.estimatedSections,
      priority_group: row.priorityGroup,
      ...(deadline !== undefined && deadline <= options.totalDays ? { deadline_day: deadline } : {}),
      ...(urgent !== undefined && urgent <= options.totalDays ? { urgent_from_day: urgent } : {}),
    });
  }
  return tasks;
}
