/**
 * Periods that have already begun (window.open_from, set by the agent's session from the clock) take nothing new:
 * place, move, swap and batch_move refuse them with the earliest open period, find_first_free skips them.
 */
import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { timetableExample } from "@/testing/fixtures/seed-example";
import type { ScheduleState } from "@/lib/schedule/state";

/** The seed's timetable at a moment when periods 1-6 of day 1 have begun. */
const atAfternoon: ScheduleState = { ...timetableExample, window: { ...timetableExample.window, open_from: { day: 1, slot: 7 } } };

describe("periods that have begun", () => {
  test("place refuses them and names the earliest period still open", () => {
    const result = executeTool(atAfternoon, "place", { task_id: 9, day: 1, slot_start: 5 });
    expect(result.ok).toBe(false);
    expect(result.text).toBe("放置失败：第1天第5-6节已经开始或过去了，不能再安排（现在最早可从第1天第7节开始）。");
    expect(result.state).toBe(atAfternoon);
    // From the open period on, the same placement works.
    expect(executeTool(atAfternoon, "place", { task_id: 9, day: 1, slot_start: 7 }).ok).toBe(true);
  });

  test("move and batch_move refuse a target that has begun; a later day is fine", () => {
    // Only suggested tasks move: place [9] and [3] first, on later days.
    let draft = executeTool(atAfternoon, "place", { task_id: 9, day: 5, slot_start: 1 }).state;
    draft = executeTool(draft, "place", { task_id: 3, day: 6, slot_start: 5 }).state;
    const move = executeTool(draft, "move", { task_id: 9, new_day: 1, new_slot_start: 1 });
    expect(move.text).toBe("移动失败：第1天第1-2节已经开始或过去了，不能再安排（现在最早可从第1天第7节开始）。");
    const batch = executeTool(draft, "batch_move", {
      moves: [
        { task_id: 9, new_day: 2, new_slot_start: 9 },
        { task_id: 3, new_day: 1, new_slot_start: 3 },
      ],
    });
    expect(batch.ok).toBe(false);
    expect(batch.text).toContain("[3]复习线代：第1天第3-5节已经开始或过去了");
    expect(batch.state).toBe(draft);
    expect(executeTool(draft, "move", { task_id: 9, new_day: 1, new_slot_start: 7 }).ok).toBe(true);
  });

  test("swap refuses to move a task into a range that has begun", () => {
    // Two suggested tasks; swapping can only happen while both ranges lie ahead.
    let draft = executeTool(atAfternoon, "place", { task_id: 9, day: 5, slot_start: 1 }).state;
    draft = executeTool(draft, "place", { task_id: 7, day: 1, slot_start: 11 }).state;
    expect(executeTool(draft, "swap", { task_a: 9, task_b: 7 }).ok).toBe(true);
    const later: ScheduleState = { ...draft, window: { ...draft.window, open_from: { day: 1, slot: 12 } } };
    const result = executeTool(later, "swap", { task_a: 9, task_b: 7 });
    expect(result.ok).toBe(false);
    expect(result.text).toMatch(/^交换失败：\[9\]小组讨论 不能移至第1天第11-12节：第1天第11-12节已经开始或过去了/);
  });

  test("find_first_free starts looking at the first open period", () => {
    const result = executeTool(atAfternoon, "find_first_free", { duration: 2, day: 1 });
    expect(result.ok).toBe(true);
    expect(result.text.split("\n")[0]).toContain("第1天第7-8节");
  });

  test("without a clock nothing is closed (the seed's states)", () => {
    expect(executeTool(timetableExample, "place", { task_id: 9, day: 1, slot_start: 7 }).ok).toBe(true);
    expect(executeTool(timetableExample, "find_first_free", { duration: 2, day: 1 }).text.split("\n")[0]).toContain("第1天第7-8节");
  });
});
