import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { sittingsOf, withOutcomes, type RecordedCheckin, type StudyPeriod } from "./outcomes";
import { todayRange, todayView, type OpenTodo } from "./today";

// Week 13 runs Monday 2026-04-20 to Sunday 2026-04-26; periods 1 at 08:00, 3 at 10:00, 9 at 19:00 (Shanghai).
const TERM = { start_date: "2026-01-26", weeks: 18, section_times: DEFAULT_SECTION_TIMES, timezone: "Asia/Shanghai" };
const shanghai = (wall: string) => new Date(`${wall}+08:00`);

const period = (eventId: number, week: number, dayOfWeek: number, section: number): StudyPeriod => ({
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
});

const PERIODS = [
  period(1, 11, 1, 1), // Monday 2026-04-06: more than 14 days before Saturday 2026-04-25
  period(2, 12, 3, 3), // Wednesday 2026-04-15
  period(3, 13, 6, 3), // Saturday 2026-04-25 10:00
  period(4, 13, 6, 9), // Saturday 2026-04-25 19:00
  period(5, 13, 7, 9), // Sunday 2026-04-26 19:00
  period(6, 14, 1, 1), // Monday 2026-04-27 08:00
];
const CHECKINS: RecordedCheckin[] = [{ eventId: 3, embeddedItemId: null, week: 13, dayOfWeek: 6, slotStart: 3, status: "done", periodsDone: 1 }];

const todo = (id: number, deadline: string | null, isCompleted = false): OpenTodo => ({
  id,
  title: `待办${id}`,
  deadlineAt: deadline === null ? null : shanghai(deadline),
  isCompleted,
});
const TODOS = [
  todo(1, "2026-04-24T23:59"), // overdue from Saturday on
  todo(2, "2026-04-25T21:00"), // Saturday evening
  todo(3, "2026-04-26T12:00"), // Sunday noon
  todo(4, "2026-04-27T12:00"), // Monday noon
  todo(5, "2026-04-20T12:00", true), // done: never overdue
  todo(6, null),
];

function viewAt(now: Date) {
  return todayView({ now, timeZone: TERM.timezone, sittings: withOutcomes(sittingsOf(PERIODS, TERM), CHECKINS, now), todos: TODOS });
}

describe("todayView", () => {
  it("on a Saturday evening in Shanghai (Saturday noon in UTC): today's blocks, the next one tonight, two weeks of waiting blocks", () => {
    const view = viewAt(shanghai("2026-04-25T18:30"));
    expect(view.date).toBe("2026-04-25");
    expect(view.blocks.map((block) => [block.event_id, block.outcome])).toEqual([
      [3, "done"],
      [4, null],
    ]);
    expect(view.next).toMatchObject({ event_id: 4, date: "2026-04-25", slot_start: 9, starts_at: "2026-04-25T11:00:00.000Z" });
    // Block 1 (2026-04-06) is older than 14 days; block 3 is checked in.
    expect(view.unconfirmed.map((block) => block.event_id)).toEqual([2]);
    expect(view.overdue.map((task) => task.id)).toEqual([1]);
    expect(view.deadlines.map((task) => [task.id, task.day])).toEqual([
      [2, "today"],
      [3, "tomorrow"],
    ]);
  });

  it("on a Sunday evening in Shanghai: Sunday's date, and the next block is Monday's, in the next week", () => {
    const view = viewAt(shanghai("2026-04-26T21:30")); // 13:30 UTC
    expect(view.date).toBe("2026-04-26");
    expect(view.blocks.map((block) => [block.event_id, block.outcome])).toEqual([[5, "unconfirmed"]]);
    expect(view.next).toMatchObject({ event_id: 6, date: "2026-04-27", slot_start: 1 });
    expect(view.unconfirmed.map((block) => block.event_id)).toEqual([2, 4, 5]);
    expect(view.overdue.map((task) => task.id)).toEqual([1, 2, 3]);
    expect(view.deadlines.map((task) => [task.id, task.day])).toEqual([[4, "tomorrow"]]);
  });

  it("just after midnight (still Sunday in UTC) it is already Monday for the student", () => {
    const view = viewAt(shanghai("2026-04-27T00:10"));
    expect(view.date).toBe("2026-04-27");
    expect(view.blocks.map((block) => [block.event_id, block.outcome])).toEqual([[6, null]]);
    expect(view.next?.event_id).toBe(6);
    expect(view.deadlines.map((task) => [task.id, task.day])).toEqual([[4, "today"]]);
  });

  it("with nothing ahead, next is null", () => {
    expect(viewAt(shanghai("2026-04-27T09:00")).next).toBeNull();
  });
});

describe("todayRange", () => {
  it("reads 14 days back and 14 ahead of the student's date", () => {
    expect(todayRange(shanghai("2026-04-26T23:30"), "Asia/Shanghai")).toEqual({ today: "2026-04-26", from: "2026-04-13", to: "2026-05-09" });
  });
});
