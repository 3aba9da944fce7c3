/**
 * A loose task's deadline in window terms: its last day (deadline_day) and, on that day, the last period that ends
 * by the deadline (deadline_slot). The planner, the write tools and the commit all ask here.
 */
import type { SlotRange, StateTask } from "./state";

/** Whether a range ends after the task's deadline. */
export function pastDeadline(task: StateTask, slot: SlotRange): boolean {
  if (task.deadline_day === undefined) return false;
  if (slot.day !== task.deadline_day) return slot.day > task.deadline_day;
  // Without a deadline_slot the whole deadline day is open.
  return task.deadline_slot !== undefined && slot.slot_end > task.deadline_slot;
}

/** "第3天第8节" / "第3天": where the task's time runs out, for replies. */
export function deadlineText(task: StateTask, periodsInDay: number): string | undefined {
  if (task.deadline_day === undefined) return undefined;
  const slot = task.deadline_slot;
  return slot === undefined || slot >= periodsInDay ? `第${task.deadline_day}天` : `第${task.deadline_day}天第${slot}节`;
}
