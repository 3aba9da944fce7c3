import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import {
  batchConflictExample,
  batchMoveExample,
  moveExample,
  timetableExample,
} from "@/testing/fixtures/seed-example";
import { findTask } from "@/lib/schedule/occupancy";

const item = (taskId: number, newDay: number, newSlotStart: number) => ({
  task_id: taskId,
  new_day: newDay,
  new_slot_start: newSlotStart,
});
const seedMoves = [item(2, 3, 1), item(6, 5, 3), item(8, 9, 5)];

describe("batch_move", () => {
  test("moves every task and reports each target day (seed §5.4 success)", () => {
    const before = structuredClone(batchMoveExample);
    const result = executeTool(batchMoveExample, "batch_move", { moves: seedMoves });
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      "批量移动完成，3个任务全部成功：\n" +
        "  [2]英语 → 第3天第1-2节\n" +
        "  [6]线代 → 第5天第3-4节\n" +
        "  [8]程序设计 → 第9天第5-6节\n" +
        "第3天当前占用：[2]英语(1-2节)，占用2/12。\n" +
        "第5天当前占用：[6]线代(3-4节)，占用2/12。\n" +
        "第9天当前占用：[8]程序设计(5-6节)，占用2/12。",
    );
    expect(findTask(result.state, 8)?.slots).toEqual([{ day: 9, slot_start: 5, slot_end: 6 }]);
    expect(batchMoveExample).toEqual(before);
  });

  test("rolls everything back on a conflict and names the occupant with its periods (seed §5.4 failure)", () => {
    const result = executeTool(batchConflictExample, "batch_move", { moves: seedMoves });
    expect(result).toEqual({
      ok: false,
      text: "批量移动失败，全部回滚，无任何变更。\n冲突：[6]线代 → 第5天第3-4节，该位置已被 [3]复习线代(1-3节) 占用。",
      state: batchConflictExample,
    });
    expect(result.state).toBe(batchConflictExample);
  });

  test("tasks may trade places: all are lifted before any is placed", () => {
    const result = executeTool(batchMoveExample, "batch_move", { moves: [item(2, 6, 1), item(6, 1, 3)] });
    expect(result.ok).toBe(true);
    expect(findTask(result.state, 2)?.slots).toEqual([{ day: 6, slot_start: 1, slot_end: 2 }]);
    expect(findTask(result.state, 6)?.slots).toEqual([{ day: 1, slot_start: 3, slot_end: 4 }]);
  });

  test("later items are checked against the new positions of earlier ones", () => {
    const result = executeTool(batchMoveExample, "batch_move", { moves: [item(2, 3, 1), item(6, 3, 2)] });
    expect(result.text).toBe(
      "批量移动失败，全部回滚，无任何变更。\n冲突：[6]线代 → 第3天第2-3节，该位置已被 [2]英语(1-2节) 占用。",
    );
    expect(result.state).toBe(batchMoveExample);
  });

  test("only the first failure is reported", () => {
    const result = executeTool(timetableExample, "batch_move", { moves: [item(1, 3, 1), item(2, 3, 5)] });
    expect(result.text).toBe("批量移动失败，全部回滚，无任何变更。\n[1]高等数学 是固定课程，不可移动。");
  });

  test("refuses existing and pending tasks", () => {
    expect(executeTool(moveExample, "batch_move", { moves: [item(6, 3, 1), item(4, 3, 5)] }).text).toBe(
      "批量移动失败，全部回滚，无任何变更。\n[4]体育 是课程，不能移动；只有学习安排可以调整。",
    );
    expect(executeTool(moveExample, "batch_move", { moves: [item(3, 3, 1)] }).text).toBe(
      "批量移动失败，全部回滚，无任何变更。\n[3]复习线代 当前为待安排状态，请使用 place 放置。",
    );
  });

  test("an unknown task or a range past period 12 rolls back too", () => {
    expect(executeTool(batchMoveExample, "batch_move", { moves: [item(2, 3, 1), item(99, 3, 5)] }).text).toBe(
      "批量移动失败，全部回滚，无任何变更。\n任务 [99] 不存在。",
    );
    expect(executeTool(batchMoveExample, "batch_move", { moves: [item(2, 3, 12)] }).text).toBe(
      "批量移动失败，全部回滚，无任何变更。\n参数错误：[2]英语 需2个连续时段，从第12节开始会超出第12节（最晚从第11节开始）。",
    );
  });

  test.each([
    [{ moves: [] }, "参数错误：moves 不能为空。"],
    [{}, "参数错误：缺少 moves。"],
    [{ moves: "2 to 3" }, "参数错误：moves 必须是数组。"],
    [{ moves: [item(2, 3, 1), item(2, 4, 1)] }, "参数错误：moves 中任务 [2] 出现了多次，同一任务只能移动一次。"],
    [{ moves: [item(2, 3, 1), item(6, 14, 1)] }, "参数错误：moves[1].new_day 必须在 1-13 之间（规划窗口共13天）。"],
    [{ moves: [{ task_id: 2, new_day: 3 }] }, "参数错误：缺少 moves[0].new_slot_start。"],
    [{ moves: [item(2, 3, 0)] }, "参数错误：moves[0].new_slot_start 必须在 1-12 之间。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(batchMoveExample, "batch_move", args)).toEqual({ ok: false, text, state: batchMoveExample });
  });
});

describe("batch_move into an embeddable course", () => {
  test("rolls back when a mover that is not a task item would be embedded", () => {
    // [6]线代 is an event; day 7 periods 1-2 are the 水课 思政.
    const state = batchMoveExample;
    const result = executeTool(state, "batch_move", { moves: [{ task_id: 6, new_day: 7, new_slot_start: 1 }] });
    expect(result.ok).toBe(false);
    expect(result.text).toBe("批量移动失败，全部回滚，无任何变更。\n[6]线代 不是任务清单中的任务，不能嵌入 [10]思政（第7天第1-2节）。");
    expect(result.state).toBe(state);
  });
});
