import { describe, expect, it } from "vitest";
import { openFrom } from "./open-from";
import { roughSchedule, withPastPeriodsClosed } from "./rough-schedule";
import type { ScheduleState } from "./state";

const TIMES = ["08:00", "08:55", "10:00", "10:55", "14:00", "14:55", "16:00", "16:55", "19:00", "19:55", "20:50", "21:45"];
// Week 1 starts Monday 2026-11-30; the window is that Monday and Tuesday.
const TERM = { start_date: "2026-11-30", weeks: 18, section_times: TIMES.map((start) => ({ start })) };
const WINDOW = {
  total_days: 2,
  day_mapping: [
    { day_index: 1, week: 1, day_of_week: 1 },
    { day_index: 2, week: 1, day_of_week: 2 },
  ],
};
const ZONE = "Asia/Shanghai";

describe("openFrom", () => {
  it("closes every period that has begun, in the student's zone (the server runs in UTC)", () => {
    // 02:30Z is 10:30 in Shanghai: periods 1-3 (08:00, 08:55, 10:00) have begun, period 4 (10:55) is next.
    expect(openFrom(WINDOW, TERM, new Date("2026-11-30T02:30:00Z"), ZONE)).toEqual({ day: 1, slot: 4 });
    // Exactly at a period's start it counts as begun.
    expect(openFrom(WINDOW, TERM, new Date("2026-11-30T02:55:00Z"), ZONE)).toEqual({ day: 1, slot: 5 });
  });

  it("is absent before the window, closes all of today late at night, and moves to day 2 the next day", () => {
    // 23:00Z on 11-29 is 07:00 on 11-30 in Shanghai: before period 1 of day 1.
    expect(openFrom(WINDOW, TERM, new Date("2026-11-29T23:00:00Z"), ZONE)).toEqual({ day: 1, slot: 1 });
    expect(openFrom(WINDOW, TERM, new Date("2026-11-28T10:00:00Z"), ZONE)).toBeUndefined();
    expect(openFrom(WINDOW, TERM, new Date("2026-11-30T14:00:00Z"), ZONE)).toEqual({ day: 1, slot: 13 });
    expect(openFrom(WINDOW, TERM, new Date("2026-12-01T01:00:00Z"), ZONE)).toEqual({ day: 2, slot: 3 });
    expect(openFrom(WINDOW, TERM, new Date("2026-12-05T01:00:00Z"), ZONE)).toEqual({ day: 2, slot: 13 });
  });
});

describe("the rough scheduler never plans into periods that have begun", () => {
  const state: ScheduleState = {
    window: WINDOW,
    tasks: [
      {
        state_id: 1,
        source: "task",
        source_id: 9,
        name: "写实验报告",
        category: "待办",
        status: "pending",
        locked: false,
        estimated_sections: 2,
        priority_group: 1,
      },
    ],
  };

  it("takes the first open periods of today, and tomorrow when today is over", () => {
    const at1030 = { ...state, window: { ...WINDOW, open_from: { day: 1, slot: 4 } } };
    const result = roughSchedule(at1030);
    expect(result.ok, result.text).toBe(true);
    expect(result.placed.every((placement) => placement.day === 2 || placement.slot_start >= 4)).toBe(true);
    // Without a clock the same task would start at period 1 of day 1.
    expect(roughSchedule(state).placed[0]).toMatchObject({ day: 1, slot_start: 1 });

    const late = { ...state, window: { ...WINDOW, open_from: { day: 1, slot: 13 } } };
    expect(roughSchedule(late).placed.every((placement) => placement.day === 2)).toBe(true);
  });

  it("adds nothing to the caller's state: the closed periods exist only for planning", () => {
    const at1030 = { ...state, window: { ...WINDOW, open_from: { day: 2, slot: 4 } } };
    const closed = withPastPeriodsClosed(at1030);
    expect(closed.tasks.filter((task) => task.name === "已过去的时段").map((task) => task.slots)).toEqual([
      [{ day: 1, slot_start: 1, slot_end: 12 }],
      [{ day: 2, slot_start: 1, slot_end: 3 }],
    ]);
    const result = roughSchedule(at1030);
    expect(result.state.tasks.map((task) => task.state_id)).toEqual([1]);
    expect(result.placed[0].day).toBe(2);
    expect(result.placed[0].slot_start).toBeGreaterThanOrEqual(4);
  });
});
