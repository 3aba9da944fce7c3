import { describe, expect, it } from "vitest";
import { course, item, loose, problemOf, stateOf, taskClass } from "@/testing/planner/fixtures";
import { examInstance } from "@/testing/planner/exam-instance";
import { randomInstance } from "@/testing/planner/random-instance";
import { buildProblem } from "./problem";
import { gatherWork, groupPendingItems, type PlanningOptions } from "./request";
import { solvePlan } from "./solve";
import type { ScheduleState } from "../state";

/** The study problem rough_schedule solves for every pending class (as bench/quality.ts builds it). */
function studyProblem(state: ScheduleState, options: PlanningOptions) {
  const categoryIds = [...groupPendingItems(state).keys()].sort((a, b) => a - b);
  return buildProblem(state, gatherWork(state, categoryIds, options));
}

describe("solvePlan", () => {
  it("keeps the original class-by-class plan when nothing beats it", () => {
    const state = stateOf(7, [1, 2, 3].map((order) => item(10 + order, 1, order)), [taskClass(1, { strategy: "steady" })]);
    const problem = problemOf(state);
    const plan = solvePlan(problem);
    expect(plan.method).toBe("classic");
    // Steady over 7 days: days 1, 3 and 5, the first standard block of each.
    expect(problem.blocks.map((block) => block.candidates[plan.assignment[block.index]].day)).toEqual([1, 3, 5]);
  });

  it("searches when a daily cap rules the original plan out", () => {
    const plan = solvePlan(problemOf(stateOf(2, [item(11, 1, 1), item(12, 1, 2)], [taskClass(1, { day_end: 2 })]), { daily_cap: 2 }));
    expect(plan.method.startsWith("search")).toBe(true);
    expect(plan.score.missed_periods).toBe(0);
  });

  it("gives the only free block to the heavier task", () => {
    const problem = problemOf(stateOf(1, [course(1, [[1, 1, 10]]), loose(21, 2, { priority_group: 3 }), loose(22, 2, { priority_group: 1 })]));
    const plan = solvePlan(problem);
    expect(Array.from(plan.assignment)).toEqual([-1, 0]);
  });

  it("beats the class-by-class rule when a class with an earlier end takes the only room another class can use", () => {
    // Class 1 (ends day 1) may use any period; class 2 (ends day 2) may not use periods 1-2 or 11-12 (excluded).
    // Day 1 is free at 3-4 and 11-12; day 2 only at 11-12. Class 1 first takes 3-4, leaving class 2 nothing.
    const state = stateOf(
      2,
      [course(1, [[1, 1, 2], [1, 5, 10], [2, 1, 10]]), item(11, 1, 1), item(21, 2, 1)],
      [taskClass(1, { day_end: 1 }), taskClass(2, { day_end: 2, excluded_slots: [1, 6] })],
    );
    const problem = problemOf(state);
    const plan = solvePlan(problem);
    expect(plan.score.missed_periods).toBe(0);
    expect(plan.method).not.toBe("classic");
  });

  it("packs the whole plan again when a block sits late and that takes it off its urgency day", () => {
    // The bench's 14天×30任务 exam instance: the search leaves a 3-period to-do on its urgency day (0.30; the study
    // MILP's optimum is 0); the same blocks packed again, the latest-starting units first, all fit in time.
    const instance = examInstance({ days: 14, tasks: 30, seed: 1 });
    const problem = studyProblem(instance.state, instance.options);
    const plain = solvePlan(problem, undefined, { repack: false });
    expect(plain.score.late_periods).toBeGreaterThan(0);
    const plan = solvePlan(problem);
    expect(plan.score.objective).toBeCloseTo(0, 9);
    expect(plan.method.startsWith("repacked")).toBe(true);
    expect(plan.unrepacked).toEqual(plain.assignment);
  });

  it("never ends above the plan without the repacking", () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const [days, tasks] of [[7, 30], [14, 30]]) {
        const instance = seed % 2 === 0 ? examInstance({ days, tasks, seed }) : randomInstance({ days, tasks, seed });
        const problem = studyProblem(instance.state, instance.options);
        expect(solvePlan(problem).score.objective).toBeLessThanOrEqual(solvePlan(problem, undefined, { repack: false }).score.objective + 1e-6);
      }
    }
  });
});
