import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, swapExample, withTasks } from "@/testing/fixtures/seed-example";
import { findTask } from "@/lib/schedule/occupancy";

describe("swap", () => {
  test("trades the places of two tasks of equal length, an existing course included (seed §5.3 success)", () => {
    const before = structuredClone(swapExample);
    const result = executeTool(swapExample, "swap", { task_a: 2, task_b: 6 });
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      "交换完成：\n" +
        "  [2]英语：第1天第3-4节 → 第6天第1-2节\n" +
        "  [6]线代：第6天第1-2节 → 第1天第3-4节\n" +
        "第1天当前占用：[1]高等数学(1-2节) [6]线代(3-4节) [4]体育(5-6节)，占用6/12。\n" +
        "第6天当前占用：[2]英语(1-2节)，占用2/12。",
    );
    expect(findTask(result.state, 2)).toMatchObject({ status: "existing", slots: [{ day: 6, slot_start: 1, slot_end: 2 }] });
    expect(findTask(result.state, 6)?.slots).toEqual([{ day: 1, slot_start: 3, slot_end: 4 }]);
    expect(swapExample).toEqual(before);
  });

  test("refuses tasks of different lengths (seed §5.3 duration)", () => {
    const result = executeTool(swapExample, "swap", { task_a: 5, task_b: 2 });
    expect(result).toEqual({
      ok: false,
      text: "交换失败：[5]物理 占4个时段，[2]英语 占2个时段，时长不同无法直接交换。",
      state: swapExample,
    });
  });

  test("refuses when either task is a fixed course (seed §5.3 locked)", () => {
    expect(executeTool(swapExample, "swap", { task_a: 1, task_b: 2 }).text).toBe("交换失败：[1]高等数学 是固定课程，不可交换。");
    expect(executeTool(swapExample, "swap", { task_a: 2, task_b: 1 }).text).toBe("交换失败：[1]高等数学 是固定课程，不可交换。");
  });

  test("refuses a pending task", () => {
    expect(executeTool(swapExample, "swap", { task_a: 2, task_b: 3 }).text).toBe(
      "交换失败：[3]复习线代 当前为待安排状态，尚未落位，无法交换。",
    );
  });

  test("refuses a 水课 that carries a guest", () => {
    expect(executeTool(allPlacedExample, "swap", { task_a: 10, task_b: 9 }).text).toBe(
      "交换失败：[10]思政 当前嵌有 [7]写实验报告，请先移除嵌入任务。",
    );
  });

  test("refuses a task spread over several ranges even when the lengths match", () => {
    const state = withTasks(swapExample, { 6: (task) => ({ ...task, slots: [{ day: 6, slot_start: 1, slot_end: 4 }] }) });
    expect(executeTool(state, "swap", { task_a: 5, task_b: 6 }).text).toBe(
      "交换失败：[5]物理 占用多段时段（第2天第3-4节、第8天第3-4节），无法整体交换。",
    );
  });

  test("a guest swapped out leaves its host and the other task embeds in its place", () => {
    const result = executeTool(allPlacedExample, "swap", { task_a: 7, task_b: 9 });
    expect(result.text).toBe(
      "交换完成：\n" +
        "  [7]写实验报告：第7天第1-2节 → 第9天第1-2节\n" +
        "  [9]小组讨论：第9天第1-2节 → 第7天第1-2节（宿主：[10]思政）\n" +
        "第7天当前占用：[10]思政(1-2节) [9]小组讨论(嵌入1-2节)，占用2/12。\n" +
        "第9天当前占用：[7]写实验报告(1-2节)，占用2/12。",
    );
    expect(findTask(result.state, 7)?.embed_host).toBeUndefined();
    expect(findTask(result.state, 9)?.embed_host).toBe(10);
    expect(findTask(result.state, 10)?.embedded_by).toEqual([9]);
  });

  test("refuses to embed a course or a study block event into a 水课: only task items can be guests", () => {
    // 体育 is a movable course and [6]线代 a study block event; [7] sits in 思政 on 第7天第1-2节.
    for (const [taskA, taskB] of [[4, 7], [7, 4]]) {
      expect(executeTool(allPlacedExample, "swap", { task_a: taskA, task_b: taskB })).toEqual({
        ok: false,
        text: "交换失败：[4]体育 不是任务清单中的任务，不能嵌入 [10]思政（第7天第1-2节）。",
        state: allPlacedExample,
      });
    }
    expect(executeTool(allPlacedExample, "swap", { task_a: 6, task_b: 7 }).text).toBe(
      "交换失败：[6]线代 不是任务清单中的任务，不能嵌入 [10]思政（第7天第1-2节）。",
    );
  });

  test("two tasks on the same day report that day once", () => {
    const state = withTasks(swapExample, { 6: (task) => ({ ...task, slots: [{ day: 1, slot_start: 7, slot_end: 8 }] }) });
    expect(executeTool(state, "swap", { task_a: 2, task_b: 6 }).text).toBe(
      "交换完成：\n" +
        "  [2]英语：第1天第3-4节 → 第1天第7-8节\n" +
        "  [6]线代：第1天第7-8节 → 第1天第3-4节\n" +
        "第1天当前占用：[1]高等数学(1-2节) [6]线代(3-4节) [4]体育(5-6节) [2]英语(7-8节)，占用8/12。",
    );
  });

  test.each([
    [{ task_a: 2, task_b: 2 }, "参数错误：task_a 与 task_b 不能是同一个任务。"],
    [{ task_a: 2 }, "参数错误：缺少 task_b。"],
    [{ task_a: 2, task_b: 99 }, "任务 [99] 不存在。"],
    [{ task_a: "二", task_b: 6 }, "参数错误：task_a 必须是整数。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(swapExample, "swap", args)).toEqual({ ok: false, text, state: swapExample });
  });
});
