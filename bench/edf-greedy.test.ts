import { describe, expect, it } from "vitest";
import { applyPlacements, placementsOf } from "@/lib/schedule/planner/apply";
import { course, loose, problemOf, stateOf } from "@/testing/planner/fixtures";
import { hardRuleViolations } from "@/lib/schedule/planner/hard-rules";
import { randomInstance } from "@/testing/planner/random-instance";
import { scoreAssignment } from "@/lib/schedule/planner/score";
import { solvePlan } from "@/lib/schedule/planner/solve";
import { earliestDeadlineGreedy } from "./edf-greedy";

describe("earliestDeadlineGreedy", () => {
  it("serves the earlier deadline first, whatever its priority", () => {
    // One free block: the quadrant-4 task due on day 1 takes it from the quadrant-1 task due on day 2.
    const state = stateOf(2, [course(1, [[1, 1, 10], [2, 1, 12]]), loose(21, 2, { priority_group: 1, deadline_day: 2 }), loose(22, 2, { priority_group: 4, deadline_day: 1 })]);
    const problem = problemOf(state);
    const assignment = earliestDeadlineGreedy(problem);
    expect(problem.blocks.map((block) => assignment[block.index] >= 0)).toEqual([false, true]);
  });

  it("keeps every hard rule and never beats the planner on seeded instances", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const instance = randomInstance({ days: 1 + (seed % 5), tasks: 6 + seed, seed });
      const problem = problemOf(instance.state, instance.options);
      const assignment = earliestDeadlineGreedy(problem);
      const after = applyPlacements(instance.state, placementsOf(problem, assignment));
      expect(hardRuleViolations(instance.state, after, instance.options), instance.label).toEqual([]);
      expect(scoreAssignment(problem, assignment).objective).toBeGreaterThanOrEqual(solvePlan(problem).score.objective - 1e-6);
    }
  });
});
