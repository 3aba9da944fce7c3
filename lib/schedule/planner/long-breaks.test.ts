import { describe, expect, it } from "vitest";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import type { ScheduleState, StateTask } from "@/lib/schedule/state";

// One Monday. A course takes periods 1-6 and 10-12, so the only free run is 7-9: 16:00-17:40 and 19:00-19:45 in the
// default clock, with dinner (after period 8) in between.
function mondayWith(item: Partial<StateTask>, longBreaks?: number[]): ScheduleState {
  return {
    window: { total_days: 1, day_mapping: [{ day_index: 1, week: 1, day_of_week: 1 }], ...(longBreaks ? { long_breaks: longBreaks } : {}) },
    tasks: [
      { state_id: 1, source: "event", source_id: 1, name: "高等数学", category: "课程", status: "existing", locked: true, event_type: "course", slots: [{ day: 1, slot_start: 1, slot_end: 6 }, { day: 1, slot_start: 10, slot_end: 12 }] },
      { state_id: 2, source: "task_item", source_id: 7, name: "第一章", category: "线性代数", status: "pending", locked: false, duration: 3, category_id: 5, item_order: 1, ...item },
    ],
    task_classes: [{ category_id: 5, name: "线性代数", day_start: 1, day_end: 1, strategy: "steady", allow_filler_course: false, excluded_slots: [] }],
  };
}

describe("sittings and the clock's long breaks", () => {
  it("never runs a sitting across dinner: a 3-period item that only fits as 第7-9节 stays unplaced", () => {
    const result = roughSchedule(mondayWith({}, [4, 8]), { allow_partial: true });
    const item = result.state.tasks.find((task) => task.state_id === 2);
    expect(item?.slots).toBeUndefined();
  });

  it("places it there when the clock has no long break", () => {
    const result = roughSchedule(mondayWith({}), { allow_partial: true });
    expect(result.state.tasks.find((task) => task.state_id === 2)?.slots).toEqual([{ day: 1, slot_start: 7, slot_end: 9 }]);
  });

  it("lets a 2-period sitting sit on either side of the break", () => {
    const result = roughSchedule(mondayWith({ duration: 2 }, [4, 8]), { allow_partial: true });
    expect(result.state.tasks.find((task) => task.state_id === 2)?.slots).toEqual([{ day: 1, slot_start: 7, slot_end: 8 }]);
  });
});
