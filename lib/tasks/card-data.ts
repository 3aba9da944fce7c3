/** Task data in the shapes the seed's business cards carry (times as "YYYY-MM-DD HH:mm" in the student's zone). */
import type { TaskQueryCardTaskItem, TaskRecordCardData } from "@/lib/protocol/cards";
import { singleLine } from "@/lib/protocol/record-text";
import { formatDeadline, formatTimestamp } from "./format";
import { effectiveQuadrant, priorityLabel } from "./priority";
import type { QueryableTask, TaskDraft } from "./task-types";

export interface RecordedTask extends Omit<TaskDraft, "source"> {
  id?: number;
  status?: string;
  created_at?: Date;
}

/**
 * A task_record card's data (the title on one line, as in every card: issue 24); absent fields stay absent so the card hides them (seed 001 §5.2.6). With `now`, the
 * quadrant is the effective one, like every other card: a 重要不紧急 note due within its lead time reads 重要且紧急.
 */
export function taskRecordCardData(task: RecordedTask, timeZone: string, now?: Date): TaskRecordCardData {
  const quadrant = now ? effectiveQuadrant(task, now) : task.priority_group;
  const data: TaskRecordCardData = {
    title: singleLine(task.title),
    priority_group: quadrant,
    priority_label: priorityLabel(quadrant),
  };
  if (task.id !== undefined) data.id = task.id;
  if (task.deadline_at) data.deadline_at = formatDeadline(task.deadline_at, timeZone);
  if (task.urgency_threshold_at) data.urgency_threshold_at = formatDeadline(task.urgency_threshold_at, timeZone);
  if (task.status) data.status = task.status;
  if (task.created_at) data.created_at = formatTimestamp(task.created_at, timeZone);
  return data;
}

/** One row of a task_query card; the quadrant shown is the effective one, the same the query filtered on. */
export function taskQueryCardItem(task: QueryableTask, now: Date, timeZone: string): TaskQueryCardTaskItem {
  const quadrant = effectiveQuadrant(task, now);
  const item: TaskQueryCardTaskItem = {
    id: task.id,
    title: singleLine(task.title),
    priority_group: quadrant,
    priority_label: priorityLabel(quadrant),
    is_completed: task.is_completed,
  };
  if (task.deadline_at) item.deadline_at = formatDeadline(task.deadline_at, timeZone);
  return item;
}
