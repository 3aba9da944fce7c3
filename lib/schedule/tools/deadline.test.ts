/** A loose task's deadline binds the write tools and the rough scheduler alike, down to the period. */
import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import type { ScheduleState } from "@/lib/schedule/state";

const state: ScheduleState = {
  window: {
    total_days: 3,
    day_mapping: [1, 2, 3].map((day) => ({ day_index: day, week: 1, day_of_week: day })),
  },
  tasks: [
    // Due on day 2 at 18:00: periods 1-8 of day 2 are the last in time.
    { state_id: 1, source: "task", source_id: 7, name: "写实验报告", category: "待办", status: "pending", locked: false, estimated_sections: 2, deadline_day: 2, deadline_slot: 8 },
    // Day 1 is full, so the planner must use day 2.
    { state_id: 2, source: "event", source_id: 9, name: "全天实验", category: "课程", status: "existing", locked: true, event_type: "course", can_embed: false, slots: [{ day: 1, slot_start: 1, slot_end: 12 }] },
  ],
};

describe("loose-task deadlines", () => {
  test("place refuses periods after the deadline and takes those before it", () => {
    const late = executeTool(state, "place", { task_id: 1, day: 2, slot_start: 8 });
    expect(late.ok).toBe(false);
    expect(late.text).toBe("放置失败：[1]写实验报告 要在第2天第8节前完成，不能安排在第2天第8-9节。");
    expect(executeTool(state, "place", { task_id: 1, day: 3, slot_start: 1 }).ok).toBe(false);
    expect(executeTool(state, "place", { task_id: 1, day: 2, slot_start: 7 }).ok).toBe(true);
  });

  test("the rough scheduler never ends a block after the deadline's last period", () => {
    const result = roughSchedule(state);
    expect(result.ok, result.text).toBe(true);
    expect(result.placed.every((placement) => placement.day === 2 && placement.slot_end <= 8)).toBe(true);
  });

  test("list_tasks tells the model where the time runs out", () => {
    expect(executeTool(state, "list_tasks", { status: "pending" }).text).toContain("共需2个时段（可分段，截止第2天第8节）");
  });
});
