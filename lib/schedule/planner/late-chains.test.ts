import { describe, expect, it } from "vitest";
import { examInstance } from "@/testing/planner/exam-instance";
import { withPastPeriodsClosed } from "../past-periods";
import { roughSchedule } from "../rough-schedule";
import { applyPlacements, placementsOf } from "./apply";
import { Board, UNPLACED, before } from "./board";
import { hardRuleViolations } from "./hard-rules";
import { LATEST_EXAM_FIRST, lateChainsPlan, type LateChainsVariant } from "./late-chains";
import { buildProblem, type Candidate } from "./problem";
import { gatherWork, groupPendingItems } from "./request";
import { planReviews } from "./review-placement";
import { solvePlan } from "./solve";

const VARIANTS: LateChainsVariant[] = [LATEST_EXAM_FIRST, { minDays: 3, interleave: true, gapWeight: 1 }, { minDays: 4, interleave: true, gapWeight: 0 }];

describe("exam items late, loose work early", () => {
  it("lays each exam chain, in each layout, in order and early enough before its exam, around the reviews, keeping every hard rule", () => {
    let planned = 0;
    for (const [days, tasks] of [
      [14, 30],
      [28, 60],
      [10, 12],
      [21, 40],
    ]) {
      for (let seed = 1; seed <= 6; seed++) {
        const instance = examInstance({ days, tasks, seed });
        const options = { ...instance.options, allow_partial: true };
        const categoryIds = [...groupPendingItems(instance.state).keys()].sort((a, b) => a - b);
        const problem = buildProblem(withPastPeriodsClosed(instance.state), gatherWork(instance.state, categoryIds, options));
        const solved = solvePlan(problem);
        const reviews = planReviews(applyPlacements(instance.state, placementsOf(problem, solved.assignment)), { dailyCap: options.daily_cap }).reviews;
        const examDays = new Map((instance.state.task_classes ?? []).map((taskClass) => [taskClass.category_id, taskClass.exam_day!]));
        for (const variant of VARIANTS) {
          const late = lateChainsPlan(problem, solved.assignment, reviews, examDays, variant);
          if (!late) continue;
          planned++;
          const board = new Board(problem);
          for (const review of reviews) {
            board.used[review.day] |= 1 << (review.slot - 1);
            board.load[review.day]++;
          }
          for (const unit of problem.units) {
            let previous: Candidate | undefined;
            for (const index of unit.blocks) {
              const block = problem.blocks[index];
              const at = late[index];
              if (unit.kind === "chain") {
                // The same items stay placed (a prefix), in order, `minDays` before the exam at the latest.
                expect(at === UNPLACED).toBe(solved.assignment[index] === UNPLACED);
                if (at === UNPLACED) continue;
                const candidate = block.candidates[at];
                expect(candidate.day).toBeLessThanOrEqual(examDays.get(unit.settings!.category_id)! - variant.minDays);
                if (previous) expect(before(previous, candidate)).toBe(true);
                previous = candidate;
              }
              if (at === UNPLACED) continue;
              expect(board.hasRoom(block, block.candidates[at])).toBe(true);
              board.place(block, at);
            }
          }
          const studied = applyPlacements(instance.state, placementsOf(problem, late));
          expect(hardRuleViolations(instance.state, studied, options)).toEqual([]);
        }
      }
    }
    expect(planned).toBeGreaterThan(36);
  });

  it("asks for fewer reviews on the 14-day light instance: 15 dropped instead of 22, as many pre-exam reviews placed", () => {
    const instance = examInstance({ days: 14, tasks: 30, seed: 1 });
    const result = roughSchedule(instance.state, { ...instance.options, allow_partial: true });
    expect(result.review_score!.final_missing).toBe(0);
    expect(result.review_score!.dropped).toBeLessThanOrEqual(15);
    expect(result.score!.objective).toBeLessThanOrEqual(5.5 + 1e-6);
  });

  it("asks for fewer reviews on the 28-day light instance: 37 dropped instead of 55, every pre-exam review placed", () => {
    const instance = examInstance({ days: 28, tasks: 60, seed: 1 });
    const result = roughSchedule(instance.state, { ...instance.options, allow_partial: true });
    expect(result.review_score!.final_missing).toBe(0);
    expect(result.review_score!.dropped).toBeLessThanOrEqual(37);
    expect(result.score!.objective).toBeLessThanOrEqual(4.2 + 1e-6);
  });
});
