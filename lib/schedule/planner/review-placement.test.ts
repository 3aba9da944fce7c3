import { describe, expect, it } from "vitest";
import type { StateTask, StateTaskClass } from "../state";
import { planReviewsIn } from "./review-placement";
import type { StudiedItem } from "./reviews";

const PERIODS = 12;

function examClass(categoryId: number, examDay: number): StateTaskClass {
  return { category_id: categoryId, name: `课${categoryId}`, strategy: "rapid", allow_filler_course: false, excluded_slots: [], exam_day: examDay };
}

function item(taskClass: StateTaskClass, itemId: number, studyDay: number): StudiedItem {
  const task = { state_id: itemId, source: "task_item", source_id: itemId, name: `item ${itemId}`, status: "suggested", locked: false } as StateTask;
  return { task, item_id: itemId, taskClass, exam_day: taskClass.exam_day!, study_day: studyDay };
}

/** A room of `days` days with no free period but those given (day → periods). */
function room(days: number, open: Record<number, number[]>) {
  const free = new Array<number>(days + 1).fill(0);
  for (const [day, periods] of Object.entries(open)) for (const period of periods) free[Number(day)] |= 1 << (period - 1);
  return { free, load: new Array<number>(days + 1).fill(0), periods: PERIODS, totalDays: days };
}

describe("pre-exam reviews placed as a matching (planReviewsIn)", () => {
  it("moves a placed pre-exam review to another day of its stretch to make room for one that found none", () => {
    // Class 100 (exam day 6: its stretch is days 3-5) takes day 4, its ladder's last day, first; class 101 (exam day
    // 5: days 2-4) then finds no period on days 2-4. Day 5 is free for class 100 only.
    const late = item(examClass(100, 6), 1, 1);
    const early = item(examClass(101, 5), 2, 1);
    const plan = planReviewsIn(room(6, { 4: [3], 5: [3] }), [late, early], undefined);
    const finals = plan.reviews.filter((review) => review.role === "final").map((review) => [review.item.item_id, review.day]);
    expect(finals.sort()).toEqual([
      [1, 5],
      [2, 4],
    ]);
    expect(plan.dropped.filter((review) => review.role === "final")).toEqual([]);
  });

  it("keeps the greedy's days when every pre-exam review finds a period", () => {
    const plan = planReviewsIn(room(6, { 4: [3, 5], 5: [3] }), [item(examClass(100, 6), 1, 1), item(examClass(101, 5), 2, 1)], undefined);
    const finals = plan.reviews.filter((review) => review.role === "final").map((review) => [review.item.item_id, review.day]);
    expect(finals.sort()).toEqual([
      [1, 4],
      [2, 4],
    ]);
  });

  it("never passes the daily cap when it moves a review", () => {
    const open = { 2: [1], 3: [1], 4: [1, 2], 5: [1] };
    const base = room(6, open);
    base.load[5] = 8;
    const plan = planReviewsIn(base, [item(examClass(100, 6), 1, 1), item(examClass(101, 5), 2, 1)], 8);
    const perDay = new Map<number, number>();
    for (const review of plan.reviews) perDay.set(review.day, (perDay.get(review.day) ?? 0) + 1);
    expect(perDay.get(5) ?? 0).toBe(0);
  });
});
