import { describe, expect, it } from "vitest";
import type { TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleWindow } from "@/lib/schedule/state";
import { looseTasksFromRows, type LooseTaskRow } from "./loose-task-state";

// The term starts Monday 2026-09-07; week 13 Monday is 2026-11-30, the first day of this 14-day window.
const TERM: TermCalendar = { start_date: "2026-09-07", weeks: 18 };
const WINDOW: ScheduleWindow = {
  total_days: 14,
  day_mapping: Array.from({ length: 14 }, (_, index) => ({
    day_index: index + 1,
    week: 13 + Math.floor(index / 7),
    day_of_week: (index % 7) + 1,
  })),
};
const CONTEXT = { term: TERM, window: WINDOW, timeZone: "Asia/Shanghai" };

function row(extra: Partial<LooseTaskRow>): LooseTaskRow {
  return {
    id: 7,
    title: "实验报告",
    priorityGroup: 2,
    deadlineAt: null,
    urgencyThresholdAt: null,
    isCompleted: false,
    estimatedSections: 3,
    ...extra,
  };
}

describe("looseTasksFromRows", () => {
  it("maps a deadline and an urgency threshold to window days in the student's zone", () => {
    // 2026-12-01 23:59 in Shanghai is 15:59 UTC: window day 2. The threshold 24 h earlier is day 1.
    const [task] = looseTasksFromRows(
      [row({ deadlineAt: new Date("2026-12-01T15:59:00Z"), urgencyThresholdAt: new Date("2026-11-30T15:59:00Z") })],
      CONTEXT,
    );
    expect(task).toEqual({
      source: "task",
      source_id: 7,
      name: "实验报告",
      category: "待办",
      status: "pending",
      locked: false,
      estimated_sections: 3,
      priority_group: 2,
      deadline_day: 2,
      urgent_from_day: 1,
    });
  });

  it("counts an instant late in the UTC day as the next Shanghai day", () => {
    // 2026-11-30T17:00Z is 01:00 on 12-01 in Shanghai.
    const [task] = looseTasksFromRows([row({ deadlineAt: new Date("2026-11-30T17:00:00Z") })], CONTEXT);
    expect(task.deadline_day).toBe(2);
  });

  it("drops a deadline beyond the window and does not offer a task whose deadline has passed", () => {
    const tasks = looseTasksFromRows(
      [row({ deadlineAt: new Date("2026-12-30T02:00:00Z") }), row({ id: 8, deadlineAt: new Date("2026-11-28T02:00:00Z") })],
      CONTEXT,
    );
    expect(tasks).toHaveLength(1);
    expect(tasks[0].source_id).toBe(7);
    expect(tasks[0].deadline_day).toBeUndefined();
  });

  it("clamps a threshold already past to day 1: the task is urgent from the start", () => {
    const [task] = looseTasksFromRows([row({ urgencyThresholdAt: new Date("2026-11-20T02:00:00Z") })], CONTEXT);
    expect(task.urgent_from_day).toBe(1);
  });

  it("leaves out completed tasks, tasks without an estimate and unknown quadrants, keeping the order", () => {
    const tasks = looseTasksFromRows(
      [
        row({ id: 1, isCompleted: true }),
        row({ id: 2, estimatedSections: null }),
        row({ id: 3 }),
        row({ id: 5, priorityGroup: 9 }),
        row({ id: 4 }),
      ],
      CONTEXT,
    );
    expect(tasks.map((task) => task.source_id)).toEqual([3, 4]);
  });
});
