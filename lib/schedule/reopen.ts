/**
 * Committed study blocks are the student's own plan, so the write tools may change them: a move, batch_move, swap or
 * unplace reopens the block into the draft (status suggested or pending) before it changes it, so every rule the
 * seed gives a draft's own entries holds for it too, and the confirm card lists it as 调整 / 移出 with before and
 * after. Courses stay facts: only the timetable settings change them.
 */
import type { StateTask } from "./state";

/** A study block (a task item's block, a loose task's sitting, an item sharing a 水课) that a commit wrote. */
export function isCommittedStudyBlock(task: StateTask): boolean {
  if (task.status !== "existing" || task.locked) return false;
  return task.event_type === "task" || task.source === "task_item";
}

/** Marks the draft's copy of a block that was committed as one of the draft's own entries. */
export function reopen(task: StateTask): void {
  if (task.status === "existing") task.status = "suggested";
}
