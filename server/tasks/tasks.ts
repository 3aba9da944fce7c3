/**
 * The 待办 page's loose tasks for one student. Times in a form are read in the student's zone (the term's, else
 * DEFAULT_TIME_ZONE as the assistant uses it) and every answer shows a task as the list does, with its study block
 * count and its times written in that zone. The rules a task must keep are lib/tasks/task-edit's, so the form and
 * the assistant are held to the same ones; this feature applies them and words the refusal (task:invalid, every
 * reason after one lead), db/queries/tasks only reads and writes rows.
 */
import type { Database } from "@/db/client";
import { deleteTask, getTaskEntry, insertTask, listTaskEntries, lockTask, writeTask, type DeleteTaskResult, type TaskRecord, type TaskStatus } from "@/db/queries/tasks";
import { loadTerm } from "@/db/queries/terms";
import { invalidInput, PlannerError } from "@/lib/errors";
import { defaultPriority, type PriorityGroup } from "@/lib/tasks/priority";
import { checkNewTask, checkTaskEdit, type NewTaskFields, type TaskFieldsPatch } from "@/lib/tasks/task-edit";
import { parseTaskTime } from "@/lib/tasks/task-input";
import { toTaskListItem, toTaskListItems, type TaskListItem } from "@/lib/tasks/task-list";
import { env } from "@/lib/env";

/** A task as the form sends it. Times are the student's wall clock ("2026-04-29T20:00") or zoned ISO; null clears. */
export interface TaskForm {
  title: string;
  /** Absent: 重要不紧急 with a deadline, 简单不重要 without (the assistant's defaults). */
  priority_group?: PriorityGroup;
  deadline_at?: string | null;
  /** Absent: 24 h before the deadline for quadrant 2. */
  urgency_threshold_at?: string | null;
  estimated_sections?: number | null;
}

/** Only the fields given change; is_completed completes a task or undoes that. */
export type TaskFormPatch = Partial<TaskForm> & { is_completed?: boolean };

export interface TaskList {
  tasks: TaskListItem[];
  timezone: string;
}

async function studentTimeZone(db: Database, userId: number): Promise<string> {
  return (await loadTerm(db, userId))?.timezone ?? env().DEFAULT_TIME_ZONE;
}

/** How a task:invalid refusal begins; every broken rule follows it. */
const TASK_INVALID_LEAD = "待办信息有误：";

const TIME_LABELS = { deadline_at: "截止时间", urgency_threshold_at: "提醒紧急的时间" } as const;

type TimeFields = { deadline_at?: Date | null; urgency_threshold_at?: Date | null };

/** The form's times as instants in the student's zone; a task:invalid refusal names each one that is not a real time. */
function readTimes(form: { deadline_at?: string | null; urgency_threshold_at?: string | null }, timeZone: string): TimeFields {
  const times: TimeFields = {};
  const reasons: string[] = [];
  for (const field of ["deadline_at", "urgency_threshold_at"] as const) {
    const value = form[field];
    if (value === undefined || value === null) {
      if (value === null) times[field] = null;
      continue;
    }
    const instant = parseTaskTime(value, timeZone);
    if (instant) times[field] = instant;
    else reasons.push(`${TIME_LABELS[field]}“${value}”不是有效的日期和时间（例如 2026-04-29T20:00）`);
  }
  if (reasons.length > 0) throw invalidInput("task:invalid", reasons, TASK_INVALID_LEAD);
  return times;
}

/** A task the student wrote: checked by checkNewTask (a task:invalid refusal lists every reason), then inserted. */
export async function createTask(db: Database, userId: number, fields: NewTaskFields): Promise<TaskRecord> {
  const checked = checkNewTask(fields);
  if (!checked.ok) throw invalidInput("task:invalid", checked.reasons, TASK_INVALID_LEAD);
  return insertTask(db, userId, checked.value);
}

/**
 * The updated task, or null when the student has no task with that id; a task:invalid refusal when the patch breaks a
 * rule (nothing changes then). Only the fields given change; a moved deadline or a new quadrant brings
 * urgency_threshold_at along (checkTaskEdit). The row is locked while the patch is judged against it, so a concurrent
 * edit of the deadline cannot slip between the check of the threshold and the write.
 */
export async function updateTask(db: Database, userId: number, taskId: number, patch: TaskFieldsPatch): Promise<TaskRecord | null> {
  return db.transaction(async (tx) => {
    const current = await lockTask(tx, userId, taskId);
    if (!current) return null;
    const checked = checkTaskEdit(current, patch);
    if (!checked.ok) throw invalidInput("task:invalid", checked.reasons, TASK_INVALID_LEAD);
    if (Object.keys(checked.value).length === 0) return current;
    return writeTask(tx, userId, taskId, checked.value);
  });
}

/** The task as the list shows it after a write. */
async function presentTask(db: Database, userId: number, taskId: number, now: Date, timeZone: string): Promise<TaskListItem | null> {
  const entry = await getTaskEntry(db, userId, taskId);
  return entry ? toTaskListItem(entry, now, timeZone) : null;
}

function taskNotFound(taskId: number): PlannerError {
  return new PlannerError("task:not_found", { context: { taskId } });
}

/** The student's tasks in list order (effective quadrant, deadline, id), with the zone their times are written in. */
export async function taskListOf(db: Database, userId: number, status: TaskStatus, now: Date): Promise<TaskList> {
  const timeZone = await studentTimeZone(db, userId);
  const entries = await listTaskEntries(db, userId, status);
  return { tasks: toTaskListItems(entries, now, timeZone), timezone: timeZone };
}

export async function addTask(db: Database, userId: number, form: TaskForm, now: Date): Promise<TaskListItem | null> {
  const timeZone = await studentTimeZone(db, userId);
  const times = readTimes(form, timeZone);
  const deadline = times.deadline_at ?? null;
  const created = await createTask(db, userId, {
    title: form.title,
    priority_group: form.priority_group ?? defaultPriority(deadline !== null),
    deadline_at: deadline,
    urgency_threshold_at: times.urgency_threshold_at,
    estimated_sections: form.estimated_sections ?? null,
  });
  return presentTask(db, userId, created.id, now, timeZone);
}

/**
 * Changes the given fields of the student's task; a moved deadline or a new quadrant brings the urgency threshold
 * along unless the patch sets one. task:not_found when the student has no task with that id.
 */
export async function editTask(db: Database, userId: number, taskId: number, patch: TaskFormPatch, now: Date): Promise<TaskListItem | null> {
  const timeZone = await studentTimeZone(db, userId);
  const { deadline_at: _deadline, urgency_threshold_at: _threshold, ...fields } = patch;
  const updated = await updateTask(db, userId, taskId, { ...fields, ...readTimes(patch, timeZone) });
  if (!updated) throw taskNotFound(taskId);
  return presentTask(db, userId, updated.id, now, timeZone);
}

/** Removes the task and its study blocks (the schedule version moves when blocks went); task:not_found as above. */
export async function removeTask(db: Database, userId: number, taskId: number): Promise<DeleteTaskResult> {
  const result = await deleteTask(db, userId, { task_id: taskId });
  if (!result) throw taskNotFound(taskId);
  return result;
}
