import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import type { ScheduleWindow } from "@/lib/schedule/state";
import { looseTasksFromRows, type LooseTaskRow } from "./loose-task-state";

// The term starts Monday 2026-09-07; week 13 Monday is 2026-11-30, the first day of this 14-day window.
const TERM = { start_date: "2026-09-07", weeks: 18, section_times: DEFAULT_SECTION_TIMES };
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

  it("keeps only the periods that end by a deadline inside the day; before 08:45 it is the previous day", () => {
    const at = (iso: string) => looseTasksFromRows([row({ deadlineAt: new Date(iso) })], CONTEXT)[0];
    // 20:00 Shanghai on 12-02 (day 3): period 9 ends 19:45, period 10 at 20:40.
    expect(at("2026-12-02T12:00:00Z")).toMatchObject({ deadline_day: 3, deadline_slot: 9 });
    // 18:00: period 8 ends 17:40.
    expect(at("2026-12-02T10:00:00Z")).toMatchObject({ deadline_day: 3, deadline_slot: 8 });
    // 08:30 on 12-02: no period of that day ends in time, so the whole of 12-01 (day 2) is the last chance.
    const early = at("2026-12-02T00:30:00Z");
    expect(early.deadline_day).toBe(2);
    expect(early.deadline_slot).toBeUndefined();
    // 08:30 on the window's first day leaves no day at all: not offered.
    expect(looseTasksFromRows([row({ deadlineAt: new Date("2026-11-30T00:30:00Z") })], CONTEXT)).toEqual([]);
  });

  it("reads the deadline's wall clock in the student's zone, not the server's", () => {
    // 01:00 UTC on 12-02 is 09:00 in Shanghai: period 1 (ends 08:45) of day 3 is still in time. Read in UTC it
    // would be 01:00, before any period, and leave only day 2.
    const [task] = looseTasksFromRows([row({ deadlineAt: new Date("2026-12-02T01:00:00Z") })], CONTEXT);
    expect(task).toMatchObject({ deadline_day: 3, deadline_slot: 1 });
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
