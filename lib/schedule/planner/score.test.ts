import { describe, expect, it } from "vitest";
import { course, fillerCourse, item, loose, problemOf, stateOf, taskClass } from "@/testing/planner/fixtures";
import { EMBED_COST_PER_PERIOD, LATE_COST_PER_PERIOD, QUADRANT_WEIGHT } from "./objective";
import { scoreAssignment } from "./score";

describe("scoreAssignment", () => {
  it("charges every missed period its task's weight", () => {
    const problem = problemOf(stateOf(1, [loose(21, 3, { priority_group: 1 }), loose(22, 2, { priority_group: 4 })]));
    const score = scoreAssignment(problem, new Int32Array(problem.blocks.length).fill(-1));
    expect(score).toEqual({
      objective: 3 * QUADRANT_WEIGHT[1] + 2 * QUADRANT_WEIGHT[4],
      weighted_missed: 3 * QUADRANT_WEIGHT[1] + 2 * QUADRANT_WEIGHT[4],
      missed_periods: 5,
      placed_periods: 0,
      embedded_periods: 0,
      late_periods: 0,
    });
  });

  it("charges embedding and lateness per period, and nothing for a free position before the urgency day", () => {
    const state = stateOf(
      2,
      [course(1, [[1, 1, 10]]), fillerCourse(2, [[1, 11, 12]]), item(11, 1, 1, { urgent_from_day: 2 }), item(12, 1, 2, { urgent_from_day: 2 })],
      [taskClass(1, { day_end: 2, allow_filler_course: true })],
    );
    const problem = problemOf(state);
    const [first, second] = problem.blocks;
    const embedded = first.candidates.findIndex((candidate) => candidate.host_id === 2);
    const late = second.candidates.findIndex((candidate) => candidate.day === 2);
    const score = scoreAssignment(problem, Int32Array.from([embedded, late]));
    expect(score).toMatchObject({ missed_periods: 0, placed_periods: 4, embedded_periods: 2, late_periods: 2 });
    expect(score.objective).toBeCloseTo(2 * EMBED_COST_PER_PERIOD + 2 * LATE_COST_PER_PERIOD);
  });
});
