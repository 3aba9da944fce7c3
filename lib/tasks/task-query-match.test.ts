import { describe, expect, it } from "vitest";
import { applyTaskQuery, matchesTaskQuery } from "./task-query-match";
import { sortTasks } from "./task-sort";
import type { QueryableTask, TaskQuery } from "./task-types";

// 2026-11-30 is a Monday, 10:00 in Shanghai (02:00 UTC).
const NOW = new Date("2026-11-30T02:00:00Z");
const BASE_QUERY: TaskQuery = { include_completed: false, sort: "deadline_asc", limit: 20 };

function task(overrides: Partial<QueryableTask> & { id: number }): QueryableTask {
  return { title: `任务${overrides.id}`, priority_group: 2, is_completed: false, ...overrides };
}

describe("matchesTaskQuery", () => {
  it("matches the keyword as a case-insensitive substring of the title", () => {
    const query = { ...BASE_QUERY, keyword: "lab" };
    expect(matchesTaskQuery(task({ id: 1, title: "Finish LAB report" }), query, NOW)).toBe(true);
    expect(matchesTaskQuery(task({ id: 2, title: "离散数学作业" }), query, NOW)).toBe(false);
  });

  it("hides done tasks by default", () => {
    expect(matchesTaskQuery(task({ id: 1, is_completed: true }), BASE_QUERY, NOW)).toBe(false);
  });

  it("shows done and open tasks with include_completed", () => {
    const query = { ...BASE_QUERY, include_completed: true };
    expect([true, false].map((done) => matchesTaskQuery(task({ id: 1, is_completed: done }), query, NOW))).toEqual([true, true]);
  });

  it("shows only done tasks with completed_only", () => {
    const query = { ...BASE_QUERY, include_completed: true, completed_only: true };
    expect([true, false].map((done) => matchesTaskQuery(task({ id: 1, is_completed: done }), query, NOW))).toEqual([true, false]);
  });

  it("compares the effective quadrant: quadrant 2 past its threshold counts as 1", () => {
    const query = { ...BASE_QUERY, quadrant: 1 as const };
    const overdue = task({ id: 1, priority_group: 2, urgency_threshold_at: new Date("2026-11-30T01:59:59.999Z") });
    const notYet = task({ id: 2, priority_group: 2, urgency_threshold_at: new Date("2026-11-30T02:00:00.001Z") });
    expect(matchesTaskQuery(overdue, query, NOW)).toBe(true);
    expect(matchesTaskQuery(notYet, query, NOW)).toBe(false);
  });

  it("treats deadline_before as exclusive and deadline_after as inclusive", () => {
    const bound = new Date("2026-12-04T15:59:00.000Z");
    const atBound = task({ id: 1, deadline_at: bound });
    expect(matchesTaskQuery(atBound, { ...BASE_QUERY, deadline_before: bound }, NOW)).toBe(false);
    expect(matchesTaskQuery(atBound, { ...BASE_QUERY, deadline_after: bound }, NOW)).toBe(true);
  });

  it("keeps a 23:59 deadline inside a bound at the end of that day", () => {
    const query = { ...BASE_QUERY, deadline_before: new Date("2026-12-04T15:59:59.999Z") };
    expect(matchesTaskQuery(task({ id: 1, deadline_at: new Date("2026-12-04T15:59:00.000Z") }), query, NOW)).toBe(true);
  });

  it("never matches a task without a deadline against a deadline bound", () => {
    const query = { ...BASE_QUERY, deadline_after: new Date("2000-01-01T00:00:00Z") };
    expect(matchesTaskQuery(task({ id: 1, deadline_at: null }), query, NOW)).toBe(false);
  });
});

describe("sortTasks", () => {
  const early = task({ id: 3, deadline_at: new Date("2026-12-01T00:00:00Z"), priority_group: 3, created_at: new Date("2026-11-01T00:00:00Z") });
  const late = task({ id: 1, deadline_at: new Date("2026-12-05T00:00:00Z"), priority_group: 1, created_at: new Date("2026-11-03T00:00:00Z") });
  const undated = task({ id: 2, deadline_at: null, priority_group: 2, created_at: new Date("2026-11-02T00:00:00Z") });
  const tasks = [late, undated, early];

  it("orders by deadline ascending with undated tasks last", () => {
    expect(sortTasks(tasks, "deadline_asc", NOW).map((item) => item.id)).toEqual([3, 1, 2]);
  });

  it("orders by deadline descending with undated tasks still last", () => {
    expect(sortTasks(tasks, "deadline_desc", NOW).map((item) => item.id)).toEqual([1, 3, 2]);
  });

  it("orders by effective quadrant, then deadline", () => {
    const urgentNow = task({ id: 4, priority_group: 2, urgency_threshold_at: new Date("2026-11-29T00:00:00Z"), deadline_at: new Date("2026-11-30T00:00:00Z") });
    expect(sortTasks([...tasks, urgentNow], "priority", NOW).map((item) => item.id)).toEqual([4, 1, 2, 3]);
  });

  it("orders by creation time, newest first", () => {
    expect(sortTasks(tasks, "created_desc", NOW).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("breaks ties by id so the order is stable", () => {
    const twins = [task({ id: 9 }), task({ id: 5 })];
    expect(sortTasks(twins, "deadline_asc", NOW).map((item) => item.id)).toEqual([5, 9]);
  });

  it("does not mutate the input array", () => {
    sortTasks(tasks, "deadline_asc", NOW);
    expect(tasks.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

describe("applyTaskQuery", () => {
  it("counts every match and returns only `limit` of them, in order", () => {
    const tasks = [1, 2, 3, 4].map((id) => task({ id, deadline_at: new Date(Date.UTC(2026, 11, 10 - id)) }));
    const result = applyTaskQuery(tasks, { ...BASE_QUERY, limit: 3 }, NOW);
    expect(result.result_count).toBe(4);
    expect(result.tasks.map((item) => item.id)).toEqual([4, 3, 2]);
  });

  it("returns an empty list and a zero count when nothing matches", () => {
    expect(applyTaskQuery([task({ id: 1 })], { ...BASE_QUERY, keyword: "没有" }, NOW)).toEqual({ result_count: 0, tasks: [] });
  });
});
