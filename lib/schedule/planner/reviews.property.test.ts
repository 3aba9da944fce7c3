import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roughSchedule } from "../rough-schedule";
import type { ScheduleState, StateTask } from "../state";
import { hardRuleViolations } from "./hard-rules";
import { FINAL_REVIEW_DAYS, reviewDaysByItem, reviewLadder, reviewRoomByDay, spacedWell, studiedItems } from "./reviews";
import { classifyDays } from "./grid";
import { withPastPeriodsClosed } from "../past-periods";
import { dayGrid, isCourse } from "../occupancy";
import { examInstance } from "@/testing/planner/exam-instance";

const instanceArbitrary = fc.record({
  days: fc.integer({ min: 4, max: 21 }),
  tasks: fc.integer({ min: 1, max: 24 }),
  seed: fc.nat(100_000),
  daily_cap: fc.constantFrom(null, 4, 6, 8),
});

function studyPeriods(state: ScheduleState, day: number): number {
  const grid = dayGrid(state, day);
  let count = 0;
  for (let period = 1; period < grid.length; period++) if (grid[period].some((o) => !isCourse(o.task))) count++;
  return count;
}

function examDayOf(state: ScheduleState, task: StateTask): number | undefined {
  return state.task_classes?.find((taskClass) => taskClass.category_id === task.category_id)?.exam_day;
}

describe("plans that work back from the exam, with spaced review (properties)", () => {
  it("studies and reviews strictly before the exam, keeps item order and the daily cap, spaces reviews out", () => {
    let withReviews = 0;
    fc.assert(
      fc.property(instanceArbitrary, (spec) => {
        const instance = examInstance(spec);
        const options = { ...instance.options, allow_partial: true };
        const before = structuredClone(instance.state);
        const result = roughSchedule(instance.state, options);
        expect(instance.state).toEqual(before);
        const after = result.state;
        // The planner's own hard rules (overlap, item order, excluded blocks, daily cap, …) hold for the study.
        const studyOnly = { ...after, tasks: after.tasks.filter((task) => task.source !== "review") };
        expect(hardRuleViolations(instance.state, studyOnly, options)).toEqual([]);
        for (const task of after.tasks) {
          const exam = examDayOf(after, task);
          if (exam === undefined || (task.status !== "suggested" && task.source !== "review")) continue;
          // No study session and no review on or after the exam's day.
          for (const slot of task.slots ?? []) expect(slot.day).toBeLessThan(exam);
        }
        for (const task of after.tasks.filter((candidate) => candidate.source === "review")) {
          expect(task.slots).toHaveLength(1);
          const [slot] = task.slots!;
          expect(slot.slot_start).toBe(slot.slot_end);
          expect(task.item_order).toBeUndefined();
          // A review takes a period nobody else holds, outside its class's excluded blocks.
          expect(dayGrid(after, slot.day)[slot.slot_start]).toHaveLength(1);
          const excluded = after.task_classes?.find((c) => c.category_id === task.category_id)?.excluded_slots ?? [];
          expect(excluded).not.toContain(Math.ceil(slot.slot_start / 2));
        }
        if (options.daily_cap !== undefined) {
          for (let day = 1; day <= after.window.total_days; day++) {
            expect(studyPeriods(after, day)).toBeLessThanOrEqual(Math.max(options.daily_cap, studyPeriods(instance.state, day)));
          }
        }
        const reviewDays = reviewDaysByItem(after);
        for (const item of studiedItems(after)) {
          const days = reviewDays.get(item.item_id) ?? [];
          // ≥ 1 day after the item, gaps never shrinking, all before the exam.
          expect(spacedWell([item.study_day, ...days])).toBe(true);
          for (const day of days) expect(day).toBeLessThan(item.exam_day);
          if (days.length > 0) withReviews++;
        }
        // The objective's spacing terms agree: the planner never places a review too close.
        expect(result.review_score?.too_close ?? 0).toBe(0);
        // Every review the schedule asked for and did not place is named in the reply.
        for (const dropped of result.dropped_reviews ?? []) expect(result.text).toContain(`「${dropped.item.task.name}」第${dropped.target_day}天`);
        expect(result.text).not.toMatch(/略去了：.*\[\d+\]/);
      }),
      { numRuns: 200 },
    );
    expect(withReviews).toBeGreaterThan(100);
  });

  it("gives every studied item its last review in the 3 days before the exam when there is room", () => {
    let finalsDropped = 0;
    let finalsAsked = 0;
    fc.assert(
      fc.property(fc.record({ days: fc.integer({ min: 5, max: 21 }), tasks: fc.integer({ min: 1, max: 8 }), seed: fc.nat(100_000) }), (spec) => {
        const instance = examInstance({ ...spec, daily_cap: null });
        const result = roughSchedule(instance.state, { ...instance.options, daily_cap: undefined, allow_partial: true });
        const reviewDays = reviewDaysByItem(result.state);
        for (const item of studiedItems(result.state)) {
          if (reviewLadder(item.study_day, item.exam_day).length === 0 || item.exam_day - 1 > result.state.window.total_days) continue;
          const days = reviewDays.get(item.item_id) ?? [];
          const finalDropped = (result.dropped_reviews ?? []).some((d) => d.item.item_id === item.item_id && d.role === "final");
          if (finalDropped) continue; // no free period of the class's blocks in those days: said in the reply
          const last = days[days.length - 1];
          expect(last).toBeGreaterThanOrEqual(item.exam_day - FINAL_REVIEW_DAYS);
          expect(last).toBeLessThan(item.exam_day);
        }
        finalsDropped += (result.dropped_reviews ?? []).filter((d) => d.role === "final").length;
        finalsAsked += studiedItems(result.state).filter((item) => reviewLadder(item.study_day, item.exam_day, result.state.window.total_days).some((day) => day >= item.exam_day - FINAL_REVIEW_DAYS)).length;
      }),
      { numRuns: 150 },
    );
    // With few items and no cap the last days nearly always have room: the pre-exam review is rarely dropped.
    expect(finalsAsked).toBeGreaterThan(100);
    expect(finalsDropped / finalsAsked).toBeLessThan(0.1);
  });

  it("reads each day's free periods and study load as the planner's grid does (classifyDays), past periods closed", () => {
    fc.assert(
      fc.property(instanceArbitrary, fc.nat(30), fc.integer({ min: 1, max: 13 }), (spec, openDay, openSlot) => {
        const instance = examInstance(spec);
        // The planned state has study, 水课 guests and reviews on it; a window opened mid-term closes the past.
        const planned = roughSchedule(instance.state, { ...instance.options, allow_partial: true }).state;
        for (const state of [planned, { ...planned, window: { ...planned.window, open_from: { day: 1 + (openDay % planned.window.total_days), slot: openSlot } } }]) {
          const cells = classifyDays(withPastPeriodsClosed(state));
          const { free, load } = reviewRoomByDay(state);
          for (let day = 1; day <= state.window.total_days; day++) {
            expect(free[day]).toBe(cells[day].freeMask);
            expect(load[day]).toBe(cells[day].studyPeriods);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
