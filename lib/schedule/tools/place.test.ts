import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import {
  allPlacedExample,
  placeConflictExample,
  timetableExample,
  withTasks,
} from "@/testing/fixtures/seed-example";
import { findTask } from "@/lib/schedule/occupancy";

describe("place", () => {
  test("places a pending task from the start period for its duration (seed §5.1 success)", () => {
    const before = structuredClone(timetableExample);
    const result = executeTool(timetableExample, "place", { task_id: 3, day: 5, slot_start: 1 });
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      "已将 [3]复习线代 放到第5天第1-3节。\n第5天当前占用：[3]复习线代(1-3节)，占用3/12。\n待安排任务剩余：2个。",
    );
    expect(findTask(result.state, 3)).toMatchObject({
      status: "suggested",
      slots: [{ day: 5, slot_start: 1, slot_end: 3 }],
    });
    expect(timetableExample).toEqual(before);
  });

  test("refuses a range taken by another task and names the occupant (seed §5.1 conflict)", () => {
    const result = executeTool(placeConflictExample, "place", { task_id: 9, day: 5, slot_start: 1 });
    expect(result.ok).toBe(false);
    expect(result.text).toBe(
      "放置失败：第5天第1-2节已被 [4]体育 占用。\n第5天当前占用：[4]体育(1-4节)，占用4/12。空闲时段：第5-12节。",
    );
    expect(result.state).toBe(placeConflictExample);
  });

  test("refuses a task that is not pending (seed §5.1 status error)", () => {
    const result = executeTool(timetableExample, "place", { task_id: 1, day: 5, slot_start: 1 });
    expect(result).toEqual({ ok: false, text: "放置失败：[1]高等数学 不是待安排任务，无法放置。", state: timetableExample });
    expect(executeTool(allPlacedExample, "place", { task_id: 3, day: 6, slot_start: 5 }).text).toBe(
      "放置失败：[3]复习线代 不是待安排任务，无法放置。",
    );
  });

  test("embeds into a 水课 when the range lies inside it (seed §5.1 embed)", () => {
    const result = executeTool(timetableExample, "place", { task_id: 7, day: 7, slot_start: 1 });
    expect(result.text).toBe(
      "已将 [7]写实验报告 嵌入到第7天第1-2节（宿主：[10]思政）。\n" +
        "第7天当前占用：[10]思政(1-2节) [7]写实验报告(嵌入1-2节)，占用2/12。\n" +
        "待安排任务剩余：2个。",
    );
    expect(findTask(result.state, 7)).toMatchObject({ status: "suggested", embed_host: 10 });
    expect(findTask(result.state, 10)?.embedded_by).toEqual([7]);
  });

  test("refuses the periods of a fixed course", () => {
    const result = executeTool(timetableExample, "place", { task_id: 9, day: 1, slot_start: 2 });
    expect(result.text).toBe(
      "放置失败：第1天第2-3节已被 [1]高等数学、[2]英语 占用。\n" +
        "第1天当前占用：[1]高等数学(1-2节) [2]英语(3-4节) [4]体育(5-6节)，占用6/12。空闲时段：第7-12节。",
    );
    expect(result.state).toBe(timetableExample);
  });

  test("refuses a range half inside a 水课 and half free: the guest would stick out", () => {
    const result = executeTool(timetableExample, "place", { task_id: 3, day: 7, slot_start: 1 });
    expect(result.ok).toBe(false);
    expect(result.text.split("\n")[0]).toBe("放置失败：第7天第1-3节已被 [10]思政 占用。");
  });

  test("refuses a 水课 occurrence that already carries a guest", () => {
    const state = withTasks(allPlacedExample, { 9: ({ slots: _slots, ...task }) => ({ ...task, status: "pending" }) });
    const result = executeTool(state, "place", { task_id: 9, day: 7, slot_start: 1 });
    expect(result.text).toBe(
      "放置失败：第7天第1-2节已被 [10]思政、[7]写实验报告 占用。\n" +
        "第7天当前占用：[10]思政(1-2节) [7]写实验报告(嵌入1-2节)，占用2/12。空闲时段：第3-12节。",
    );
  });

  test("a pending task without a duration takes 2 periods", () => {
    const state = withTasks(timetableExample, { 9: ({ duration: _duration, ...task }) => task });
    const result = executeTool(state, "place", { task_id: 9, day: 3, slot_start: 11 });
    expect(result.text.split("\n")[0]).toBe("已将 [9]小组讨论 放到第3天第11-12节。");
    expect(findTask(result.state, 9)?.duration).toBe(2);
  });

  test("a range ending exactly on period 12 fits; one period later is an argument error", () => {
    expect(executeTool(timetableExample, "place", { task_id: 3, day: 5, slot_start: 10 }).ok).toBe(true);
    const result = executeTool(timetableExample, "place", { task_id: 3, day: 5, slot_start: 11 });
    expect(result.text).toBe("参数错误：[3]复习线代 需3个连续时段，从第11节开始会超出第12节（最晚从第10节开始）。");
    expect(result.state).toBe(timetableExample);
  });

  test("a task longer than a day cannot be placed anywhere", () => {
    const state = withTasks(timetableExample, { 3: (task) => ({ ...task, duration: 13 }) });
    expect(executeTool(state, "place", { task_id: 3, day: 5, slot_start: 1 }).text).toBe(
      "参数错误：[3]复习线代 需13个连续时段，超过一天的12节。",
    );
  });

  test("answers an unknown task id", () => {
    expect(executeTool(timetableExample, "place", { task_id: 99, day: 5, slot_start: 1 }).text).toBe("任务 [99] 不存在。");
  });

  test.each([
    [{ day: 5, slot_start: 1 }, "参数错误：缺少 task_id。"],
    [{ task_id: 3, day: 0, slot_start: 1 }, "参数错误：day 必须在 1-13 之间（规划窗口共13天）。"],
    [{ task_id: 3, day: 14, slot_start: 1 }, "参数错误：day 必须在 1-13 之间（规划窗口共13天）。"],
    [{ task_id: 3, day: 5, slot_start: 0 }, "参数错误：slot_start 必须在 1-12 之间。"],
    [{ task_id: 3, day: 5, slot_start: 13 }, "参数错误：slot_start 必须在 1-12 之间。"],
    [{ task_id: 3, day: 5.5, slot_start: 1 }, "参数错误：day 必须是整数。"],
    [{ task_id: "3.5", day: 5, slot_start: 1 }, "参数错误：task_id 必须是整数。"],
    [{ task_id: true, day: 5, slot_start: 1 }, "参数错误：task_id 必须是整数。"],
  ])("rejects bad arguments %j", (args, text) => {
    const result = executeTool(timetableExample, "place", args);
    expect(result).toEqual({ ok: false, text, state: timetableExample });
    expect(result.state).toBe(timetableExample);
  });

  test("accepts integers sent as numeric strings", () => {
    const result = executeTool(timetableExample, "place", { task_id: "3", day: " 5 ", slot_start: "1" });
    expect(result.ok).toBe(true);
    expect(findTask(result.state, 3)?.slots).toEqual([{ day: 5, slot_start: 1, slot_end: 3 }]);
  });
});
