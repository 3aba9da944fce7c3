import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import { roughSchedule } from "../rough-schedule";
import { dayGrid } from "../occupancy";
import type { ScheduleState } from "../state";
import { applyPlacements, placementsOf } from "./apply";
import { hardRuleViolations } from "./hard-rules";
import { buildProblem } from "./problem";
import { gatherWork, groupPendingItems } from "./request";
import { reviewTasks, spacedWell, studiedItems, type PlannedReview } from "./reviews";
import { scoreAssignment, scoreReviews } from "./score";
import { examInstance } from "@/testing/planner/exam-instance";
import { solveJointMilp, type JointPlan } from "@/testing/planner/joint-milp";
import { solveMilp } from "@/testing/planner/milp";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const now = () => performance.now();

/** The state a joint plan stands for: its study placed, then its reviews as review sittings. */
function stateOf(problem: ReturnType<typeof buildProblem>, plan: JointPlan): { studied: ScheduleState; reviewed: ScheduleState } {
  const studied = applyPlacements(problem.state, placementsOf(problem, plan.assignment));
  const items = new Map(studiedItems(studied).map((item) => [item.item_id, item]));
  const planned: PlannedReview[] = plan.reviews.map((review) => ({ item: items.get(review.item_id)!, role: "middle", day: review.day, slot: review.slot }));
  return { studied, reviewed: { ...studied, tasks: [...studied.tasks, ...reviewTasks(studied, planned)] } };
}

describe("the joint MILP: study and spaced reviews in one model", () => {
  it("decodes to a plan that keeps the planner's rules and scores exactly its objective; bounds the planner's whole objective", () => {
    let solved = 0;
    let reviews = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const instance = examInstance({ days: 10, tasks: 12, seed });
      const options = { ...instance.options, allow_partial: true };
      const categoryIds = [...groupPendingItems(instance.state).keys()].sort((a, b) => a - b);
      const problem = buildProblem(instance.state, gatherWork(instance.state, categoryIds, options));
      const joint = solveJointMilp(problem, highs, { timeLimitSeconds: 20, now });
      expect(joint).not.toBeNull();
      if (!joint || joint.status !== "optimal") continue;
      solved++;
      reviews += joint.plan.reviews.length;
      const { studied, reviewed } = stateOf(problem, joint.plan);
      // Scored with the planner's own functions, the decoded plan costs what the model says.
      const score = scoreAssignment(problem, joint.plan.assignment).objective + scoreReviews(reviewed).objective;
      expect(score).toBeCloseTo(joint.objective, 6);
      expect(scoreReviews(reviewed).too_close).toBe(0);
      // The study keeps the hard rules; each review is alone in a period outside its class's excluded blocks,
      // before the exam, well spaced after its item, within the daily cap.
      expect(hardRuleViolations(instance.state, studied, options)).toEqual([]);
      for (const task of reviewed.tasks.filter((candidate) => candidate.source === "review")) {
        const [slot] = task.slots!;
        expect(dayGrid(reviewed, slot.day)[slot.slot_start]).toHaveLength(1);
        const taskClass = reviewed.task_classes!.find((c) => c.category_id === task.category_id)!;
        expect(taskClass.excluded_slots).not.toContain(Math.ceil(slot.slot_start / 2));
        expect(slot.day).toBeLessThan(taskClass.exam_day!);
      }
      for (const item of studiedItems(reviewed)) {
        const days = joint.plan.reviews.filter((review) => review.item_id === item.item_id).map((review) => review.day).sort((a, b) => a - b);
        expect(spacedWell([item.study_day, ...days])).toBe(true);
      }
      if (options.daily_cap !== undefined) {
        for (let day = 1; day <= reviewed.window.total_days; day++) {
          const study = dayGrid(reviewed, day).filter((occupants, period) => period > 0 && occupants.some((o) => !(o.task.source === "event" && o.task.event_type === "course"))).length;
          const before = dayGrid(instance.state, day).filter((occupants, period) => period > 0 && occupants.some((o) => !(o.task.source === "event" && o.task.event_type === "course"))).length;
          expect(study).toBeLessThanOrEqual(Math.max(options.daily_cap, before));
        }
      }
      // The planner's whole plan (study + reviews) is one of the model's plans: never below its optimum; and the
      // study terms alone never exceed the joint optimum's.
      const planner = roughSchedule(instance.state, options);
      expect(joint.objective).toBeLessThanOrEqual((planner.score?.objective ?? 0) + 1e-6);
      const studyOnly = solveMilp(problem, highs, { timeLimitSeconds: 20, now });
      if (studyOnly.status === "optimal") expect(studyOnly.score.objective).toBeLessThanOrEqual(joint.objective + 1e-6);
    }
    expect(solved).toBeGreaterThanOrEqual(6);
    expect(reviews).toBeGreaterThan(20);
  });
});
