import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examInstance } from "@/testing/planner/exam-instance";
import { withPastPeriodsClosed } from "../past-periods";
import { UNPLACED } from "./board";
import { buildProblem } from "./problem";
import { gatherWork, groupPendingItems } from "./request";
import { fastTrials, stateTrials } from "./room-trials";
import type { ReviewPlan } from "./reviews";
import { solvePlan } from "./solve";

const specArbitrary = fc.record({
  days: fc.integer({ min: 4, max: 21 }),
  tasks: fc.integer({ min: 1, max: 30 }),
  seed: fc.nat(100_000),
  daily_cap: fc.constantFrom(undefined, 4, 6, 8),
  open_from: fc.option(fc.record({ day: fc.integer({ min: 1, max: 4 }), slot: fc.integer({ min: 1, max: 12 }) }), { nil: undefined }),
  dropped: fc.array(fc.nat(1000), { maxLength: 12 }),
  only_some_classes: fc.boolean(),
});

function shapeOf(plan: ReviewPlan) {
  return {
    reviews: plan.reviews.map((review) => [review.item.item_id, review.role, review.day, review.slot]),
    dropped: plan.dropped.map((review) => [review.item.item_id, review.role, review.target_day]),
  };
}

describe("the review room's trials (properties)", () => {
  it("score a plan without a state exactly as applying it and planning the reviews on the state does", () => {
    let fast = 0;
    fc.assert(
      fc.property(specArbitrary, (spec) => {
        const instance = examInstance(spec);
        const state = spec.open_from ? { ...instance.state, window: { ...instance.state.window, open_from: spec.open_from } } : instance.state;
        const options = { ...instance.options, ...(spec.daily_cap ? { daily_cap: spec.daily_cap } : {}) };
        const categoryIds = [...groupPendingItems(state).keys()].sort((a, b) => a - b);
        const problem = buildProblem(withPastPeriodsClosed(state), gatherWork(state, categoryIds, options));
        const exams = (state.task_classes ?? []).filter((taskClass) => taskClass.exam_day !== undefined).map((c) => c.category_id);
        const roomOptions = {
          categoryIds: new Set(spec.only_some_classes ? exams.filter((_, index) => index % 2 === 0) : exams),
          dailyCap: options.daily_cap,
        };
        const byState = stateTrials(problem, state, roomOptions);
        const byMasks = fastTrials(problem, state, roomOptions);
        if (!byMasks) return;
        fast++;
        const assignment = Int32Array.from(solvePlan(problem).assignment);
        // The plan, and the plan with some blocks taken back (the room search's moves and drops change a plan so).
        for (const plan of [assignment, assignment.map((at, index) => (spec.dropped.includes(index % 40) ? UNPLACED : at))]) {
          const expected = byState(plan);
          const actual = byMasks(plan);
          expect(actual.cost).toBeCloseTo(expected.cost, 9);
          expect(shapeOf(actual.reviews)).toEqual(shapeOf(expected.reviews));
          expect(actual.items.map((item) => [item.item_id, item.study_day])).toEqual(expected.items.map((item) => [item.item_id, item.study_day]));
        }
      }),
      { numRuns: 120, seed: 25 },
    );
    expect(fast).toBeGreaterThan(60);
  });
});
