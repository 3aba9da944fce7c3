/** The structured results of reading a student's task sentences; the cards and the database take them from here. */
import type { TaskRecordSource } from "@/lib/protocol/cards";
import type { PriorityGroup } from "./priority";

export interface TaskDraft {
  /** Cleaned: the date phrase, the filler words and a clause that only states the priority are removed. */
  title: string;
  deadline_at?: Date;
  /** False when the deadline's time is a default (23:59 for a bare day); absent without a deadline. */
  deadline_has_time?: boolean;
  priority_group: PriorityGroup;
  urgency_threshold_at?: Date;
  /** Class periods the student expects the task to take ("需要2节", "2 periods"). */
  estimated_sections?: number;
  source: TaskRecordSource;
}

interface TaskValidationError {
  code: "empty_title";
  field: "title";
  /** zh-CN text that can be shown to the student as is. */
  message: string;
}

export type TaskDraftResult = { ok: true; task: TaskDraft } | { ok: false; error: TaskValidationError };

export type TaskQuerySort = "deadline_asc" | "deadline_desc" | "priority" | "created_desc";

export interface TaskQuery {
  /** Case-insensitive substring of the title. */
  keyword?: string;
  /** Compared with the task's effective quadrant (a quadrant-2 task past its urgency threshold counts as 1). */
  quadrant?: PriorityGroup;
  /** false (default) = only tasks not done yet. */
  include_completed: boolean;
  /** Only done tasks; implies include_completed. */
  completed_only?: boolean;
  /** Deadline strictly earlier than this instant. Tasks without a deadline never match a deadline bound. */
  deadline_before?: Date;
  /** Deadline at or after this instant. */
  deadline_after?: Date;
  sort: TaskQuerySort;
  limit: number;
}

/** What the in-memory filter needs of a task; the database rows map onto it. */
export interface QueryableTask {
  id: number;
  title: string;
  priority_group: PriorityGroup;
  deadline_at?: Date | null;
  urgency_threshold_at?: Date | null;
  is_completed: boolean;
  created_at?: Date | null;
}
