import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, moveExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";
import { findTask } from "@/lib/schedule/occupancy";

const move = (taskId: number, newDay: number, newSlotStart: number) => ({
  task_id: taskId,
  new_day: newDay,
  new_slot_start: newSlotStart,
});

describe("move", () => {
  test("moves a suggested task keeping its length and reports both days (seed §5.2 success)", () => {
    const before = structuredClone(moveExample);
    const result = executeTool(moveExample, "move", move(6, 9, 1));
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      "已将 [6]线代 从第4天第3-4节移至第9天第1-2节。\n" +
        "第4天当前占用：[1]高等数学(1-2节) [8]程序设计(9-10节)，占用4/12。\n" +
        "第9天当前占用：[6]线代(1-2节)，占用2/12。",
    );
    expect(findTask(result.state, 6)).toMatchObject({
      status: "suggested",
      slots: [{ day: 9, slot_start: 1, slot_end: 2 }],
    });
    expect(moveExample).toEqual(before);
  });

  test("refuses an occupied target and names the occupant (seed §5.2 conflict)", () => {
    const result = executeTool(allPlacedExample, "move", move(6, 9, 1));
    expect(result.text).toBe(
      "移动失败：第9天第1-2节已被 [9]小组讨论 占用。\n第9天当前占用：[9]小组讨论(1-2节)，占用2/12。空闲时段：第3-12节。",
    );
    expect(result.state).toBe(allPlacedExample);
  });

  test("refuses a fixed course (seed §5.2 locked)", () => {
    expect(executeTool(moveExample, "move", move(1, 9, 1)).text).toBe("移动失败：[1]高等数学 是固定课程，不可移动。");
  });

  test("refuses a pending task (seed §5.2 status)", () => {
    expect(executeTool(moveExample, "move", move(3, 9, 1)).text).toBe(
      "移动失败：[3]复习线代 当前为待安排状态，请使用 place 放置。",
    );
  });

  test("refuses an existing task, even an unlocked one (seed §5.2 status)", () => {
    const result = executeTool(moveExample, "move", move(2, 9, 1));
    expect(result).toEqual({
      ok: false,
      text: "移动失败：[2]英语 是课程，不能移动；只有学习安排可以调整。",
      state: moveExample,
    });
  });

  test("a guest inherits the lock of its host", () => {
    const state = withTasks(moveExample, {
      3: (task) => ({ ...task, status: "suggested", slots: [{ day: 8, slot_start: 1, slot_end: 2 }], embed_host: 1 }),
      1: (task) => ({ ...task, embedded_by: [3] }),
    });
    expect(executeTool(state, "move", move(3, 9, 1)).text).toBe(
      "移动失败：[3]复习线代 嵌入在固定课程 [1]高等数学 中，不可移动。",
    );
  });

  test("moving a task item into a free 水课 embeds it", () => {
    // [9]小组讨论 is a pending task item: place it on day 5, then move it into 思政 (day 7, periods 1-2).
    const placed = executeTool(moveExample, "place", { task_id: 9, day: 5, slot_start: 1 });
    expect(placed.ok, placed.text).toBe(true);
    const result = executeTool(placed.state, "move", move(9, 7, 1));
    expect(result.text).toBe(
      "已将 [9]小组讨论 从第5天第1-2节移至第7天第1-2节（宿主：[10]思政）。\n" +
        "第5天当前占用：0/12。\n" +
        "第7天当前占用：[10]思政(1-2节) [9]小组讨论(嵌入1-2节)，占用2/12。",
    );
    expect(findTask(result.state, 9)?.embed_host).toBe(10);
    expect(findTask(result.state, 10)?.embedded_by).toEqual([9]);
  });

  test("moving a guest out of its host removes it from the host's guests", () => {
    const result = executeTool(allPlacedExample, "move", move(7, 7, 3));
    expect(result.text).toBe(
      "已将 [7]写实验报告 从第7天第1-2节移至第7天第3-4节。\n第7天当前占用：[10]思政(1-2节) [7]写实验报告(3-4节)，占用4/12。",
    );
    expect(findTask(result.state, 7)?.embed_host).toBeUndefined();
    expect(findTask(result.state, 10)?.embedded_by).toBeUndefined();
  });

  test("a target overlapping the task's own range is free for it", () => {
    const result = executeTool(moveExample, "move", move(6, 4, 4));
    expect(result.text).toBe(
      "已将 [6]线代 从第4天第3-4节移至第4天第4-5节。\n" +
        "第4天当前占用：[1]高等数学(1-2节) [6]线代(4-5节) [8]程序设计(9-10节)，占用6/12。",
    );
  });

  test("refuses a host that carries a guest", () => {
    const state = withTasks(allPlacedExample, { 10: (task) => ({ ...task, status: "suggested" }) });
    expect(executeTool(state, "move", move(10, 9, 5)).text).toBe(
      "移动失败：[10]思政 当前嵌有 [7]写实验报告，请先移除嵌入任务。",
    );
  });

  test("refuses a suggested task spread over several ranges", () => {
    const state = withTasks(moveExample, {
      6: (task) => ({ ...task, slots: [...(task.slots ?? []), { day: 5, slot_start: 1, slot_end: 2 }] }),
    });
    expect(executeTool(state, "move", move(6, 9, 1)).text).toBe(
      "移动失败：[6]线代 占用多段时段（第4天第3-4节、第5天第1-2节），无法整体移动。",
    );
  });

  test("a range ending on period 12 fits; starting one later is an argument error", () => {
    expect(executeTool(moveExample, "move", move(6, 9, 11)).ok).toBe(true);
    expect(executeTool(moveExample, "move", move(6, 9, 12)).text).toBe(
      "参数错误：[6]线代 需2个连续时段，从第12节开始会超出第12节（最晚从第11节开始）。",
    );
  });

  test.each([
    [{ task_id: 6, new_day: 9 }, "参数错误：缺少 new_slot_start。"],
    [{ task_id: 6, new_day: 14, new_slot_start: 1 }, "参数错误：new_day 必须在 1-13 之间（规划窗口共13天）。"],
    [{ task_id: 6, new_day: 9, new_slot_start: 13 }, "参数错误：new_slot_start 必须在 1-12 之间。"],
    [{ task_id: 99, new_day: 9, new_slot_start: 1 }, "任务 [99] 不存在。"],
    [{ task_id: 6, day: 9, slot_start: 1 }, "参数错误：缺少 new_day。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(moveExample, "move", args)).toEqual({ ok: false, text, state: moveExample });
  });

  test("a committed study block is no longer refused: it is reopened into the draft (issue 11)", () => {
    const result = executeTool(timetableExample, "move", move(6, 9, 1));
    expect(result.ok, result.text).toBe(true);
    expect(findTask(result.state, 6)?.status).toBe("suggested");
  });
});

describe("move into an embeddable course", () => {
  test("refuses to embed a task that is not a task item (the database can only store items as guests)", () => {
    // [6]线代 is a suggested study block that came from the timetable (an event), and 思政 on day 7 is a 水课.
    const result = executeTool(moveExample, "move", move(6, 7, 1));
    expect(result.ok).toBe(false);
    expect(result.text).toBe("移动失败：[6]线代 不是任务清单中的任务，不能嵌入 [10]思政（第7天第1-2节）。");
    expect(result.state).toBe(moveExample);
  });
});
