/**
 * The study plan (task classes and their items) for one student. Every write is one transaction (ownership check,
 * validation against the term, schedule version bump): adding and reordering items in ./task-class-items.ts, which
 * holds their rules and words, the others in db/queries as they are;
 * the listing adds what the form needs besides the classes: the term's range and day, and the student's today.
 */
import type { Database } from "@/db/client";
import { listTaskClasses, type TaskClassView } from "@/db/queries/task-classes";
import { loadTerm } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { termRange, type TermRange } from "@/lib/study-plan/rules";

export { createTaskClass, deleteTaskClass, termPeriodsPerDay, updateTaskClass } from "@/db/queries/task-classes";
export { deleteItem, updateItem } from "@/db/queries/task-class-items";
export { addItem, reorderItems } from "./task-class-items";

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
