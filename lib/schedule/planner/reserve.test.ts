import { describe, expect, it } from "vitest";
import { examInstance } from "@/testing/planner/exam-instance";
import { withPastPeriodsClosed } from "../past-periods";
import { roughSchedule } from "../rough-schedule";
import { touchesExcludedBlock } from "../rough-schedule-plan";
import { periodsPerDay } from "../state";
import { Board, UNPLACED } from "./board";
import { hardRuleViolations } from "./hard-rules";
import { buildProblem } from "./problem";
import { gatherWork, groupPendingItems } from "./request";
import { FREE, assignmentBack, preExamHolds, restrictProblem } from "./reserve";
import { FINAL_REVIEW_DAYS } from "./reviews";
import { solvePlan } from "./solve";

function problemOf(days: number, tasks: number, seed: number) {
  const instance = examInstance({ days, tasks, seed });
  const options = { ...instance.options, allow_partial: true };
  const categoryIds = [...groupPendingItems(instance.state).keys()].sort((a, b) => a - b);
  return { instance, options, problem: buildProblem(withPastPeriodsClosed(instance.state), gatherWork(instance.state, categoryIds, options)) };
}

const bits = (mask: number) => mask.toString(2).replaceAll("0", "").length;

describe("periods held for the pre-exam reviews", () => {
  it("holds at most one period per item, in the exam's final stretch, free, outside the class's excluded blocks, within each day's capacity", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { instance, problem } = problemOf(14, 30, seed);
      const classes = (instance.state.task_classes ?? []).map((taskClass) => ({ taskClass, count: 6 }));
      const periods = periodsPerDay(instance.state.window);
      const held = preExamHolds(problem, classes, periods);
      let total = 0;
      for (let day = 1; day <= problem.days; day++) {
        if (held[day] === 0) continue;
        total += bits(held[day]);
        expect(held[day] & ~problem.cells[day].freeMask).toBe(0);
        expect(bits(held[day])).toBeLessThanOrEqual(problem.day_capacity[day]);
        const stretchOf = classes.filter(({ taskClass }) => day >= taskClass.exam_day! - FINAL_REVIEW_DAYS && day < taskClass.exam_day!);
        expect(stretchOf.length).toBeGreaterThan(0);
        for (let period = 1; period <= periods; period++) {
          if ((held[day] & (1 << (period - 1))) === 0) continue;
          expect(stretchOf.some(({ taskClass }) => !touchesExcludedBlock(period, period, taskClass.excluded_slots))).toBe(true);
        }
      }
      expect(total).toBeLessThanOrEqual(classes.length * 6);
    }
  });

  it("restricts the problem: no candidate touches a held period, the held periods count toward the cap, and a plan maps back candidate for candidate", () => {
    const { problem } = problemOf(14, 30, 1);
    const held = new Array<number>(problem.days + 1).fill(0);
    held[3] = 0b1100;
    held[9] = 0b1;
    const restricted = restrictProblem(problem, held);
    expect(restricted.problem.base_load[3]).toBe(problem.base_load[3] + 2);
    expect(restricted.problem.cells[3].freeMask & held[3]).toBe(0);
    for (const block of restricted.problem.blocks) {
      for (const [index, candidate] of block.candidates.entries()) {
        expect(candidate.mask & held[candidate.day]).toBe(0);
        expect(problem.blocks[block.index].candidates[restricted.back[block.index][index]]).toBe(candidate);
      }
      for (let day = 1; day <= problem.days; day++) {
        for (let index = block.first_of_day[day]; index < block.first_of_day[day + 1]; index++) expect(block.candidates[index].day).toBe(day);
      }
    }
    const solved = solvePlan(restricted.problem);
    const back = assignmentBack(restricted, solved.assignment);
    for (const block of problem.blocks) {
      const at = back[block.index];
      if (at === UNPLACED) continue;
      const candidate = block.candidates[at];
      expect(candidate.mask & held[candidate.day]).toBe(0);
      expect(candidate).toBe(restricted.problem.blocks[block.index].candidates[solved.assignment[block.index]]);
    }
    // Pinned: a unit is fixed (its periods held; it is not in the restricted problem), left out, or planned around
    // the others.
    const pinOf = (unit: number) => unit % 3;
    const pins = Int32Array.from(problem.blocks, (block) => (pinOf(block.unit) === 0 ? back[block.index] : pinOf(block.unit) === 1 ? UNPLACED : FREE));
    const pinned = restrictProblem(problem, held, pins);
    const pinnedMask = new Array<number>(problem.days + 1).fill(0);
    for (const block of problem.blocks) {
      if (pins[block.index] < 0) continue;
      const candidate = block.candidates[pins[block.index]];
      pinnedMask[candidate.day] |= candidate.mask;
    }
    expect([...pinned.original]).toEqual(problem.blocks.filter((block) => pins[block.index] === FREE).map((block) => block.index));
    for (const block of pinned.problem.blocks) {
      expect(pinned.problem.units[block.unit].blocks).toContain(block.index);
      for (const candidate of block.candidates) expect(candidate.mask & (held[candidate.day] | pinnedMask[candidate.day])).toBe(0);
    }
    const solvedPinned = assignmentBack(pinned, solvePlan(pinned.problem).assignment);
    for (const block of problem.blocks) if (pins[block.index] !== FREE) expect(solvedPinned[block.index]).toBe(pins[block.index]);
    const board = new Board(problem);
    for (const block of problem.blocks) {
      if (solvedPinned[block.index] === UNPLACED) continue;
      expect(board.fits(block, block.candidates[solvedPinned[block.index]])).toBe(true);
      board.place(block, solvedPinned[block.index]);
    }
    // The rankings read off the original's (pack.ts) order the candidates as sorting them again does.
    for (const cut of [restricted, pinned]) {
      const fresh = { ...cut.problem, derived_from: undefined };
      expect(Array.from(solvePlan(cut.problem).assignment)).toEqual(Array.from(solvePlan(fresh).assignment));
    }
    expect(() => restrictProblem(problem, held, Int32Array.from(problem.blocks, (block) => (block.index === problem.units[0].blocks[0] ? UNPLACED : FREE)))).toThrow();
  });

  it("lets the 14-day light instance keep the to-dos the joint MILP keeps (the room-making alone left out 2 more periods)", () => {
    const { instance, options } = problemOf(14, 30, 1);
    const result = roughSchedule(instance.state, options);
    const review = result.review_score!;
    expect(review.final_missing).toBe(0);
    // The joint MILP's optimum leaves out 4 weighted periods (2 blocks of a quadrant-4 to-do due on day 3), no lateness.
    expect((result.score?.objective ?? 0) - review.objective).toBeLessThanOrEqual(4 + 1e-6);
    expect(hardRuleViolations(instance.state, { ...result.state, tasks: result.state.tasks.filter((task) => task.source !== "review") }, options)).toEqual([]);
  });
});
