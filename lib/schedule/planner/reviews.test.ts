import { describe, expect, it } from "vitest";
import { addDays, buildWindow } from "../indexing";
import { executeTool } from "../execute";
import { roughSchedule } from "../rough-schedule";
import type { ScheduleState, StateTask } from "../state";
import { reviewLadder, spacedWell } from "./reviews";
import { FINAL_REVIEW_MISSING_COST } from "./objective";
import { scoreReviews } from "./score";

const TERM = { start_date: "2025-09-01", weeks: 30 };

function examState(days: number, examDay: number, blocked: (day: number) => number[] = () => []): ScheduleState {
  const window = buildWindow(TERM, TERM.start_date, addDays(TERM.start_date, days - 1))!;
  const tasks: StateTask[] = [];
  let id = 1;
  for (let day = 1; day <= days; day++) {
    const periods = blocked(day);
    if (periods.length === 0) continue;
    tasks.push({
      state_id: id,
      source: "event",
      source_id: 500 + id++,
      name: "高等数学",
      category: "课程",
      status: "existing",
      locked: true,
      event_type: "course",
      slots: periods.map((period) => ({ day, slot_start: period, slot_end: period })),
    });
  }
  for (let order = 1; order <= 3; order++) {
    tasks.push({
      state_id: id++,
      source: "task_item",
      source_id: 40 + order,
      name: `第${order}章`,
      category: "概率论复习",
      status: "pending",
      locked: false,
      duration: 2,
      category_id: 7,
      item_order: order,
    });
  }
  return {
    window,
    tasks,
    task_classes: [
      { category_id: 7, name: "概率论复习", day_start: 1, day_end: days, strategy: "rapid", allow_filler_course: false, excluded_slots: [], exam_day: examDay },
    ],
  };
}

describe("reviewLadder", () => {
  it("widens the gaps (1, 2, 4, 8 …) and ends in the 3 days before the exam", () => {
    expect(reviewLadder(1, 29)).toEqual([2, 4, 8, 16, 28]);
    expect(reviewLadder(1, 10)).toEqual([2, 4, 8]);
    expect(reviewLadder(3, 6)).toEqual([4]);
    expect(reviewLadder(4, 6)).toEqual([5]);
    expect(reviewLadder(5, 6)).toEqual([]);
    for (let study = 1; study < 30; study++) {
      for (let exam = study + 2; exam < 60; exam++) {
        const days = reviewLadder(study, exam);
        expect(spacedWell([study, ...days])).toBe(true);
        expect(days[days.length - 1]).toBeGreaterThanOrEqual(exam - 3);
        expect(days[days.length - 1]).toBeLessThan(exam);
      }
    }
  });
});

describe("rough_schedule for a class with an exam", () => {
  it("studies before the exam day and adds spaced one-period reviews, the last in the 3 days before", () => {
    const result = roughSchedule(examState(10, 10), { category_id: 7 });
    expect(result.ok).toBe(true);
    const items = result.state.tasks.filter((task) => task.source === "task_item");
    expect(items.every((task) => task.slots!.every((slot) => slot.day < 10))).toBe(true);
    const reviews = result.state.tasks.filter((task) => task.source === "review");
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      const days = reviews.filter((review) => review.review_of === item.source_id).map((review) => review.slots![0].day).sort((a, b) => a - b);
      expect(spacedWell([item.slots![0].day, ...days])).toBe(true);
      expect(days[days.length - 1]).toBeGreaterThanOrEqual(7);
      expect(days[days.length - 1]).toBeLessThanOrEqual(9);
    }
    expect(result.text).toContain("复习：「概率论复习」为3项内容安排了");
    expect(result.dropped_reviews).toEqual([]);
    expect(result.review_score).toMatchObject({ dropped: 0, final_missing: 0, too_close: 0, min_gap: 1, items: 3 });
  });

  it("compresses when time is short: keeps the pre-exam review, drops middle ones and names them", () => {
    // Every period is a course except periods 1-2 of days 1-3 (the study), period 1 of days 8 and 9, and day 10.
    const blocked = (day: number) => {
      const all = Array.from({ length: 12 }, (_, index) => index + 1);
      if (day <= 3) return all.slice(2);
      if (day === 8 || day === 9) return all.slice(1);
      return day === 10 ? [] : all;
    };
    const result = roughSchedule(examState(12, 12, blocked), { category_id: 7 });
    expect(result.ok).toBe(true);
    const reviews = result.state.tasks.filter((task) => task.source === "review");
    // The final stretch (days 9-11) has day 9's period 1 and all of day 10: every item keeps its pre-exam review.
    const finals = reviews.filter((review) => review.slots![0].day >= 9);
    expect(finals.length).toBeGreaterThanOrEqual(3);
    expect(result.dropped_reviews!.length).toBeGreaterThan(0);
    expect(result.dropped_reviews!.every((dropped) => dropped.role !== "final")).toBe(true);
    expect(result.text).toMatch(/时间紧，「概率论复习」的复习做了压缩，略去了：「第\d章」第\d+天/);
    expect(result.text).not.toMatch(/略去了.*\[\d+\]/);
    expect(result.review_score!.dropped).toBe(result.dropped_reviews!.length);
    // The agent tool names the days as the student does (dayInWords): dates and weekdays, no window day numbers.
    const worded = roughSchedule(examState(12, 12, blocked), { category_id: 7, review_day_label: (day) => `9月${day}日` });
    const line = worded.text.split("\n").find((candidate) => candidate.startsWith("时间紧"))!;
    expect(line).toMatch(/略去了：「第\d章」9月\d+日/);
    expect(line).not.toMatch(/第\d+天/);
    expect(result.review_score!.final_missing).toBe(0);
  });

  it("with allow_partial, a pre-exam review takes the period of an easy to-do, never of the class's study", () => {
    const base = examState(9, 10);
    const chore: StateTask = {
      state_id: 99,
      source: "task",
      source_id: 900,
      name: "整理房间",
      category: "待办",
      status: "pending",
      locked: false,
      estimated_sections: 12,
      priority_group: 4,
    };
    const state = { ...base, tasks: [...base.tasks, chore] };
    // Cap 2 a day over 9 days: the 3 items (6 periods) and the to-do (12) fill every period the cap allows.
    const whole = roughSchedule(state, { daily_cap: 2 });
    expect(whole.ok).toBe(true);
    expect(whole.dropped_reviews!.filter((review) => review.role === "final")).toHaveLength(3);
    const partial = roughSchedule(state, { daily_cap: 2, allow_partial: true });
    expect(partial.dropped_reviews!.filter((review) => review.role === "final")).toEqual([]);
    expect(partial.review_score!.final_missing).toBe(0);
    expect(partial.left_out!.map((left) => left.task.name)).toEqual(["整理房间"]);
    expect(partial.state.tasks.filter((task) => task.source === "task_item").every((task) => task.status === "suggested")).toBe(true);
    expect(partial.score!.objective).toBeLessThan(whole.score!.objective);
  });

  it("a review taken off the draft is gone, not left pending for nothing to place", () => {
    const planned = roughSchedule(examState(14, 12), { category_id: 7 });
    const review = planned.state.tasks.find((task) => task.source === "review");
    expect(review).toBeDefined();
    const unplaced = executeTool(planned.state, "unplace", { task_id: review!.state_id });
    expect(unplaced.ok, unplaced.text).toBe(true);
    expect(unplaced.text).toMatch(/^已取消.*这次复习不再安排。/);
    expect(unplaced.state.tasks.some((task) => task.state_id === review!.state_id)).toBe(false);
    expect(unplaced.state.tasks.filter((task) => task.source === "review" && task.status === "pending")).toEqual([]);
  });

  it("says so when the exam leaves no day to study before it", () => {
    const result = roughSchedule(examState(10, 1), { category_id: 7 });
    expect(result.ok).toBe(false);
    expect(result.text).toContain("[概率论复习] 的考试在第1天，考试前的可安排日期（从第1天起）已经没有了");
  });

  it("scores a review too close to its item or to the previous one, and a missing pre-exam review", () => {
    const planned = roughSchedule(examState(10, 10), { category_id: 7 }).state;
    const item = planned.tasks.find((task) => task.source === "task_item" && task.item_order === 1)!;
    const studyDay = item.slots![0].day;
    const spoiled: ScheduleState = {
      ...planned,
      tasks: planned.tasks
        .filter((task) => task.review_of !== item.source_id)
        .concat({ ...planned.tasks.find((task) => task.review_of === item.source_id)!, slots: [{ day: studyDay, slot_start: 12, slot_end: 12 }] }),
    };
    const score = scoreReviews(spoiled);
    expect(score.too_close).toBe(1);
    expect(score.final_missing).toBe(1);
    expect(score.objective).toBeGreaterThan(scoreReviews(planned).objective);
  });

  it("scores an item left out or first studied on the exam's eve as missing its pre-exam review, never cheaper than one studied in time", () => {
    const pending = examState(10, 10);
    // Nothing studied: the three items go to the exam unreviewed.
    expect(scoreReviews(pending)).toMatchObject({ items: 3, final_missing: 3, objective: 3 * FINAL_REVIEW_MISSING_COST });
    const onDay = (day: number): ScheduleState => ({
      ...pending,
      tasks: pending.tasks.map((task) => (task.item_order === 1 ? { ...task, status: "suggested", slots: [{ day, slot_start: 1, slot_end: 2 }] } : task)),
    });
    // Item 1 studied on the eve (day 9) has no day left for a review: it counts as missing one, like the others.
    expect(scoreReviews(onDay(9))).toMatchObject({ items: 3, final_missing: 3, dropped: 0 });
    // Studied in time (day 2) but not reviewed yet, it misses its pre-exam review too.
    expect(scoreReviews(onDay(2)).final_missing).toBe(3);
    // An exam whose eve is past the window is not scored.
    expect(scoreReviews(examState(5, 10)).items).toBe(0);
  });
});
