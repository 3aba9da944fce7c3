/**
 * roughSchedule keeping whole weekdays free ("周末不排", "周三别排"): no study and no review lands on them, the days
 * are said back in the reply, and the placeholder that closes them never reaches the state.
 */
import { describe, expect, it } from "vitest";
import { examInstance } from "@/testing/planner/exam-instance";
import { roughSchedule } from "./rough-schedule";
import type { ScheduleState } from "./state";

const weekdayOf = (state: ScheduleState, day: number) => state.window.day_mapping.find((entry) => entry.day_index === day)?.day_of_week;

describe("roughSchedule with days off", () => {
  const instance = examInstance({ days: 14, tasks: 30, seed: 1 });
  const options = { ...instance.options, allow_partial: true };

  it("places no study and no review on the weekdays kept free, and says so", () => {
    const planned = roughSchedule(instance.state, options);
    const weekendDays = planned.placed.filter((placement) => [6, 7].includes(weekdayOf(instance.state, placement.day) ?? 0));
    // Without days off the plan uses the weekends; the test below would pass vacuously otherwise.
    expect(weekendDays.length).toBeGreaterThan(0);

    const result = roughSchedule(instance.state, { ...options, days_off: [6, 7] });
    expect(result.ok).toBe(true);
    expect(result.placed.length).toBeGreaterThan(0);
    expect(result.placed.filter((placement) => [6, 7].includes(weekdayOf(instance.state, placement.day) ?? 0))).toEqual([]);
    expect((result.reviews ?? []).filter((review) => [6, 7].includes(weekdayOf(instance.state, review.day) ?? 0))).toEqual([]);
    expect(result.text).toContain("周六、周日按你说的空着，没有安排学习。");
    expect(result.state.tasks.some((task) => task.name === "不排的日子")).toBe(false);
    expect(result.state.tasks.length).toBeGreaterThan(instance.state.tasks.length);
  });

  it("refuses, changing nothing, days that are not weekdays or every day of the week", () => {
    for (const days_off of [[0], [8], [1.5], [1, 2, 3, 4, 5, 6, 7]]) {
      expect(roughSchedule(instance.state, { ...options, days_off })).toMatchObject({
        ok: false,
        state: instance.state,
        text: "粗排失败：不排的日子必须是周一到周日中的几天，且不能七天都不排。",
      });
    }
  });
});
