import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPlacement } from "../occupancy";
import type { StateTask } from "../state";
import { course, fillerCourse, item, stateOf } from "@/testing/planner/fixtures";
import { classifyDays, periodMask, positionKind } from "./grid";

describe("periodMask", () => {
  it("sets one bit per period, period 1 as the lowest bit", () => {
    expect(periodMask(1, 1)).toBe(0b1);
    expect(periodMask(3, 4)).toBe(0b1100);
  });

  it("covers the whole day for periods 1-12", () => {
    expect(periodMask(1, 12)).toBe(0xfff);
  });
});

describe("classifyDays", () => {
  it("marks free periods, the periods of one 水课 occurrence, and counts study periods", () => {
    const guest = item(30, 1, 1, { status: "suggested", embed_host: 2, slots: [{ day: 1, slot_start: 5, slot_end: 6 }] });
    const state = stateOf(1, [
      course(1, [[1, 1, 2]]),
      { ...fillerCourse(2, [[1, 5, 8]]), embedded_by: [30] },
      guest,
      item(31, 1, 2, { status: "suggested", slots: [{ day: 1, slot_start: 11, slot_end: 12 }] }),
    ]);
    const [, day] = classifyDays(state);
    expect(day.freeMask).toBe(periodMask(3, 4) | periodMask(9, 10));
    // 5-6 hold the host and its guest: two occupants, no longer shareable. 7-8 hold the host alone.
    expect(Array.from(day.occurrence.slice(5, 9))).toEqual([-1, -1, 0, 0]);
    expect(Array.from(day.hostId.slice(7, 9))).toEqual([2, 2]);
    expect(day.studyPeriods).toBe(4);
  });

  it("treats a locked can_embed course as taken", () => {
    const state = stateOf(1, [course(1, [[1, 1, 2]], { can_embed: true })]);
    expect(Array.from(classifyDays(state)[1].occurrence.slice(1, 3))).toEqual([-1, -1]);
  });
});

/** Random occupants of two days, overlapping on purpose: hosts, guests, locked and unlocked, tasks and courses. */
const occupantArbitrary = fc.record({
  day: fc.integer({ min: 1, max: 2 }),
  start: fc.integer({ min: 1, max: 12 }),
  length: fc.integer({ min: 1, max: 5 }),
  kind: fc.constantFrom("locked", "filler", "filler", "task", "guest"),
});

describe("positionKind", () => {
  it("gives checkPlacement's answer for every range of every day", () => {
    fc.assert(
      fc.property(fc.array(occupantArbitrary, { maxLength: 10 }), (occupants) => {
        const tasks: StateTask[] = occupants.map(({ day, start, length, kind }, index) => {
          const range: [number, number, number] = [day, start, Math.min(12, start + length - 1)];
          if (kind === "locked") return course(index + 1, [range]);
          if (kind === "filler") return fillerCourse(index + 1, [range]);
          const placed = item(index + 1, 1, index + 1, { status: "suggested", slots: [{ day, slot_start: range[1], slot_end: range[2] }] });
          return kind === "guest" ? { ...placed, embed_host: 1 } : placed;
        });
        const state = stateOf(2, tasks);
        const days = classifyDays(state);
        for (let day = 1; day <= 2; day++) {
          for (let start = 1; start <= 12; start++) {
            for (let end = start; end <= 12; end++) {
              const expected = checkPlacement(state, day, start, end);
              const actual = positionKind(days[day], start, end);
              expect(actual.kind, `第${day}天第${start}-${end}节`).toBe(expected.kind);
              if (expected.kind === "embed" && actual.kind === "embed") expect(actual.hostId).toBe(expected.host.state_id);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
