/**
 * The in-memory meaning of a TaskQuery. The database query must mirror these rules exactly: keyword is a
 * case-insensitive substring of the title, the quadrant is the effective one at `now`, a deadline bound never
 * matches a task without a deadline, deadline_before is exclusive and deadline_after inclusive.
 */
import { effectiveQuadrant } from "./priority";
import type { QueryableTask, TaskQuery, TaskQuerySort } from "./task-types";

export function matchesTaskQuery(task: QueryableTask, query: TaskQuery, now: Date): boolean {
  if (query.keyword && !task.title.toLowerCase().includes(query.keyword.toLowerCase())) return false;
  if (query.quadrant && effectiveQuadrant(task, now) !== query.quadrant) return false;
  if (query.completed_only && !task.is_completed) return false;
  if (!query.include_completed && task.is_completed) return false;
  const deadline = task.deadline_at?.getTime();
  if (query.deadline_before && (deadline === undefined || deadline >= query.deadline_before.getTime())) return false;
  if (query.deadline_after && (deadline === undefined || deadline < query.deadline_after.getTime())) return false;
  return true;
}

/** Tasks without a deadline go last in both deadline orders: they are the least pressing either way. */
function compareDeadline(left: QueryableTask, right: QueryableTask, direction: 1 | -1): number {
  const a = left.deadline_at?.getTime();
  const b = right.deadline_at?.getTime();
  if (a === undefined && b === undefined) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return (a - b) * direction;
}

function compareCreatedDesc(left: QueryableTask, right: QueryableTask): number {
  return (right.created_at?.getTime() ?? -Infinity) - (left.created_at?.getTime() ?? -Infinity) || 0;
}

/** A new array in the requested order; ties fall back to the deadline, then the id, so the order is stable. */
export function sortTasks<T extends QueryableTask>(tasks: readonly T[], sort: TaskQuerySort, now: Date): T[] {
  const byId = (left: T, right: T) => left.id - right.id;
  const comparators: Record<TaskQuerySort, (left: T, right: T) => number> = {
    deadline_asc: (left, right) => compareDeadline(left, right, 1) || byId(left, right),
    deadline_desc: (left, right) => compareDeadline(left, right, -1) || byId(left, right),
    priority: (left, right) =>
      effectiveQuadrant(left, now) - effectiveQuadrant(right, now) || compareDeadline(left, right, 1) || byId(left, right),
    created_desc: (left, right) => compareCreatedDesc(left, right) || right.id - left.id,
  };
  return [...tasks].sort(comparators[sort]);
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
