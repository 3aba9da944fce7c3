/**
 * The 待办 form's state, its checks and the body it sends. Pure, so the rules are tested without rendering. Times
 * stay the student's wall clock ("2026-04-29T20:00") all the way to the server, which reads them in term.timezone;
 * the browser's own zone is never involved.
 */
import type { NewTaskPayload, TaskListItem, TaskPatchPayload } from "@/client/tasks-api";
import type { PriorityGroup } from "@/lib/tasks/priority";
import { MAX_ESTIMATED_SECTIONS, MAX_TITLE_LENGTH, TASK_FIELD_MESSAGES } from "@/lib/tasks/task-edit";

/** A date without a time is due at the end of that day, as the assistant reads "周三前". */
export const DEFAULT_DUE_TIME = "23:59";

export interface TaskFormState {
  title: string;
  priority_group: PriorityGroup;
  /** "YYYY-MM-DD" or "". */
  deadlineDate: string;
  /** "HH:mm" or "". */
  deadlineTime: string;
  /** "YYYY-MM-DDTHH:mm" or "". */
  threshold: string;
  /** The periods as typed; "" = not estimated. */
  sections: string;
}

export interface TaskFormErrors {
  title?: string;
  deadline?: string;
  threshold?: string;
  sections?: string;
}

export function emptyTaskForm(): TaskFormState {
  return { title: "", priority_group: 2, deadlineDate: "", deadlineTime: "", threshold: "", sections: "" };
}

export function taskFormFrom(task: TaskListItem): TaskFormState {
  return {
    title: task.title,
    priority_group: task.priority_group,
    deadlineDate: task.deadline_local?.slice(0, 10) ?? "",
    deadlineTime: task.deadline_local?.slice(11, 16) ?? "",
    threshold: task.urgency_threshold_local ?? "",
    sections: task.estimated_sections === null ? "" : String(task.estimated_sections),
  };
}

/** The threshold only matters for 重要不紧急 with a deadline, so the form asks for it only then. */
export function asksThreshold(state: TaskFormState): boolean {
  return state.priority_group === 2 && state.deadlineDate !== "";
}

function titleLength(title: string): number {
  return [...title].length;
}

type Checked = { ok: true; title: string; deadline: string | null; threshold: string | null; sections: number | null } | { ok: false; errors: TaskFormErrors };

function check(state: TaskFormState): Checked {
  const errors: TaskFormErrors = {};
  const title = state.title.trim();
  if (title === "") errors.title = TASK_FIELD_MESSAGES.titleEmpty;
  else if (titleLength(title) > MAX_TITLE_LENGTH) errors.title = TASK_FIELD_MESSAGES.titleTooLong;

  let deadline: string | null = null;
  if (state.deadlineDate !== "") deadline = `${state.deadlineDate}T${state.deadlineTime || DEFAULT_DUE_TIME}`;
  else if (state.deadlineTime !== "") errors.deadline = "请先选择截止日期";

  const threshold = asksThreshold(state) && state.threshold !== "" ? state.threshold : null;
  // Both are wall clocks in the same zone and the same fixed-width format, so text order is time order.
  if (threshold && deadline && threshold > deadline) errors.threshold = TASK_FIELD_MESSAGES.thresholdAfterDeadline;

  let sections: number | null = null;
  if (state.sections.trim() !== "") {
    sections = Number(state.sections);
    if (!Number.isInteger(sections) || sections < 1 || sections > MAX_ESTIMATED_SECTIONS) errors.sections = TASK_FIELD_MESSAGES.sections;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, title, deadline, threshold, sections };
}

export type FormResult<T> = { ok: true; payload: T } | { ok: false; errors: TaskFormErrors };

/** The body of POST /api/tasks; an empty threshold is left out so the server fills in its default. */
export function newTaskPayload(state: TaskFormState): FormResult<NewTaskPayload> {
  const checked = check(state);
  if (!checked.ok) return checked;
  const payload: NewTaskPayload = {
    title: checked.title,
    priority_group: state.priority_group,
    deadline_at: checked.deadline,
    estimated_sections: checked.sections,
  };
  if (checked.threshold) payload.urgency_threshold_at = checked.threshold;
  return { ok: true, payload };
}

/**
 * The body of PATCH /api/tasks/:id: only what the student changed. A threshold left as it was is not sent, so a
 * moved deadline carries it along on the server; a threshold emptied on purpose is sent as null (never urgent).
 */
export function taskPatchPayload(state: TaskFormState, original: TaskListItem): FormResult<TaskPatchPayload> {
  const checked = check(state);
  if (!checked.ok) return checked;
  const before = taskFormFrom(original);
  const patch: TaskPatchPayload = {};
  if (checked.title !== original.title) patch.title = checked.title;
  if (state.priority_group !== original.priority_group) patch.priority_group = state.priority_group;
  if (checked.deadline !== original.deadline_local) patch.deadline_at = checked.deadline;
  if (asksThreshold(state) && state.threshold !== before.threshold) patch.urgency_threshold_at = checked.threshold;
  if (checked.sections !== original.estimated_sections) patch.estimated_sections = checked.sections;
  return { ok: true, payload: patch };
}
