import { describe, expect, it } from "vitest";
import { applyPlacements, placementsOf } from "./apply";
import { augmentPlan } from "./augment";
import { Board } from "./board";
import { hardRuleViolations } from "./hard-rules";
import type { PlanProblem } from "./problem";
import { scoreAssignment } from "./score";
import { searchPlan } from "./search";
import { course, fillerCourse, item, loose, problemOf, stateOf, taskClass } from "@/testing/planner/fixtures";
import { randomInstance } from "@/testing/planner/random-instance";

/** A board with each listed block (by state id) at the candidate starting at [day, period]. */
function boardWith(problem: PlanProblem, at: Record<number, [day: number, period: number]>): Board {
  const board = new Board(problem);
  for (const block of problem.blocks) {
    const where = at[block.task.state_id];
    if (!where) continue;
    const index = block.candidates.findIndex((candidate) => candidate.day === where[0] && candidate.slot_start === where[1]);
    expect(index, `task ${block.task.state_id}`).toBeGreaterThanOrEqual(0);
    board.place(block, index);
  }
  return board;
}

const dayOf = (problem: PlanProblem, board: Board, stateId: number) =>
  board.candidateOf(problem.blocks.find((block) => block.task.state_id === stateId)!)?.day;

describe("augmentPlan", () => {
  it("takes a block off a 水课 when that needs two others to step one day further each", () => {
    // Each day is free at periods 1-2 only; day 1 also has a 水课 at 3-4. A is due day 1, B day 2, C day 3.
    const state = stateOf(3, [
      course(1, [[1, 5, 12], [2, 3, 12], [3, 3, 12]]),
      fillerCourse(2, [[1, 3, 4]]),
      loose(21, 2, { deadline_day: 1 }),
      loose(22, 2, { deadline_day: 2 }),
      loose(23, 2, { deadline_day: 3 }),
    ]);
    const problem = problemOf(state, { allow_loose_embed: true });
    const board = boardWith(problem, { 21: [1, 3], 22: [1, 1], 23: [2, 1] });
    expect(scoreAssignment(problem, board.assignment).embedded_periods).toBe(2);

    expect(augmentPlan(board)).toBe(true);
    expect(scoreAssignment(problem, board.assignment)).toMatchObject({ embedded_periods: 0, missed_periods: 0 });
    expect([21, 22, 23].map((id) => dayOf(problem, board, id))).toEqual([1, 2, 3]);
  });

  it("lets two blocks trade places when neither can move alone", () => {
    // Both days are full; X is late on day 2 (its urgency day), Y has no urgency: swapping costs nothing.
    const state = stateOf(2, [
      course(1, [[1, 3, 12], [2, 3, 12]]),
      loose(21, 2, { priority_group: 2, deadline_day: 2, urgent_from_day: 2 }),
      loose(22, 2, { priority_group: 2, deadline_day: 2 }),
    ]);
    const problem = problemOf(state);
    const board = boardWith(problem, { 21: [2, 1], 22: [1, 1] });
    expect(scoreAssignment(problem, board.assignment).late_periods).toBe(2);

    expect(augmentPlan(board)).toBe(true);
    expect(scoreAssignment(problem, board.assignment).objective).toBe(0);
    expect([21, 22].map((id) => dayOf(problem, board, id))).toEqual([1, 2]);
  });

  it("gets a left-out block onto a day at its cap by moving another block of that day elsewhere", () => {
    // Cap 2. Day 1 is free at 1-2 and 3-4, and B at 1-2 fills its cap; day 2 is free at 1-2 only. The item may
    // not use periods 1-2 (its class excludes them), so it displaces nobody: B must leave the day for it.
    const state = stateOf(
      2,
      [course(1, [[1, 5, 12], [2, 3, 12]]), item(11, 1, 1), loose(22, 2, { priority_group: 4, deadline_day: 2 })],
      [taskClass(1, { day_end: 1, excluded_slots: [1] })],
    );
    const problem = problemOf(state, { daily_cap: 2 });
    const board = boardWith(problem, { 22: [1, 1] });

    expect(augmentPlan(board)).toBe(true);
    expect(scoreAssignment(problem, board.assignment).missed_periods).toBe(0);
    expect([11, 22].map((id) => dayOf(problem, board, id))).toEqual([1, 2]);
  });

  it("changes nothing when nothing costs anything", () => {
    const state = stateOf(2, [course(1, [[1, 3, 12]]), loose(21, 2, { deadline_day: 2 })]);
    const problem = problemOf(state);
    const board = boardWith(problem, { 21: [1, 1] });
    expect(augmentPlan(board)).toBe(false);
    expect(dayOf(problem, board, 21)).toBe(1);
  });

  it("never raises the objective and keeps every hard rule on seeded instances", () => {
    let improved = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const instance = randomInstance({ days: 3 + (seed % 12), tasks: 10 + seed * 2, seed, daily_cap: seed % 3 === 0 ? null : 6 + (seed % 3) });
      const problem = problemOf(instance.state, instance.options);
      const board = searchPlan(problem, "deadline");
      const before = scoreAssignment(problem, board.assignment).objective;
      augmentPlan(board);
      const after = scoreAssignment(problem, board.assignment).objective;
      expect(after, instance.label).toBeLessThanOrEqual(before + 1e-9);
      if (after < before - 1e-9) improved++;
      const placed = applyPlacements(instance.state, placementsOf(problem, board.assignment));
      expect(hardRuleViolations(instance.state, placed, instance.options), instance.label).toEqual([]);
    }
    // The raw search leaves room for chains of moves on some of these: the test must see some.
    expect(improved).toBeGreaterThan(0);
  });
});
