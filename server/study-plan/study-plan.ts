/**
 * The study plan (task classes and their items) for one student as the form reads it: the classes, and besides them
 * the term's range and day and the student's today. Its writes are ./task-classes.ts and ./task-class-items.ts.
 */
import type { Database } from "@/db/client";
import { listTaskClasses, type TaskClassView } from "@/db/queries/task-classes-read";
import { loadTerm } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { termRange, type TermRange } from "@/lib/study-plan/rules";

export interface StudyPlan {
  task_classes: TaskClassView[];
  /**
   * The term's first and last day with its zone (the form's date limits) and its periods a day (the blocks a class
   * may exclude, an item's longest duration). Null before a term is set.
   */
  term: (TermRange & { timezone: string; periods_per_day: number }) | null;
  /** Today in the term's zone: the form's default start. Null before a term is set. */
  today: string | null;
}

export async function studyPlanOf(db: Database, userId: number, now: Date): Promise<StudyPlan> {
  const term = await loadTerm(db, userId);
  return {
    task_classes: await listTaskClasses(db, userId),
    term: term ? { ...termRange(term), timezone: term.timezone, periods_per_day: term.section_times.length } : null,
    today: term ? localDate(now, term.timezone) : null,
  };
}
