import { describe, expect, it } from "vitest";
import type { ProgressView } from "@/lib/protocol/checkins";
import { progressSummary, type SummaryInput } from "./summary";

/** Days from Monday 2026-11-23 (week 12 of a term starting Monday 2026-09-07) to Saturday 2026-12-05. */
function days(done: Record<string, number>, planned = 2): ProgressView["days"] {
  const list: ProgressView["days"] = [];
  for (let day = 23; day <= 35; day += 1) {
    const date = day <= 30 ? `2026-11-${day}` : `2026-12-0${day - 30}`;
    list.push({ date, planned_periods: planned, done_periods: done[date] ?? 0, skipped_periods: 0 });
  }
  return list;
}

function input(overrides: Partial<SummaryInput> = {}): SummaryInput {
  return {
    progress: { from: "2026-11-23", to: "2026-12-05", days: days({}), classes: [] },
    today: "2026-12-05", // Saturday
    term_start: "2026-09-07",
    section_times: [
      { start: "08:00", end: "08:45" },
      { start: "08:55", end: "09:40" },
    ],
    classes: [],
    exams: [],
    ...overrides,
  };
}

describe("progressSummary", () => {
  it("sums planned and done periods per term week, up to today", () => {
    const summary = progressSummary(input({ progress: { from: "2026-11-23", to: "2026-12-05", days: days({ "2026-11-24": 2, "2026-12-01": 1 }), classes: [] } }));
    expect(summary.weeks).toEqual([
      { from: "2026-11-23", label: "第12周", planned: 14, done: 2 },
      { from: "2026-11-30", label: "第13周", planned: 12, done: 1 },
    ]);
    expect(summary.done_periods).toBe(3);
    // 3 periods of 45 minutes: 2.25 hours, to the nearest half hour.
    expect(summary.hours).toBe(2.5);
  });

  it("labels weeks by date without a term", () => {
    expect(progressSummary(input({ term_start: null })).weeks.map((week) => week.label)).toEqual(["11月23日起", "11月30日起"]);
  });

  it("counts the streak back from today, or from yesterday while today has nothing done yet", () => {
    const through = (done: Record<string, number>) => progressSummary(input({ progress: { from: "2026-11-23", to: "2026-12-05", days: days(done), classes: [] } })).streak_days;
    expect(through({ "2026-12-03": 1, "2026-12-04": 2 })).toBe(2); // Thursday and Friday, nothing yet on Saturday
    expect(through({ "2026-12-03": 1, "2026-12-04": 2, "2026-12-05": 1 })).toBe(3);
    expect(through({ "2026-12-02": 1, "2026-12-04": 2 })).toBe(1);
    expect(through({ "2026-12-03": 1 })).toBe(0);
  });

  it("burns each class down toward its next exam, else its end date", () => {
    const summary = progressSummary(
      input({
        progress: { from: "2026-11-23", to: "2026-12-05", days: days({}), classes: [{ id: 1, name: "离散", items_total: 8, items_done: 3 }, { id: 2, name: "概率", items_total: 4, items_done: 4 }] },
        classes: [
          { id: 1, start_date: "2026-11-16", end_date: "2027-01-20" },
          { id: 2, start_date: "2026-11-01", end_date: "2026-12-20" },
        ],
        exams: [
          { title: "离散期中", date: "2026-11-20", task_class_id: 1 },
          { title: "离散期末", date: "2027-01-12", task_class_id: 1 },
          { title: "别的", date: "2026-12-10", task_class_id: null },
        ],
      }),
    );
    expect(summary.classes).toEqual([
      { id: 1, name: "离散", items_total: 8, items_done: 3, start_date: "2026-11-16", target_date: "2027-01-12", exam_title: "离散期末", days_left: 38 },
      { id: 2, name: "概率", items_total: 4, items_done: 4, start_date: "2026-11-01", target_date: "2026-12-20", exam_title: null, days_left: 15 },
    ]);
  });
});
