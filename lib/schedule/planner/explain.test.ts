import { describe, expect, it } from "vitest";
import type { ScheduleState } from "../state";
import { course, item, loose, problemOf, stateOf, taskClass } from "@/testing/planner/fixtures";
import { leftOutOf } from "./explain";
import type { PlanningOptions } from "./request";
import { solvePlan } from "./solve";

function leftOut(state: ScheduleState, options: PlanningOptions = {}) {
  const problem = problemOf(state, options);
  return leftOutOf(problem, solvePlan(problem).assignment);
}

describe("leftOutOf", () => {
  it("is empty when everything fits", () => {
    expect(leftOut(stateOf(1, [loose(21, 4)]))).toEqual([]);
  });

  it("says there is no room when no position of the block's length exists in its days", () => {
    const [left] = leftOut(stateOf(1, [course(1, [[1, 1, 11]]), loose(21, 2)]));
    expect(left).toMatchObject({ missing_items: 1, missing_periods: 2, reason: { kind: "no_room" } });
  });

  it("says the deadline has passed when it falls before the first day the call may use", () => {
    const [left] = leftOut(stateOf(2, [loose(21, 2, { deadline_day: 0 })]));
    expect(left.reason).toEqual({ kind: "past_deadline", deadline_day: 0 });
  });

  it("names the heavier work holding the only positions", () => {
    const state = stateOf(1, [course(1, [[1, 1, 10]]), loose(21, 2, { priority_group: 4 }), loose(22, 2, { priority_group: 1 })]);
    const [left] = leftOut(state);
    expect(left.task.state_id).toBe(21);
    expect(left.reason).toMatchObject({ kind: "taken", heavier: true, by: [{ state_id: 22 }] });
  });

  it("says the days are at the daily cap when free periods remain", () => {
    const [left] = leftOut(stateOf(1, [loose(21, 6)]), { daily_cap: 4 });
    expect(left).toMatchObject({ missing_periods: 2, reason: { kind: "daily_cap", cap: 4 } });
  });

  it("says a loose task used its own days up when nothing else is there", () => {
    const [left] = leftOut(stateOf(1, [course(1, [[1, 1, 8]]), loose(21, 6)]));
    expect(left).toMatchObject({ missing_periods: 2, reason: { kind: "full" } });
  });

  it("reports a chain from its first missing item on, with the items after it waiting on it", () => {
    const state = stateOf(1, [course(1, [[1, 1, 8]]), ...[1, 2, 3, 4].map((order) => item(10 + order, 1, order))], [taskClass(1, { day_end: 1 })]);
    const [left] = leftOut(state);
    expect(left).toMatchObject({ task: { state_id: 13 }, missing_items: 2, missing_periods: 4 });
  });

  it("says the order keeps an item out when open positions lie only before the previous item", () => {
    // Free: 1, 3 and 5-7. The 3-period first item can only take 5-7; the second item fits at 1 or 3, before it.
    const state = stateOf(
      1,
      [course(1, [[1, 2, 2], [1, 4, 4], [1, 8, 12]]), item(11, 1, 1, { duration: 3 }), item(12, 1, 2, { duration: 1 })],
      [taskClass(1, { day_end: 1 })],
    );
    const [left] = leftOut(state);
    expect(left).toMatchObject({ task: { state_id: 12 }, reason: { kind: "after_previous", previous: { state_id: 11 } } });
  });

  it("says a chain used its days up when its own earlier items hold every position", () => {
    const state = stateOf(1, [course(1, [[1, 1, 8]]), ...[1, 2, 3].map((order) => item(10 + order, 1, order))], [taskClass(1, { day_end: 1 })]);
    const [left] = leftOut(state);
    expect(left).toMatchObject({ task: { state_id: 13 }, reason: { kind: "full" } });
  });
});
