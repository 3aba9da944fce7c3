/**
 * The orders a task list can take (TaskQuery's sort), shared by the database mirror, the chat and the 待办 page. Apart
 * from the query's matching so the browser can sort without loading the search key's dictionaries.
 */
import { effectiveQuadrant } from "./priority";
import type { QueryableTask, TaskQuerySort } from "./task-types";

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
