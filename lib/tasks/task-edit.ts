/**
 * The rules for writing a loose task from a form or a PATCH: what a title, a period count and a pair of times may be,
 * and how urgency_threshold_at follows when the deadline or the quadrant changes. Pure; the database writes the
 * checked values inside its transaction (db/queries/tasks.ts).
 */
import { singleLine } from "@/lib/protocol/record-text";
import { isPriorityGroup, urgencyThresholdFor, type PriorityGroup } from "./priority";

export const MAX_TITLE_LENGTH = 80;
export const MAX_ESTIMATED_SECTIONS = 24;

export const TASK_FIELD_MESSAGES = {
  titleEmpty: "请填写待办内容",
  titleTooLong: `待办内容不能超过 ${MAX_TITLE_LENGTH} 个字`,
  sections: `所需节数必须是 1 到 ${MAX_ESTIMATED_SECTIONS} 之间的整数`,
  priority: "优先级必须是四个象限之一",
  thresholdAfterDeadline: "提醒紧急的时间不能晚于截止时间",
} as const;

/** The fields of a task that a student writes. */
export interface TaskFields {
  title: string;
  priority_group: PriorityGroup;
  deadline_at: Date | null;
  urgency_threshold_at: Date | null;
  estimated_sections: number | null;
  is_completed: boolean;
}

export type TaskFieldsPatch = Partial<TaskFields>;

export interface NewTaskFields {
  title: string;
  priority_group: PriorityGroup;
  deadline_at?: Date | null;
  /** Absent: quadrant 2 with a deadline turns urgent 24 h before it (priority.ts); null: never. */
  urgency_threshold_at?: Date | null;
  estimated_sections?: number | null;
  is_completed?: boolean;
}

export type TaskCheck<T> = { ok: true; value: T } | { ok: false; reasons: string[] };

/** Titles count characters as people see them, so an emoji is one, not two UTF-16 units. */
function titleLength(title: string): number {
  return [...title].length;
}

function titleReasons(title: string): string[] {
  if (title === "") return [TASK_FIELD_MESSAGES.titleEmpty];
  return titleLength(title) > MAX_TITLE_LENGTH ? [TASK_FIELD_MESSAGES.titleTooLong] : [];
}

function sectionsReasons(sections: number | null): string[] {
  if (sections === null) return [];
  return Number.isInteger(sections) && sections >= 1 && sections <= MAX_ESTIMATED_SECTIONS ? [] : [TASK_FIELD_MESSAGES.sections];
}

function timesReasons(deadline: Date | null, threshold: Date | null): string[] {
  return deadline && threshold && threshold.getTime() > deadline.getTime() ? [TASK_FIELD_MESSAGES.thresholdAfterDeadline] : [];
}

/**
 * A new task's complete fields (title on one line, default threshold filled in), or every reason it is refused. A
 * line break in a title would let it pose as more records or an instruction in what the model reads (issue 24).
 */
export function checkNewTask(fields: NewTaskFields): TaskCheck<TaskFields> {
  const title = singleLine(fields.title);
  const deadline = fields.deadline_at ?? null;
  const threshold =
    fields.urgency_threshold_at !== undefined ? fields.urgency_threshold_at : (urgencyThresholdFor(fields.priority_group, deadline) ?? null);
  const sections = fields.estimated_sections ?? null;
  const reasons = [
    ...titleReasons(title),
    ...(isPriorityGroup(fields.priority_group) ? [] : [TASK_FIELD_MESSAGES.priority]),
    ...sectionsReasons(sections),
    ...timesReasons(deadline, threshold),
  ];
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    value: {
      title,
      priority_group: fields.priority_group,
      deadline_at: deadline,
      urgency_threshold_at: threshold,
      estimated_sections: sections,
      is_completed: fields.is_completed ?? false,
    },
  };
}

/**
 * The threshold after a deadline or quadrant change the student did not pair with a threshold of their own. A task
 * that had both keeps its lead time (a threshold 3 days ahead stays 3 days ahead of the moved deadline); one that had
 * none gets the default for its new quadrant; without a deadline there is nothing to be urgent about.
 */
function followingThreshold(current: TaskFields, deadline: Date | null, group: PriorityGroup): Date | null {
  if (!deadline) return null;
  const lead = current.deadline_at && current.urgency_threshold_at ? current.deadline_at.getTime() - current.urgency_threshold_at.getTime() : null;
  if (lead !== null && lead >= 0) return new Date(deadline.getTime() - lead);
  return urgencyThresholdFor(group, deadline) ?? null;
}

/**
 * Only the fields that change, or the reasons the patch is refused. Fields the patch leaves alone are not judged
 * again, so a long title the assistant once wrote never blocks ticking the task off.
 */
export function checkTaskEdit(current: TaskFields, patch: TaskFieldsPatch): TaskCheck<TaskFieldsPatch> {
  const changes: TaskFieldsPatch = {};
  const reasons: string[] = [];

  if (patch.title !== undefined) {
    const title = singleLine(patch.title);
    reasons.push(...titleReasons(title));
    if (title !== current.title) changes.title = title;
  }
  if (patch.priority_group !== undefined) {
    if (!isPriorityGroup(patch.priority_group)) reasons.push(TASK_FIELD_MESSAGES.priority);
    else if (patch.priority_group !== current.priority_group) changes.priority_group = patch.priority_group;
  }
  if (patch.estimated_sections !== undefined) {
    reasons.push(...sectionsReasons(patch.estimated_sections));
    if (patch.estimated_sections !== current.estimated_sections) changes.estimated_sections = patch.estimated_sections;
  }
  if (patch.is_completed !== undefined && patch.is_completed !== current.is_completed) changes.is_completed = patch.is_completed;

  const deadline = patch.deadline_at !== undefined ? patch.deadline_at : current.deadline_at;
  const group = changes.priority_group ?? current.priority_group;
  const deadlineMoved = (deadline?.getTime() ?? null) !== (current.deadline_at?.getTime() ?? null);
  let threshold = current.urgency_threshold_at;
  if (patch.urgency_threshold_at !== undefined) threshold = patch.urgency_threshold_at;
  else if (deadlineMoved || changes.priority_group !== undefined) threshold = followingThreshold(current, deadline, group);
  if (deadlineMoved) changes.deadline_at = deadline;
  if ((threshold?.getTime() ?? null) !== (current.urgency_threshold_at?.getTime() ?? null)) changes.urgency_threshold_at = threshold;
  if (changes.deadline_at !== undefined || changes.urgency_threshold_at !== undefined) reasons.push(...timesReasons(deadline, threshold));

  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, value: changes };
}
