import { describe, expect, it } from "vitest";
import type { ScheduleState, StateTask } from "../state";
import { agendaLine, dayAgenda } from "./day-agenda";
import { dayFreeTime, emptiestDay, freeTimeLine, type CalendarDay, type TimeContext } from "./free-time";

const CLOCK = [
  ["08:00", "08:45"], ["08:55", "09:40"], ["10:00", "10:45"], ["10:55", "11:40"],
  ["14:00", "14:45"], ["14:55", "15:40"], ["16:00", "16:45"], ["16:55", "17:40"],
  ["19:00", "19:45"], ["19:55", "20:40"], ["20:50", "21:35"], ["21:45", "22:30"],
].map(([start, end]) => ({ start, end }));

// Thursday 3 December 2026 is day 1 of the window, Friday 4 December day 2.
const THURSDAY: CalendarDay = { day: 1, date: "2026-12-03", week: 13, day_of_week: 4 };
const FRIDAY: CalendarDay = { day: 2, date: "2026-12-04", week: 13, day_of_week: 5 };

function course(stateId: number, name: string, day: number, start: number, end: number, canEmbed = false): StateTask {
  return { state_id: stateId, source: "event", source_id: stateId, name, category: "课程", status: "existing", locked: !canEmbed, event_type: "course", can_embed: canEmbed, slots: [{ day, slot_start: start, slot_end: end }] };
}

const STATE: ScheduleState = {
  window: { total_days: 2, day_mapping: [{ day_index: 1, week: 13, day_of_week: 4 }, { day_index: 2, week: 13, day_of_week: 5 }] },
  tasks: [
    course(1, "离散数学", 1, 1, 2),
    course(2, "思想政治", 1, 7, 8, true),
    { state_id: 3, source: "task_item", source_id: 30, name: "集合与二元关系", category: "离散数学期末复习", status: "suggested", locked: false, duration: 2, slots: [{ day: 1, slot_start: 9, slot_end: 10 }] },
    course(4, "高等数学", 2, 1, 4),
  ],
};
const CONTEXT: TimeContext = { clock: CLOCK };

describe("dayFreeTime", () => {
  it("lists the free runs of the asked part of the day with clock times; a 水课 is not free", () => {
    const answer = dayFreeTime(STATE, THURSDAY, { part: "afternoon" }, CONTEXT);
    expect(answer.free.map((period) => [period.start, period.end])).toEqual([["14:00", "15:40"]]);
    expect(freeTimeLine(answer, "afternoon")).toBe("12月3日 周四 下午 空闲：14:00–15:40（2节）");
  });

  it("keeps only runs of the asked length (consecutive periods, across the lunch break too)", () => {
    expect(freeTimeLine(dayFreeTime(STATE, THURSDAY, { minPeriods: 3 }, CONTEXT), undefined)).toBe("12月3日 周四 全天 空闲：10:00–15:40（4节）");
    expect(freeTimeLine(dayFreeTime(STATE, THURSDAY, { minPeriods: 5 }, CONTEXT), undefined)).toBe("12月3日 周四 全天 空闲：无");
  });

  it("leaves out periods that have begun, and a day that is over says so", () => {
    const afternoon = dayFreeTime(STATE, THURSDAY, {}, { ...CONTEXT, openFrom: { day: 1, slot: 6 } });
    expect(afternoon.free[0]).toMatchObject({ slot_start: 6, start: "14:55" });
    expect(freeTimeLine(dayFreeTime(STATE, THURSDAY, {}, { ...CONTEXT, openFrom: { day: 2, slot: 1 } }), undefined)).toBe("12月3日 周四 全天 已过");
  });

  it("finds the emptiest day, the earliest of equals", () => {
    const days = [THURSDAY, FRIDAY].map((day) => dayFreeTime(STATE, day, {}, CONTEXT));
    expect(emptiestDay(days)?.day.date).toBe("2026-12-04");
  });
});

describe("dayAgenda", () => {
  it("names courses and study blocks with clock times, marking what waits for 确认", () => {
    const line = agendaLine(dayAgenda(STATE, THURSDAY, {}, CONTEXT), undefined, false);
    expect(line).toBe(
      "12月3日 周四：08:00–09:40 离散数学（课）；16:00–17:40 思想政治（课）；19:00–20:40 集合与二元关系（学习，离散数学期末复习，待确认）",
    );
  });

  it("keeps to what has not begun when asked for the rest of the day", () => {
    const agenda = dayAgenda(STATE, THURSDAY, { remainingOnly: true }, { ...CONTEXT, openFrom: { day: 1, slot: 9 } });
    expect(agendaLine(agenda, undefined, true)).toBe("12月3日 周四 接下来：19:00–20:40 集合与二元关系（学习，离散数学期末复习，待确认）");
  });
});
