import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import {
  checkinRecord,
  classProgress,
  doneItems,
  hasBegun,
  itemDone,
  periodStart,
  progressDays,
  sittingFor,
  sittingsOf,
  termWeeksBetween,
  weekBlocksWithOutcomes,
  withOutcomes,
  type RecordedCheckin,
  type StudyPeriod,
} from "./outcomes";

// Week 1 starts Monday 2026-01-26; week 13 runs Monday 2026-04-20 to Sunday 2026-04-26. Periods: 1 at 08:00,
// 3 at 10:00, 9 at 19:00, 11 at 20:50, 12 at 21:45, Shanghai time (UTC+8).
const TERM = { start_date: "2026-01-26", weeks: 18, section_times: DEFAULT_SECTION_TIMES, timezone: "Asia/Shanghai" };

/** Instants named by their Shanghai wall clock, to keep every test's "now" readable. */
const shanghai = (wall: string) => new Date(`${wall}+08:00`);

function period(eventId: number, week: number, dayOfWeek: number, section: number, extra: Partial<StudyPeriod> = {}): StudyPeriod {
  return {
    eventId,
    week,
    dayOfWeek,
    section,
    embeddedItemId: null,
    eventName: `块${eventId}`,
    relId: null,
    taskId: null,
    itemContent: null,
    className: null,
    ...extra,
  };
}

const checkin = (eventId: number, week: number, dayOfWeek: number, slotStart: number, status: RecordedCheckin["status"], periodsDone: number, embeddedItemId: number | null = null): RecordedCheckin => ({
  eventId,
  embeddedItemId,
  week,
  dayOfWeek,
  slotStart,
  status,
  periodsDone,
});

describe("sittingsOf", () => {
  it("makes one sitting of consecutive periods of a day, and another of each other day or gap", () => {
    const sittings = sittingsOf(
      [period(1, 13, 3, 3), period(1, 13, 3, 4), period(1, 13, 3, 9), period(1, 13, 5, 1), period(1, 14, 3, 3)],
      TERM,
    );
    expect(sittings.map((sitting) => [sitting.date, sitting.slotStart, sitting.slotEnd, sitting.periods])).toEqual([
      ["2026-04-22", 3, 4, 2], // Wednesday of week 13
      ["2026-04-22", 9, 9, 1],
      ["2026-04-24", 1, 1, 1], // Friday
      ["2026-04-29", 3, 3, 1], // Wednesday of week 14
    ]);
  });

  it("names an embedded item by its content and class, addressed by its host course's event", () => {
    const [guest] = sittingsOf(
      [period(7, 13, 3, 3, { embeddedItemId: 40, eventName: "思想政治", itemContent: "第一章", className: "概率论复习" })],
      TERM,
    );
    expect(guest).toMatchObject({ kind: "embedded", eventId: 7, embeddedItemId: 40, itemId: 40, taskId: null, name: "第一章", category: "概率论复习" });
  });

  it("files a loose task's sitting under 待办 and a task item's under its class", () => {
    const [loose, item] = sittingsOf(
      [period(2, 13, 1, 1, { taskId: 5, eventName: "写报告" }), period(3, 13, 1, 3, { relId: 9, itemContent: "第二章", className: "离散数学" })],
      TERM,
    );
    expect(loose).toMatchObject({ kind: "study", taskId: 5, itemId: null, category: "待办", name: "写报告" });
    expect(item).toMatchObject({ kind: "study", taskId: null, itemId: 9, category: "离散数学" });
  });
});

describe("periodStart and hasBegun", () => {
  it("starts a period at its clock time in the student's zone, whatever the server's zone", () => {
    expect(periodStart(TERM, "2026-04-22", 3).toISOString()).toBe("2026-04-22T02:00:00.000Z");
  });

  it("counts a block as begun from the minute its first period starts", () => {
    const [block] = sittingsOf([period(1, 13, 3, 3)], TERM); // Wednesday 10:00
    expect(hasBegun(block, shanghai("2026-04-22T09:59:59"))).toBe(false);
    expect(hasBegun(block, shanghai("2026-04-22T10:00:00"))).toBe(true);
  });

  it("on a Saturday evening in Shanghai: the 19:00 block has begun, the 20:50 one has not", () => {
    const [evening, later] = sittingsOf([period(1, 13, 6, 9), period(2, 13, 6, 11)], TERM); // Saturday 2026-04-25
    const now = shanghai("2026-04-25T20:00"); // 12:00 UTC, still Saturday there too
    expect(hasBegun(evening, now)).toBe(true);
    expect(hasBegun(later, now)).toBe(false);
  });

  it("on a Sunday evening in Shanghai (Sunday afternoon in UTC) Monday's first block is still ahead, Sunday's last behind", () => {
    const [sunday, monday] = sittingsOf([period(1, 13, 7, 12), period(2, 14, 1, 1)], TERM);
    for (const now of [shanghai("2026-04-26T23:30"), shanghai("2026-04-27T00:30")]) {
      expect(hasBegun(sunday, now)).toBe(true);
      expect(hasBegun(monday, now)).toBe(false);
    }
  });
});

describe("withOutcomes", () => {
  const sittings = sittingsOf([period(1, 13, 3, 3), period(1, 13, 3, 4), period(2, 13, 3, 9), period(3, 13, 4, 1)], TERM);
  const recorded = [checkin(1, 13, 3, 3, "partial", 1)];

  it("gives no outcome before the start, unconfirmed after it, and the recorded one once checked in", () => {
    const outcomes = withOutcomes(sittings, recorded, shanghai("2026-04-22T19:30")); // Wednesday evening
    expect(outcomes.map((sitting) => [sitting.eventId, sitting.outcome, sitting.periodsDone])).toEqual([
      [1, "partial", 1],
      [2, "unconfirmed", null],
      [3, null, null],
    ]);
  });

  it("gives a recorded block no outcome again when the clock is set back before its start", () => {
    const [first] = withOutcomes(sittings, recorded, shanghai("2026-04-22T09:00"));
    expect(first.outcome).toBeNull();
  });

  it("matches an embedded item's check-in by its host and item, not by the host's other guests", () => {
    const guests = sittingsOf([period(7, 13, 1, 3, { embeddedItemId: 40 }), period(7, 13, 3, 3, { embeddedItemId: 41 })], TERM);
    const outcomes = withOutcomes(guests, [checkin(7, 13, 1, 3, "skipped", 0, 40)], shanghai("2026-04-26T21:00"));
    expect(outcomes.map((sitting) => [sitting.embeddedItemId, sitting.outcome])).toEqual([
      [40, "skipped"],
      [41, "unconfirmed"],
    ]);
  });
});

describe("sittingFor", () => {
  const sittings = sittingsOf([period(7, 12, 3, 3), period(7, 13, 3, 3), period(7, 14, 3, 3)], TERM);

  it("takes the sitting on the date given, covering the period given", () => {
    expect(sittingFor(sittings, shanghai("2026-04-26T12:00"), { date: "2026-04-15", slot: 3 })?.week).toBe(12);
    expect(sittingFor(sittings, shanghai("2026-04-26T12:00"), { date: "2026-04-15", slot: 5 })).toBeUndefined();
  });

  it("without a date, takes the latest sitting that has begun", () => {
    expect(sittingFor(sittings, shanghai("2026-04-26T12:00"))?.week).toBe(13);
  });

  it("without a date and nothing begun, takes the first (which the caller refuses as not started)", () => {
    expect(sittingFor(sittings, shanghai("2026-04-01T12:00"))?.week).toBe(12);
  });
});

describe("checkinRecord", () => {
  it("records done as every period and skipped as none", () => {
    expect(checkinRecord({ status: "done" }, 2)).toEqual({ ok: true, status: "done", periodsDone: 2 });
    expect(checkinRecord({ status: "skipped" }, 2)).toEqual({ ok: true, status: "skipped", periodsDone: 0 });
    expect(checkinRecord({ status: "done", periods_done: 2 }, 2)).toMatchObject({ ok: true });
  });

  it("records partial with at least one and fewer than all periods", () => {
    expect(checkinRecord({ status: "partial", periods_done: 1 }, 3)).toEqual({ ok: true, status: "partial", periodsDone: 1 });
    expect(checkinRecord({ status: "partial", periods_done: 2 }, 3)).toMatchObject({ ok: true, periodsDone: 2 });
  });

  it("refuses partial without periods, out of range, or of a one-period block; and contradicting periods", () => {
    expect(checkinRecord({ status: "partial" }, 2)).toEqual({ ok: false, refusal: "partial_without_periods" });
    expect(checkinRecord({ status: "partial", periods_done: 0 }, 2)).toEqual({ ok: false, refusal: "partial_out_of_range" });
    expect(checkinRecord({ status: "partial", periods_done: 2 }, 2)).toEqual({ ok: false, refusal: "partial_out_of_range" });
    expect(checkinRecord({ status: "partial", periods_done: 1 }, 1)).toEqual({ ok: false, refusal: "partial_of_one_period" });
    expect(checkinRecord({ status: "done", periods_done: 1 }, 2)).toEqual({ ok: false, refusal: "periods_contradict" });
    expect(checkinRecord({ status: "skipped", periods_done: 1 }, 2)).toEqual({ ok: false, refusal: "periods_contradict" });
  });
});

describe("itemDone and doneItems", () => {
  it("is done only when it has blocks and all are done", () => {
    expect(itemDone([])).toBe(false);
    expect(itemDone(["done", "done"])).toBe(true);
    expect(itemDone(["done", "partial"])).toBe(false);
    expect(itemDone(["done", null])).toBe(false);
    expect(itemDone(["done", "unconfirmed"])).toBe(false);
  });

  it("leaves a skipped sitting out once the item has another: it is history, the new block decides", () => {
    expect(itemDone(["skipped"])).toBe(false);
    expect(itemDone(["skipped", "done"])).toBe(true);
    expect(itemDone(["skipped", null])).toBe(false);
  });

  it("reads an item's study block and its embedded sitting together", () => {
    const sittings = sittingsOf([period(1, 13, 1, 1, { relId: 9 }), period(7, 13, 2, 3, { embeddedItemId: 9 }), period(2, 13, 1, 3, { relId: 10 })], TERM);
    const now = shanghai("2026-04-22T12:00");
    expect(doneItems(withOutcomes(sittings, [checkin(1, 13, 1, 1, "done", 1)], now))).toEqual(new Set());
    const both = [checkin(1, 13, 1, 1, "done", 1), checkin(7, 13, 2, 3, "done", 1, 9)];
    expect(doneItems(withOutcomes(sittings, both, now))).toEqual(new Set([9]));
  });
});

describe("progressDays and classProgress", () => {
  it("sums planned, done (partial's periods_done included) and skipped periods per day, zeros for empty days", () => {
    const sittings = sittingsOf(
      [
        period(1, 13, 1, 1),
        period(1, 13, 1, 2), // Monday 1-2, partial 1
        period(2, 13, 1, 3), // Monday 3, done
        period(3, 13, 2, 5),
        period(3, 13, 2, 6), // Tuesday 5-6, skipped
        period(4, 13, 2, 9), // Tuesday 9, unconfirmed
        period(5, 13, 4, 1), // Thursday, not begun
      ],
      TERM,
    );
    const recorded = [checkin(1, 13, 1, 1, "partial", 1), checkin(2, 13, 1, 3, "done", 1), checkin(3, 13, 2, 5, "skipped", 0)];
    const days = progressDays("2026-04-20", "2026-04-24", withOutcomes(sittings, recorded, shanghai("2026-04-22T12:00")));
    expect(days).toEqual([
      { date: "2026-04-20", planned_periods: 3, done_periods: 2, skipped_periods: 0 },
      { date: "2026-04-21", planned_periods: 3, done_periods: 0, skipped_periods: 2 },
      { date: "2026-04-22", planned_periods: 0, done_periods: 0, skipped_periods: 0 },
      { date: "2026-04-23", planned_periods: 1, done_periods: 0, skipped_periods: 0 },
      { date: "2026-04-24", planned_periods: 0, done_periods: 0, skipped_periods: 0 },
    ]);
  });

  it("counts each class's items and the done ones", () => {
    const classes = [
      { id: 1, name: "离散数学" },
      { id: 2, name: "空计划" },
    ];
    const items = [
      { id: 9, classId: 1 },
      { id: 10, classId: 1 },
    ];
    expect(classProgress(classes, items, new Set([9]))).toEqual([
      { id: 1, name: "离散数学", items_total: 2, items_done: 1 },
      { id: 2, name: "空计划", items_total: 0, items_done: 0 },
    ]);
  });
});

describe("termWeeksBetween", () => {
  it("lists the term weeks a range touches, clipped to the term", () => {
    expect(termWeeksBetween(TERM, "2026-04-19", "2026-04-27")).toEqual([12, 13, 14]);
    expect(termWeeksBetween(TERM, "2026-01-01", "2026-01-27")).toEqual([1]);
    expect(termWeeksBetween(TERM, "2025-01-01", "2025-02-01")).toEqual([]);
    expect(termWeeksBetween(TERM, "2026-05-25", "2026-12-31")).toEqual([18]);
  });
});

describe("weekBlocksWithOutcomes", () => {
  const block = (kind: string, eventId: number | null, itemId: number | null, dayOfWeek: number, date: string, slotStart: number) => ({
    kind,
    event_id: eventId,
    item_id: itemId,
    day_of_week: dayOfWeek,
    date,
    slot_start: slotStart,
  });

  it("gives study and embedded blocks their outcome, courses and drafts none", () => {
    const blocks = [
      block("course", 7, null, 3, "2026-04-22", 3),
      block("embedded", 7, 40, 3, "2026-04-22", 3),
      block("study", 1, 9, 3, "2026-04-22", 9),
      block("study", 2, null, 5, "2026-04-24", 1),
      block("draft", 3, null, 2, "2026-04-21", 1),
    ];
    const outcomes = weekBlocksWithOutcomes(blocks, 13, TERM, [checkin(7, 13, 3, 3, "done", 2, 40)], shanghai("2026-04-22T20:00"));
    expect(outcomes.map((entry) => entry.outcome)).toEqual([null, "done", "unconfirmed", null, null]);
  });
});
