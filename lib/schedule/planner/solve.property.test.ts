import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roughSchedule } from "../rough-schedule";
import type { ScheduleState } from "../state";
import { hardRuleViolations } from "./hard-rules";
import { randomInstance } from "@/testing/planner/random-instance";

const instanceArbitrary = fc.record({
  days: fc.integer({ min: 1, max: 6 }),
  tasks: fc.integer({ min: 1, max: 16 }),
  seed: fc.nat(100_000),
  daily_cap: fc.constantFrom(null, 4, 6, 8),
  allow_filler_course: fc.constantFrom(undefined, true, false),
});

/** Periods of all pending work: each item's duration (2 by default), each loose task's estimate. */
function pendingPeriods(state: ScheduleState): number {
  return state.tasks
    .filter((task) => task.status === "pending")
    .reduce((sum, task) => sum + (task.category_id === undefined ? (task.estimated_sections ?? 0) : (task.duration ?? 2)), 0);
}

function optionsOf(spec: { allow_filler_course?: boolean }, base: object) {
  if (spec.allow_filler_course === undefined) return base;
  return { ...base, allow_filler_course: spec.allow_filler_course, allow_loose_embed: spec.allow_filler_course };
}

describe("roughSchedule with allow_partial on random instances (properties)", () => {
  it("never breaks a hard rule, never mutates its input, and accounts for every period it was asked for", () => {
    let partial = 0;
    let loosePlaced = 0;
    fc.assert(
      fc.property(instanceArbitrary, (spec) => {
        const instance = randomInstance(spec);
        const options = optionsOf(spec, { ...instance.options, allow_partial: true });
        const before = structuredClone(instance.state);
        const result = roughSchedule(instance.state, options);
        expect(instance.state).toEqual(before);
        expect(hardRuleViolations(instance.state, result.state, options)).toEqual([]);

        const placed = result.placed.reduce((sum, p) => sum + p.slot_end - p.slot_start + 1, 0);
        const leftOut = (result.left_out ?? []).reduce((sum, left) => sum + left.missing_periods, 0);
        expect(placed + leftOut).toBe(pendingPeriods(instance.state));
        expect(result.missing_periods ?? 0).toBe(leftOut);
        expect(result.ok).toBe(placed > 0);
        if (leftOut > 0 && placed > 0) partial++;
        if (result.placed.some((p) => instance.state.tasks.find((task) => task.state_id === p.state_id)?.estimated_sections !== undefined)) {
          loosePlaced++;
        }
      }),
      { numRuns: 300 },
    );
    // The instances are overloaded on purpose: many runs must really leave something out, and place loose tasks.
    expect(partial).toBeGreaterThan(100);
    expect(loosePlaced).toBeGreaterThan(100);
  });

  it("keeps to a requested sub-window as well", () => {
    fc.assert(
      fc.property(instanceArbitrary, fc.integer({ min: 1, max: 6 }), (spec, dayStart) => {
        const instance = randomInstance(spec);
        const start = Math.min(dayStart, instance.state.window.total_days);
        const options = optionsOf(spec, { ...instance.options, allow_partial: true, day_start: start });
        const result = roughSchedule(instance.state, options);
        expect(hardRuleViolations(instance.state, result.state, options)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("all or nothing (the default) places everything, or nothing and hands back the very input state", () => {
    let refused = 0;
    fc.assert(
      fc.property(instanceArbitrary, (spec) => {
        const instance = randomInstance(spec);
        const options = optionsOf(spec, instance.options);
        const result = roughSchedule(instance.state, options);
        expect(hardRuleViolations(instance.state, result.state, options)).toEqual([]);
        expect(result.ok).toBe(result.left_out?.length === 0);
        expect(result.ok || (result.state === instance.state && result.placed.length === 0)).toBe(true);
        if (!result.ok) refused++;
      }),
      { numRuns: 150 },
    );
    expect(refused).toBeGreaterThan(50);
  });
});
