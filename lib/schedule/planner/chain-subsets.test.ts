import { describe, expect, it } from "vitest";
import { examInstance } from "@/testing/planner/exam-instance";
import { withPastPeriodsClosed } from "../past-periods";
import { applyPlacements, placementsOf } from "./apply";
import { UNPLACED, before } from "./board";
import { chainSubsetPlans } from "./chain-subsets";
import { hardRuleViolations } from "./hard-rules";
import { withLadderCosts } from "./ladder-costs";
import { buildProblem, type Candidate } from "./problem";
import { gatherWork, groupPendingItems } from "./request";
import { planReviews } from "./review-placement";
import { solvePlan } from "./solve";

describe("exam chains laid again by sets, with their pre-exam reviews", () => {
  it("keeps chain order and every hard rule, lifts the loose work, and leaves the other classes' chains and pre-exam reviews where they are", () => {
    let plans = 0;
    for (const [days, tasks, seed] of [
      [28, 60, 1],
      [14, 30, 2],
      [21, 45, 3],
    ]) {
      const instance = examInstance({ days, tasks, seed });
      const options = { ...instance.options, allow_partial: true };
      const categoryIds = [...groupPendingItems(instance.state).keys()].sort((a, b) => a - b);
      const problem = buildProblem(withPastPeriodsClosed(instance.state), gatherWork(instance.state, categoryIds, options));
      const examDays = new Map((instance.state.task_classes ?? []).map((taskClass) => [taskClass.category_id, taskClass.exam_day!]));
      const solved = solvePlan(problem).assignment;
      const finals = planReviews(applyPlacements(instance.state, placementsOf(problem, solved)), { dailyCap: options.daily_cap }).reviews.filter((review) => review.role === "final");
      const examChains = problem.units.filter((unit) => unit.kind === "chain" && unit.settings && examDays.has(unit.settings.category_id));
      for (const plan of chainSubsetPlans(withLadderCosts(problem, examDays), solved, examChains, examDays, finals)) {
        plans++;
        const moved = new Set(examChains.filter((unit) => unit.blocks.some((index) => plan[index] !== solved[index])).map((unit) => unit.settings!.category_id));
        expect(moved.size).toBeGreaterThanOrEqual(1);
        expect(moved.size).toBeLessThanOrEqual(3);
        for (const unit of problem.units) {
          let previous: Candidate | undefined;
          for (const index of unit.blocks) {
            if (unit.kind === "loose") {
              expect(plan[index]).toBe(UNPLACED);
              continue;
            }
            // Every item placed in the start is placed, and nothing else.
            expect(plan[index] === UNPLACED).toBe(solved[index] === UNPLACED);
            if (plan[index] === UNPLACED) continue;
            const candidate = problem.blocks[index].candidates[plan[index]];
            if (previous) expect(before(previous, candidate)).toBe(true);
            previous = candidate;
          }
        }
        for (const review of finals) {
          if (moved.has(review.item.taskClass.category_id)) continue;
          const taken = problem.blocks.some((block) => {
            const candidate = plan[block.index] === UNPLACED ? undefined : block.candidates[plan[block.index]];
            return candidate !== undefined && candidate.day === review.day && (candidate.mask & (1 << (review.slot - 1))) !== 0;
          });
          expect(taken).toBe(false);
        }
        expect(hardRuleViolations(instance.state, applyPlacements(instance.state, placementsOf(problem, plan)), options)).toEqual([]);
      }
    }
    expect(plans).toBeGreaterThan(10);
  });
});
