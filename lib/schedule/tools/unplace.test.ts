import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";
import { findTask } from "@/lib/schedule/occupancy";

describe("unplace", () => {
  test("makes a suggested task pending again (seed §5.5 success)", () => {
    const before = structuredClone(allPlacedExample);
    const result = executeTool(allPlacedExample, "unplace", { task_id: 3 });
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      "已将 [3]复习线代 从第5天第1-3节移除，恢复为待安排状态。\n第5天当前占用：0/12。\n待安排任务剩余：1个。",
    );
    expect(findTask(result.state, 3)).toMatchObject({ status: "pending", duration: 3 });
    expect(findTask(result.state, 3)?.slots).toBeUndefined();
    expect(allPlacedExample).toEqual(before);
  });

  test("refuses a fixed course (seed §5.5 locked)", () => {
    expect(executeTool(timetableExample, "unplace", { task_id: 1 })).toEqual({
      ok: false,
      text: "移除失败：[1]高等数学 是固定课程，不可移除。",
      state: timetableExample,
    });
  });

  test("refuses an existing task", () => {
    expect(executeTool(timetableExample, "unplace", { task_id: 2 }).text).toBe(
      "移除失败：[2]英语 是课程，不能移除；只有学习安排可以移出日程。",
    );
  });

  test("refuses a pending task", () => {
    expect(executeTool(timetableExample, "unplace", { task_id: 3 }).text).toBe(
      "移除失败：[3]复习线代 当前为待安排状态，尚未落位。",
    );
  });

  test("a guest leaves its host", () => {
    const result = executeTool(allPlacedExample, "unplace", { task_id: 7 });
    expect(result.text).toBe(
      "已将 [7]写实验报告 从第7天第1-2节移除，恢复为待安排状态。\n第7天当前占用：[10]思政(1-2节)，占用2/12。\n待安排任务剩余：1个。",
    );
    expect(findTask(result.state, 7)?.embed_host).toBeUndefined();
    expect(findTask(result.state, 10)?.embedded_by).toBeUndefined();
  });

  test("refuses a host that carries a guest", () => {
    const state = withTasks(allPlacedExample, { 10: (task) => ({ ...task, status: "suggested" }) });
    expect(executeTool(state, "unplace", { task_id: 10 }).text).toBe(
      "移除失败：[10]思政 当前嵌有 [7]写实验报告，请先移除嵌入任务。",
    );
  });

  test("place then unplace gives back the state it started from", () => {
    const placed = executeTool(timetableExample, "place", { task_id: 7, day: 7, slot_start: 1 }).state;
    expect(executeTool(placed, "unplace", { task_id: 7 }).state).toEqual(timetableExample);
  });

  test("a task without a duration keeps the length it had on the timetable", () => {
    const state = withTasks(allPlacedExample, { 9: ({ duration: _duration, ...task }) => task });
    expect(findTask(executeTool(state, "unplace", { task_id: 9 }).state, 9)?.duration).toBe(2);
  });

  test.each([
    [{}, "参数错误：缺少 task_id。"],
    [{ task_id: 99 }, "任务 [99] 不存在。"],
    [{ task_id: [3] }, "参数错误：task_id 必须是整数。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(allPlacedExample, "unplace", args)).toEqual({ ok: false, text, state: allPlacedExample });
  });
});
