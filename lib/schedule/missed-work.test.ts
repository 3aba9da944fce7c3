import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { historyCellKey, missedWorkOf } from "./missed-work";
import { sittingsOf, type RecordedCheckin, type StudyPeriod } from "./outcomes";

// Week 1 starts Monday 2026-01-26; week 13 is 2026-04-20 (Monday) to 2026-04-26.
const TERM = { start_date: "2026-01-26", weeks: 18, section_times: DEFAULT_SECTION_TIMES, timezone: "Asia/Shanghai" };

function period(eventId: number, week: number, dayOfWeek: number, section: number, extra: Partial<StudyPeriod> = {}): StudyPeriod {
  return { eventId, week, dayOfWeek, section, embeddedItemId: null, eventName: `块${eventId}`, relId: null, taskId: null, itemContent: null, className: null, ...extra };
}

function skipped(eventId: number, week: number, dayOfWeek: number, slotStart: number, embeddedItemId: number | null = null): RecordedCheckin {
  return { eventId, embeddedItemId, week, dayOfWeek, slotStart, status: "skipped", periodsDone: 0 };
}

describe("missedWorkOf", () => {
  it("sends nothing back without a skipped sitting", () => {
    const sittings = sittingsOf([period(1, 13, 1, 1, { relId: 9 })], TERM);
    const done: RecordedCheckin = { ...skipped(1, 13, 1, 1), status: "done", periodsDone: 1 };
    const missed = missedWorkOf(sittings, [done]);
    expect(missed.items.size).toBe(0);
    expect(missed.historyCells.size).toBe(0);
  });

  it("returns an item whose only sitting was skipped, and keeps its periods as history", () => {
    const sittings = sittingsOf([period(1, 13, 1, 1, { relId: 9 }), period(1, 13, 1, 2, { relId: 9 }), period(2, 13, 2, 3, { relId: 10 })], TERM);
    const missed = missedWorkOf(sittings, [skipped(1, 13, 1, 1)]);
    expect([...missed.items]).toEqual([9]);
    expect(missed.historyCells).toEqual(
      new Set([historyCellKey({ eventId: 1, embeddedItemId: null, week: 13, dayOfWeek: 1, section: 1 }), historyCellKey({ eventId: 1, embeddedItemId: null, week: 13, dayOfWeek: 1, section: 2 })]),
    );
  });

  it("does not return an item re-placed since: its new block is live", () => {
    const sittings = sittingsOf([period(1, 13, 1, 1, { relId: 9 }), period(5, 14, 3, 5, { relId: 9 })], TERM);
    expect(missedWorkOf(sittings, [skipped(1, 13, 1, 1)]).items.size).toBe(0);
  });

  it("reads an embedded sitting by its host and item", () => {
    const sittings = sittingsOf([period(7, 13, 2, 3, { embeddedItemId: 9 }), period(7, 13, 2, 4, { embeddedItemId: 9 })], TERM);
    const missed = missedWorkOf(sittings, [skipped(7, 13, 2, 3, 9)]);
    expect([...missed.items]).toEqual([9]);
    expect(missed.historyCells.has(historyCellKey({ eventId: 7, embeddedItemId: 9, week: 13, dayOfWeek: 2, section: 4 }))).toBe(true);
  });

  it("gives a to-do back the periods of its skipped sittings: the live ones are counted", () => {
    const sittings = sittingsOf(
      [period(3, 13, 1, 1, { taskId: 4 }), period(3, 13, 1, 2, { taskId: 4 }), period(6, 13, 3, 1, { taskId: 4 }), period(6, 13, 3, 2, { taskId: 4 })],
      TERM,
    );
    expect(missedWorkOf(sittings, [skipped(3, 13, 1, 1)]).looseLivePeriods).toEqual(new Map([[4, 2]]));
  });
});
