import { describe, expect, it } from "vitest";
import type { PriorityGroup } from "./priority";
import { groupTaskList, taskListItemSchema, toTaskListItem, toTaskListItems, type ListableTask } from "./task-list";

// Monday 2026-04-27 16:00 in Shanghai (08:00 UTC).
const NOW = new Date("2026-04-27T08:00:00Z");
const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const ZONE = "Asia/Shanghai";

let nextId = 1;
function task(priority_group: PriorityGroup, overrides: Partial<ListableTask> = {}): ListableTask {
  return {
    id: nextId++,
    title: `任务 ${nextId}`,
    priority_group,
    deadline_at: null,
    urgency_threshold_at: null,
    estimated_sections: null,
    is_completed: false,
    created_at: hoursFromNow(-10),
    study_blocks: 0,
    ...overrides,
  };
}

describe("toTaskListItem", () => {
  it("shows a quadrant-2 task past its threshold as 重要且紧急 and flags it", () => {
    const item = toTaskListItem(
      task(2, { title: "给导师发周报", deadline_at: hoursFromNow(52), urgency_threshold_at: hoursFromNow(-1), estimated_sections: 2, study_blocks: 1 }),
      NOW,
      ZONE,
    );
    expect(item).toMatchObject({
      title: "给导师发周报",
      priority_group: 2,
      effective_quadrant: 1,
      priority_label: "重要且紧急",
      turned_urgent: true,
      // Wednesday 2026-04-29 20:00 in Shanghai.
      deadline_at: "2026-04-29T12:00:00.000Z",
      deadline_local: "2026-04-29T20:00",
      deadline_text: "周三 20:00",
      overdue: false,
      urgency_threshold_local: "2026-04-27T15:00",
      estimated_sections: 2,
      study_blocks: 1,
    });
    expect(taskListItemSchema.parse(item)).toEqual(item);
  });

  it("keeps quadrant 2 before the threshold and leaves a quadrant 4 past its threshold alone", () => {
    expect(toTaskListItem(task(2, { urgency_threshold_at: hoursFromNow(1) }), NOW, ZONE)).toMatchObject({ effective_quadrant: 2, turned_urgent: false });
    expect(toTaskListItem(task(4, { urgency_threshold_at: hoursFromNow(-1) }), NOW, ZONE)).toMatchObject({ effective_quadrant: 4, turned_urgent: false });
  });

  it("marks an open task past its deadline overdue, never a finished one", () => {
    expect(toTaskListItem(task(1, { deadline_at: hoursFromNow(-1) }), NOW, ZONE).overdue).toBe(true);
    expect(toTaskListItem(task(1, { deadline_at: hoursFromNow(-1), is_completed: true }), NOW, ZONE).overdue).toBe(false);
  });

  it("leaves the date fields null without a deadline", () => {
    expect(toTaskListItem(task(3), NOW, ZONE)).toMatchObject({ deadline_at: null, deadline_local: null, deadline_text: null, urgency_threshold_at: null });
  });
});

describe("groupTaskList", () => {
  it("puts open tasks under their effective quadrant in list order and finished ones apart", () => {
    const urgentByThreshold = task(2, { deadline_at: hoursFromNow(20), urgency_threshold_at: hoursFromNow(-4) });
    const urgent = task(1, { deadline_at: hoursFromNow(10) });
    const important = task(2, { deadline_at: hoursFromNow(100), urgency_threshold_at: hoursFromNow(76) });
    const undatedErrand = task(3);
    const datedErrand = task(3, { deadline_at: hoursFromNow(30) });
    const finished = task(1, { is_completed: true });
    const grouped = groupTaskList(toTaskListItems([undatedErrand, finished, important, urgentByThreshold, datedErrand, urgent], NOW, ZONE));
    expect(grouped.quadrants.map((group) => [group.quadrant, group.label, group.tasks.map((item) => item.id)])).toEqual([
      [1, "重要且紧急", [urgent.id, urgentByThreshold.id]],
      [2, "重要不紧急", [important.id]],
      [3, "简单不重要", [datedErrand.id, undatedErrand.id]],
      [4, "复杂不重要", []],
    ]);
    expect(grouped.completed.map((item) => item.id)).toEqual([finished.id]);
  });

  it("keeps four empty quadrants for an empty list", () => {
    expect(groupTaskList([])).toEqual({
      quadrants: [1, 2, 3, 4].map((quadrant) => expect.objectContaining({ quadrant, tasks: [] })),
      completed: [],
    });
  });
});
