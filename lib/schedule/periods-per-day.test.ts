import { describe, expect, test } from "vitest";
import { executeTool } from "./execute";
import { openFrom } from "./open-from";
import { roughSchedule } from "./rough-schedule";
import type { ScheduleState, StateTask } from "./state";

const TERM = { start_date: "2025-09-01", weeks: 20 };

function clock(periods: number): Array<{ start: string; end: string }> {
  return Array.from({ length: periods }, (_, index) => {
    const hour = String(7 + index).padStart(2, "0");
    return { start: `${hour}:00`, end: `${hour}:45` };
  });
}

/** Two days of a term whose day has `periods` periods: a fixed course on day 1 periods 1-2, three items waiting. */
function stateOf(periods: number, excluded: number[] = []): ScheduleState {
  const course: StateTask = {
    state_id: 1,
    source: "event",
    source_id: 1,
    name: "高等数学",
    category: "课程",
    status: "existing",
    locked: true,
    event_type: "course",
    slots: [{ day: 1, slot_start: 1, slot_end: 2 }],
  };
  const items = [2, 3, 4].map(
    (id): StateTask => ({ state_id: id, source: "task_item", source_id: id, name: `第${id - 1}章`, category: "复习", status: "pending", locked: false, duration: 1, category_id: 9, item_order: id }),
  );
  return {
    window: {
      total_days: 2,
      day_mapping: [
        { day_index: 1, week: 1, day_of_week: 1 },
        { day_index: 2, week: 1, day_of_week: 2 },
      ],
      periods_per_day: periods,
    },
    tasks: [course, ...items],
    task_classes: [{ category_id: 9, name: "复习", day_start: 1, day_end: 2, strategy: "rapid", allow_filler_course: false, excluded_slots: excluded }],
  };
}

describe("a day of the term's own length", () => {
  test("the tools' replies count the real number of periods", () => {
    const overview = executeTool(stateOf(14), "get_overview", {});
    expect(overview.text).toContain("规划窗口共2天，每天14个时段，总计28个时段。");
    expect(overview.text).toContain("总占2/14（课程占2/14，任务占0/14）");
    const placed = executeTool(stateOf(14), "place", { task_id: 2, day: 1, slot_start: 14 });
    expect(placed.ok).toBe(true);
    expect(placed.text).toContain("占用3/14。");
  });

  test("a period past the day's last is refused with the day's own bound", () => {
    expect(executeTool(stateOf(12), "place", { task_id: 2, day: 1, slot_start: 13 }).text).toBe("参数错误：slot_start 必须在 1-12 之间。");
    expect(executeTool(stateOf(14), "place", { task_id: 2, day: 1, slot_start: 0 }).text).toBe("参数错误：slot_start 必须在 1-14 之间。");
    expect(executeTool(stateOf(8), "query_range", { day: 1, slot_start: 1, slot_end: 9 }).text).toBe("参数错误：slot_end 必须在 1-8 之间。");
    expect(executeTool(stateOf(16), "query_range", { day: 1, slot_start: 15, slot_end: 16 }).ok).toBe(true);
  });

  test("the whole-day view lists the rows up to the last period", () => {
    const text = executeTool(stateOf(13), "query_range", { day: 2 }).text;
    expect(text).toContain("连续空闲区：第1-13节");
    expect(text).not.toContain("第14节");
  });

  test("on an odd day the last 2-period block is the last period alone, and excluding it keeps that period free", () => {
    // rapid fills the earliest periods; excluding blocks 1-6 (periods 1-12) leaves only block 7 = period 13.
    const twoItems = (excluded: number[]) => {
      const state = stateOf(13, excluded);
      return { ...state, tasks: state.tasks.slice(0, 3) };
    };
    const free = roughSchedule(twoItems([1, 2, 3, 4, 5, 6]), { category_id: 9 });
    expect(free.ok).toBe(true);
    expect(free.placed.map((placement) => [placement.day, placement.slot_start, placement.slot_end])).toEqual([
      [1, 13, 13],
      [2, 13, 13],
    ]);
    const none = roughSchedule(twoItems([1, 2, 3, 4, 5, 6, 7]), { category_id: 9 });
    expect(none.ok).toBe(false);
    expect(none.placed).toEqual([]);
  });

  test("now after the 14th period's start closes the whole day", () => {
    const window = stateOf(14).window;
    const term = { ...TERM, section_times: clock(14) };
    // 20:30 Shanghai: period 14 (20:00) has begun; the day is over. 19:30: period 14 is still open.
    expect(openFrom(window, term, new Date("2025-09-01T12:30:00Z"), "Asia/Shanghai")).toEqual({ day: 1, slot: 15 });
    expect(openFrom(window, term, new Date("2025-09-01T11:30:00Z"), "Asia/Shanghai")).toEqual({ day: 1, slot: 14 });
  });
});
