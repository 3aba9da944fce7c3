/**
 * Re-planning a missed to-do whose deadline leaves no room (issue: the failure blamed 连续空闲 when the deadline was
 * the cause): the reason names the deadline, and a to-do with room but for 水课 or courses says there is no free time.
 */
import { describe, expect, it } from "vitest";
import { replanMissed } from "./replan-missed";
import type { ScheduleState, StateTask } from "./state";

// A 7-day window, now at day 3 period 1 (days 1-2 are over). Days 3 and 4 are all courses; days 5-7 are free.
const busy = (stateId: number, day: number): StateTask => ({
  state_id: stateId,
  source: "event",
  source_id: 100 + stateId,
  name: `课${stateId}`,
  category: "课程",
  status: "existing",
  locked: false,
  event_type: "course",
  slots: [{ day, slot_start: 1, slot_end: 12 }],
});

function state(todo: Partial<StateTask>): ScheduleState {
  return {
    window: {
      total_days: 7,
      day_mapping: Array.from({ length: 7 }, (_, index) => ({ day_index: index + 1, week: 1, day_of_week: index + 1 })),
      open_from: { day: 3, slot: 1 },
    },
    tasks: [
      busy(1, 3),
      busy(2, 4),
      { state_id: 5, source: "task", source_id: 7, name: "实验报告", category: "待办", status: "pending", locked: false, estimated_sections: 2, priority_group: 1, missed: true, ...todo },
    ],
  };
}

describe("a missed to-do that cannot be re-planned", () => {
  it("due tomorrow with today and tomorrow full: the cause is its deadline, not 连续空闲", () => {
    const result = replanMissed(state({ deadline_day: 4 }));
    expect(result.ok).toBe(false);
    expect(result.text).toContain("[5]实验报告：还差2节（共需2节）——截止前放不下：截止日是第4天，在那之前没有够用的空闲。");
    expect(result.text).not.toContain("连续空闲");
  });

  it("without a deadline it is placed after the full days", () => {
    const result = replanMissed(state({}));
    expect(result.ok, result.text).toBe(true);
    expect(result.state.tasks.find((task) => task.state_id === 5)?.slots?.[0].day).toBe(5);
  });
});
