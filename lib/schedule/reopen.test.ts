import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { findTask } from "@/lib/schedule/occupancy";
import { diffStates } from "@/lib/schedule/diff";
import { moveExample, withTasks } from "@/testing/fixtures/seed-example";
import { isCommittedStudyBlock } from "./reopen";

// [6]线代 of the seed's example, as it reads back after a confirm: a committed study block (an event of type task)
// on day 4, periods 3-4. [2]英语 stays what the example says it is, a course.
const committed = withTasks(moveExample, {
  6: (task) => ({ ...task, status: "existing", event_type: "task", source: "event" }),
  2: (task) => ({ ...task, event_type: "course" }),
});

describe("committed study blocks", () => {
  test("are told apart from courses, locked or embeddable", () => {
    expect(isCommittedStudyBlock(findTask(committed, 6)!)).toBe(true);
    expect(isCommittedStudyBlock(findTask(committed, 2)!)).toBe(false);
    expect(isCommittedStudyBlock(findTask(committed, 1)!)).toBe(false);
  });

  test("move reopens the block into the draft: suggested, on its new periods, listed as 调整 with before and after", () => {
    const result = executeTool(committed, "move", { task_id: 6, new_day: 9, new_slot_start: 1 });

    expect(result.ok, result.text).toBe(true);
    expect(result.text.split("\n")[0]).toBe("已将 [6]线代 从第4天第3-4节移至第9天第1-2节。");
    expect(findTask(result.state, 6)).toMatchObject({ status: "suggested", slots: [{ day: 9, slot_start: 1, slot_end: 2 }] });
    expect(findTask(committed, 6)?.status).toBe("existing");
    expect(diffStates(committed, result.state)).toEqual([
      expect.objectContaining({ state_id: 6, change: "move", from: [{ day: 4, slot_start: 3, slot_end: 4 }], to: [{ day: 9, slot_start: 1, slot_end: 2 }] }),
    ]);
  });

  test("the draft's rules hold for a reopened block: a taken target is refused and nothing changes", () => {
    const result = executeTool(committed, "move", { task_id: 6, new_day: 4, new_slot_start: 1 });
    expect(result.ok).toBe(false);
    expect(result.text).toMatch(/^移动失败：第4天第1-2节已被 \[1\]高等数学 占用。/);
    expect(result.state).toBe(committed);
  });

  test("unplace returns it to pending with its length, listed as 移除", () => {
    const result = executeTool(committed, "unplace", { task_id: 6 });

    expect(result.ok, result.text).toBe(true);
    expect(findTask(result.state, 6)).toMatchObject({ status: "pending", duration: 2 });
    expect(findTask(result.state, 6)?.slots).toBeUndefined();
    expect(diffStates(committed, result.state)).toEqual([expect.objectContaining({ state_id: 6, change: "unplace", to: [] })]);
  });

  test("batch_move reopens every block it moves; a course in the batch rolls all of it back", () => {
    const moved = executeTool(committed, "batch_move", { moves: [{ task_id: 6, new_day: 9, new_slot_start: 5 }] });
    expect(moved.ok, moved.text).toBe(true);
    expect(findTask(moved.state, 6)?.status).toBe("suggested");

    const refused = executeTool(committed, "batch_move", {
      moves: [
        { task_id: 6, new_day: 9, new_slot_start: 5 },
        { task_id: 2, new_day: 9, new_slot_start: 9 },
      ],
    });
    expect(refused.text).toBe("批量移动失败，全部回滚，无任何变更。\n[2]英语 是课程，不能移动；只有学习安排可以调整。");
    expect(refused.state).toBe(committed);
  });

  test("unplace refuses a course in the student's words", () => {
    expect(executeTool(committed, "unplace", { task_id: 2 }).text).toBe("移除失败：[2]英语 是课程，不能移除；只有学习安排可以移出日程。");
  });
});
