/**
 * The in-memory meaning of a TaskQuery. The database query must mirror these rules exactly: keyword is a
 * substring of the title with script, width and case aside (lib/text/search-key.ts), the quadrant is the effective one at `now`, a deadline bound never
 * matches a task without a deadline, deadline_before is exclusive and deadline_after inclusive.
 */
import { titleHasKeyword } from "@/lib/text/search-key";
import { effectiveQuadrant } from "./priority";
import { sortTasks } from "./task-sort";
import type { QueryableTask, TaskQuery } from "./task-types";

export function matchesTaskQuery(task: QueryableTask, query: TaskQuery, now: Date): boolean {
  if (query.keyword && !titleHasKeyword(task.title, query.keyword)) return false;
  if (query.quadrant && effectiveQuadrant(task, now) !== query.quadrant) return false;
  if (query.completed_only && !task.is_completed) return false;
  if (!query.include_completed && task.is_completed) return false;
  const deadline = task.deadline_at?.getTime();
  if (query.deadline_before && (deadline === undefined || deadline >= query.deadline_before.getTime())) return false;
  if (query.deadline_after && (deadline === undefined || deadline < query.deadline_after.getTime())) return false;
  return true;
}

/** Filter, order and cut to `limit`; result_count is the number that matched before the cut. */
export function applyTaskQuery<T extends QueryableTask>(
  tasks: readonly T[],
  query: TaskQuery,
  now: Date,
): { result_count: number; tasks: T[] } {
  const matching = sortTasks(tasks.filter((task) => matchesTaskQuery(task, query, now)), query.sort, now);
  return { result_count: matching.length, tasks: matching.slice(0, query.limit) };
}
