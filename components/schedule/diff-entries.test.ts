import { describe, expect, it } from "vitest";
import type { Placement, ScheduleChange } from "@/lib/protocol/data-parts";
import { diffDays } from "./diff-entries";

function at(date: string, dayOfWeek: number, slotStart: number, slotEnd: number): Placement {
  return { day: 1, week: 13, day_of_week: dayOfWeek, date, slot_start: slotStart, slot_end: slotEnd };
}

function change(overrides: Partial<ScheduleChange>): ScheduleChange {
  return { state_id: 1, name: "复习", category: "学习", change: "move", from: [], to: [], ...overrides };
}

describe("diffDays", () => {
  it("leaves out ranges a task keeps, so one moved occurrence of several shows alone", () => {
    const days = diffDays([
      change({
        from: [at("2026-04-20", 1, 1, 2), at("2026-04-22", 3, 1, 2)],
        to: [at("2026-04-20", 1, 1, 2), at("2026-04-23", 4, 5, 6)],
      }),
    ]);
    expect(days.map((day) => [day.date, day.entries.map((entry) => `${entry.side}:${entry.slot_start}-${entry.slot_end}`)])).toEqual([
      ["2026-04-22", ["from:1-2"]],
      ["2026-04-23", ["to:5-6"]],
    ]);
  });

  it("shows both sides when only the host changes (same periods, now embedded)", () => {
    const days = diffDays([change({ from: [at("2026-04-22", 3, 3, 4)], to: [at("2026-04-22", 3, 3, 4)], embedded_in: "思想政治" })]);
    expect(days).toHaveLength(1);
    expect(days[0].entries.map((entry) => [entry.side, entry.embedded_in])).toEqual([
      ["from", undefined],
      ["to", "思想政治"],
    ]);
  });

  it("groups entries of several changes by date, sorted", () => {
    const days = diffDays([
      change({ state_id: 2, change: "place", to: [at("2026-04-24", 5, 9, 10)] }),
      change({ state_id: 3, change: "unplace", from: [at("2026-04-22", 3, 7, 8)] }),
      change({ state_id: 4, change: "place", to: [at("2026-04-24", 5, 1, 2)] }),
    ]);
    expect(days.map((day) => [day.date, day.entries.length])).toEqual([
      ["2026-04-22", 1],
      ["2026-04-24", 2],
    ]);
  });

  it("returns no days for no changes", () => {
    expect(diffDays([])).toEqual([]);
  });

  it("does not mutate the input", () => {
    const input = [change({ from: [at("2026-04-22", 3, 7, 8)], to: [at("2026-04-24", 5, 9, 10)] })];
    const copy = structuredClone(input);
    diffDays(input);
    expect(input).toEqual(copy);
  });
});
