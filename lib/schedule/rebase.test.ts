import { describe, expect, it } from "vitest";
import { rebaseLooseTasks, rebaseMissedItems } from "./rebase";
import type { ScheduleState, StateTask } from "./state";

const window = { total_days: 7, day_mapping: Array.from({ length: 7 }, (_, index) => ({ day_index: index + 1, week: 1, day_of_week: index + 1 })) };

function loose(stateId: number, sourceId: number, extra: Partial<StateTask> = {}): StateTask {
  return { state_id: stateId, source: "task", source_id: sourceId, name: `待办${sourceId}`, category: "待办", status: "pending", locked: false, estimated_sections: 2, ...extra };
}

const course: StateTask = { state_id: 1, source: "event", source_id: 5, name: "高数", category: "课程", status: "existing", locked: true, event_type: "course", slots: [{ day: 1, slot_start: 1, slot_end: 2 }] };

describe("rebaseLooseTasks", () => {
  it("returns the very draft when nothing changed", () => {
    const draft: ScheduleState = { window, tasks: [course, loose(2, 10)] };
    const fresh: ScheduleState = { window, tasks: [course, loose(2, 10)] };
    expect(rebaseLooseTasks(draft, fresh)).toBe(draft);
  });

  it("appends new tasks with new ids, drops finished pending ones, refreshes the rest and keeps placed ones", () => {
    const placed = loose(3, 11, { status: "suggested", slots: [{ day: 2, slot_start: 1, slot_end: 2 }] });
    const draft: ScheduleState = { window, tasks: [course, loose(2, 10), placed, loose(4, 12)] };
    // 10 got a new deadline, 11 (placed in the draft) was completed, 12 was deleted, 13 is new.
    const fresh: ScheduleState = { window, tasks: [course, loose(2, 10, { deadline_day: 3, deadline_slot: 8 }), loose(3, 13, { name: "写周报" })] };
    const rebased = rebaseLooseTasks(draft, fresh);
    expect(rebased.tasks.map((task) => [task.state_id, task.source_id, task.status])).toEqual([
      [1, 5, "existing"],
      [2, 10, "pending"],
      [3, 11, "suggested"],
      [5, 13, "pending"],
    ]);
    expect(rebased.tasks[1]).toMatchObject({ deadline_day: 3, deadline_slot: 8 });
    expect(rebased.tasks[3].name).toBe("写周报");
    expect(draft.tasks).toHaveLength(4);
  });
});

describe("rebaseMissedItems", () => {
  const block: StateTask = { state_id: 1, source: "event", source_id: 40, name: "第二章", category: "复习", status: "existing", locked: false, event_type: "task", slots: [{ day: 1, slot_start: 1, slot_end: 2 }], item_id: 12 };
  const pending: StateTask = { state_id: 1, source: "task_item", source_id: 12, name: "第二章", category: "复习", status: "pending", locked: false, duration: 2, missed: true };

  it("turns a block the draft left as it was into the fresh pending item, with a new state_id", () => {
    const draft: ScheduleState = { window, tasks: [block, { ...block, state_id: 2, source_id: 41, item_id: 13, name: "第三章" }] };
    const rebased = rebaseMissedItems(draft, { window, tasks: [pending] });
    expect(rebased.tasks.map((task) => [task.state_id, task.source, task.status])).toEqual([
      [2, "event", "existing"],
      [3, "task_item", "pending"],
    ]);
  });

  it("keeps a block the draft changed itself, and leaves a draft without missed work alone", () => {
    const moved: ScheduleState = { window, tasks: [{ ...block, status: "suggested" }] };
    expect(rebaseMissedItems(moved, { window, tasks: [pending] })).toBe(moved);
    expect(rebaseMissedItems(moved, { window, tasks: [] })).toBe(moved);
  });
});
