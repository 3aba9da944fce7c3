import { describe, expect, it } from "vitest";
import { looseTasksFromRows, type LooseTaskRow } from "./loose-tasks";

// 2026-11-30 is a Monday; the window starts that day in Shanghai.
const OPTIONS = { today: "2026-11-30", timeZone: "Asia/Shanghai", totalDays: 14, firstId: 50 };

function row(extra: Partial<LooseTaskRow>): LooseTaskRow {
  return { id: 7, title: "实验报告", priorityGroup: 2, deadlineAt: null, urgencyThresholdAt: null, isCompleted: false, estimatedSections: 3, ...extra };
}

describe("looseTasksFromRows", () => {
  it("maps a deadline and an urgency threshold to window days in the student's zone", () => {
    // 2026-12-01 23:59 in Shanghai is 15:59 UTC: window day 2. The threshold 24 h earlier is day 1.
    const [task] = looseTasksFromRows(
      [row({ deadlineAt: new Date("2026-12-01T15:59:00Z"), urgencyThresholdAt: new Date("2026-11-30T15:59:00Z") })],
      OPTIONS,
    );
    expect(task).toEqual({
      state_id: 50,
      source: "task_item",
      source_id: 7,
      name: "实验报告",
      category: "任务",
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
    const [task] = looseTasksFromRows([row({ deadlineAt: new Date("2026-11-30T17:00:00Z") })], OPTIONS);
    expect(task.deadline_day).toBe(2);
  });

  it("drops a deadline beyond the window, and keeps one already past", () => {
    const [later, past] = looseTasksFromRows(
      [row({ deadlineAt: new Date("2026-12-30T02:00:00Z") }), row({ id: 8, deadlineAt: new Date("2026-11-28T02:00:00Z") })],
      OPTIONS,
    );
    expect(later.deadline_day).toBeUndefined();
    expect(past.deadline_day).toBe(-1);
  });

  it("leaves out completed tasks and tasks without an estimate, numbering the rest from firstId", () => {
    const tasks = looseTasksFromRows(
      [row({ id: 1, isCompleted: true }), row({ id: 2, estimatedSections: null }), row({ id: 3 }), row({ id: 4 })],
      OPTIONS,
    );
    expect(tasks.map((task) => [task.state_id, task.source_id])).toEqual([
      [50, 3],
      [51, 4],
    ]);
  });
});
