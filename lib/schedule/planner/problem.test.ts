import { describe, expect, it } from "vitest";
import { course, fillerCourse, item, loose, problemOf, stateOf, taskClass } from "@/testing/planner/fixtures";
import { EMBED_COST_PER_PERIOD, LATE_COST_PER_PERIOD, QUADRANT_WEIGHT } from "./objective";
import { looseBlockLengths } from "./problem";

const positions = (candidates: ReadonlyArray<{ day: number; slot_start: number; slot_end: number }>) =>
  candidates.map(({ day, slot_start, slot_end }) => `${day}:${slot_start}-${slot_end}`);

describe("looseBlockLengths", () => {
  it("cuts an estimate into blocks of 2 with the remainder last", () => {
    expect(looseBlockLengths(loose(1, 5), 12)).toEqual([2, 2, 1]);
  });

  it("keeps an estimate of exactly one block whole", () => {
    expect(looseBlockLengths(loose(1, 2), 12)).toEqual([2]);
  });

  it("uses the requested block length", () => {
    expect(looseBlockLengths(loose(1, 7, { block_length: 3 }), 12)).toEqual([3, 3, 1]);
  });

  it("falls back to 2 for a block length that is not a positive integer", () => {
    expect(looseBlockLengths(loose(1, 3, { block_length: 0 }), 12)).toEqual([2, 1]);
    expect(looseBlockLengths(loose(1, 3, { block_length: 1.5 }), 12)).toEqual([2, 1]);
  });

  it("caps a block length at a day of 12 periods", () => {
    expect(looseBlockLengths(loose(1, 14, { block_length: 20 }), 12)).toEqual([12, 2]);
  });
});

describe("buildProblem", () => {
  it("gives a chain item only positions inside its class's days, off excluded blocks and off courses", () => {
    const state = stateOf(3, [course(1, [[2, 3, 12]]), item(11, 1, 1)], [taskClass(1, { day_start: 2, day_end: 2, excluded_slots: [1] })]);
    const [block] = problemOf(state).blocks;
    expect(positions(block.candidates)).toEqual([]);
    const wider = stateOf(3, [course(1, [[2, 5, 12]]), item(11, 1, 1)], [taskClass(1, { day_start: 2, day_end: 2, excluded_slots: [1] })]);
    expect(positions(problemOf(wider).blocks[0].candidates)).toEqual(["2:3-4"]);
  });

  it("offers 水课 positions only to a class that allows them, at the embedding cost", () => {
    const tasks = [course(1, [[1, 1, 10]]), fillerCourse(2, [[1, 11, 12]]), item(11, 1, 1)];
    expect(problemOf(stateOf(1, tasks, [taskClass(1, { day_end: 1 })])).blocks[0].candidates).toEqual([]);
    const allowed = problemOf(stateOf(1, tasks, [taskClass(1, { day_end: 1, allow_filler_course: true })])).blocks[0];
    expect(allowed.candidates).toEqual([
      { day: 1, slot_start: 11, slot_end: 12, mask: 0b110000000000, host_id: 2, cost: 2 * EMBED_COST_PER_PERIOD },
    ]);
  });

  it("keeps a pending item after the class's earlier items already on the timetable", () => {
    const committed = item(11, 1, 1, { source: "event", status: "existing", event_type: "task", slots: [{ day: 2, slot_start: 5, slot_end: 6 }] });
    const state = stateOf(2, [committed, item(12, 1, 2)], [taskClass(1, { day_end: 2 })]);
    expect(positions(problemOf(state).blocks[0].candidates)).toEqual(["2:7-8", "2:8-9", "2:9-10", "2:10-11", "2:11-12"]);
  });

  it("cuts a loose task into blocks that may go up to its deadline and charges lateness from its urgency day", () => {
    const state = stateOf(3, [course(1, [[1, 1, 12], [2, 1, 10]]), loose(21, 3, { deadline_day: 2, urgent_from_day: 2, priority_group: 2 })]);
    const problem = problemOf(state);
    expect(problem.blocks.map((block) => block.length)).toEqual([2, 1]);
    expect(positions(problem.blocks[0].candidates)).toEqual(["2:11-12"]);
    expect(problem.blocks[0].candidates[0].cost).toBeCloseTo(2 * LATE_COST_PER_PERIOD);
    expect(problem.units[0]).toMatchObject({ kind: "loose", day_start: 1, day_end: 2, total_periods: 3 });
  });

  it("puts the blocks of one loose task of one length in one group and gives other lengths their own", () => {
    const problem = problemOf(stateOf(1, [loose(21, 5)]));
    const [first, second, third] = problem.blocks;
    expect(first.group).toBe(second.group);
    expect(third.group).not.toBe(first.group);
    expect(first.candidates).toBe(second.candidates);
  });

  it("lets a loose task embed only when it is one block and the call allows loose tasks in 水课", () => {
    const tasks = [course(1, [[1, 1, 10]]), fillerCourse(2, [[1, 11, 12]])];
    expect(problemOf(stateOf(1, [...tasks, loose(21, 2)]), { allow_loose_embed: true }).blocks[0].candidates).toHaveLength(1);
    expect(problemOf(stateOf(1, [...tasks, loose(21, 2)])).blocks[0].candidates).toEqual([]);
    // allow_filler_course is the classes' permission; it does not reach loose tasks.
    expect(problemOf(stateOf(1, [...tasks, loose(21, 2)]), { allow_filler_course: true }).blocks[0].candidates).toEqual([]);
    const split = problemOf(stateOf(1, [...tasks, loose(21, 4)]), { allow_loose_embed: true });
    expect(split.blocks.every((block) => block.candidates.length === 0)).toBe(true);
  });

  it("weighs a loose task by its quadrant today: quadrant 2 past its urgency threshold counts as 1", () => {
    const problem = problemOf(
      stateOf(2, [
        loose(21, 1, { priority_group: 2, urgent_from_day: 1 }),
        loose(22, 1, { priority_group: 2, urgent_from_day: 2 }),
        loose(23, 1, { deadline_day: 2 }),
        loose(24, 1),
      ]),
    );
    expect(problem.blocks.map((block) => block.weight)).toEqual([QUADRANT_WEIGHT[1], QUADRANT_WEIGHT[2], QUADRANT_WEIGHT[2], QUADRANT_WEIGHT[3]]);
  });

  it("counts each day's study already on the timetable and what the daily cap still allows", () => {
    const study = item(9, 2, 1, { source: "event", status: "existing", event_type: "task", slots: [{ day: 1, slot_start: 1, slot_end: 3 }] });
    const problem = problemOf(stateOf(2, [study, course(1, [[2, 1, 10]]), loose(21, 1)]), { daily_cap: 6 });
    expect(problem.base_load.slice(1)).toEqual([3, 0]);
    expect(problem.day_capacity.slice(1)).toEqual([3, 2]);
  });
});
