/**
 * A stable insertion sort in place, for the planner's short lists (a day's blocks, a trial's reviews): Array's sort
 * copies every list into a work array first, and these sorts run thousands of times per plan, so that copy was a
 * good part of the planner's garbage. Stable like Array's sort, so any comparator orders exactly as it did.
 */
export function sortShort<T>(list: T[], compare: (a: T, b: T) => number): T[] {
  for (let at = 1; at < list.length; at++) {
    const item = list[at];
    let to = at;
    for (; to > 0 && compare(list[to - 1], item) > 0; to--) list[to] = list[to - 1];
    list[to] = item;
  }
  return list;
}
