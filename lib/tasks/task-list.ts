/**
 * The 待办 list: one row per loose task as the route sends it (type and runtime schema together, so the client parses
 * what the server built), and the grouping the page shows. The quadrant a row sits under is the effective one at the
 * server's `now`, so a quadrant-2 task past its threshold is listed with the urgent ones and tagged 已紧急.
 */
import { z } from "zod";
import { formatDueShort } from "./format";
import { effectiveQuadrant, priorityLabel, type PriorityGroup } from "./priority";
import { toLocalInput } from "./task-input";
import { sortTasks } from "./task-sort";
import type { QueryableTask } from "./task-types";

const priorityGroupSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const taskListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The quadrant the student chose. */
  priority_group: priorityGroupSchema,
  /** The quadrant it counts as now; the list groups by this one. */
  effective_quadrant: priorityGroupSchema,
  /** The effective quadrant's label. */
  priority_label: z.string(),
  /** effective_quadrant differs from priority_group: its urgency threshold has passed. */
  turned_urgent: z.boolean(),
  deadline_at: z.string().nullable(),
  /** "YYYY-MM-DDTHH:mm" in the student's zone, for the edit form. */
  deadline_local: z.string().nullable(),
  /** "周三 20:00" / "11月30日 20:00" in the student's zone. */
  deadline_text: z.string().nullable(),
  overdue: z.boolean(),
  urgency_threshold_at: z.string().nullable(),
  urgency_threshold_local: z.string().nullable(),
  estimated_sections: z.number().nullable(),
  is_completed: z.boolean(),
  /** Study blocks on the schedule for this task (schedule_events.task_id). */
  study_blocks: z.number(),
  created_at: z.string(),
});

export type TaskListItem = z.infer<typeof taskListItemSchema>;

export interface ListableTask extends QueryableTask {
  deadline_at: Date | null;
  urgency_threshold_at: Date | null;
  estimated_sections: number | null;
  created_at: Date;
  study_blocks: number;
}

export function toTaskListItem(task: ListableTask, now: Date, timeZone: string): TaskListItem {
  const quadrant = effectiveQuadrant(task, now);
  const deadline = task.deadline_at;
  const threshold = task.urgency_threshold_at;
  return {
    id: task.id,
    title: task.title,
    priority_group: task.priority_group,
    effective_quadrant: quadrant,
    priority_label: priorityLabel(quadrant),
    turned_urgent: quadrant !== task.priority_group,
    deadline_at: deadline ? deadline.toISOString() : null,
    deadline_local: deadline ? toLocalInput(deadline, timeZone) : null,
    deadline_text: deadline ? formatDueShort(deadline, timeZone, now) : null,
    overdue: !task.is_completed && deadline !== null && deadline.getTime() < now.getTime(),
    urgency_threshold_at: threshold ? threshold.toISOString() : null,
    urgency_threshold_local: threshold ? toLocalInput(threshold, timeZone) : null,
    estimated_sections: task.estimated_sections,
    is_completed: task.is_completed,
    study_blocks: task.study_blocks,
    created_at: task.created_at.toISOString(),
  };
}

/** Rows in list order: by effective quadrant, then the earliest deadline (undated last), then id. */
export function toTaskListItems(tasks: readonly ListableTask[], now: Date, timeZone: string): TaskListItem[] {
  return sortTasks(tasks, "priority", now).map((task) => toTaskListItem(task, now, timeZone));
}

const QUADRANTS: readonly PriorityGroup[] = [1, 2, 3, 4];

export interface QuadrantGroup {
  quadrant: PriorityGroup;
  label: string;
  tasks: TaskListItem[];
}

export interface GroupedTaskList {
  /** Always the four quadrants in order, empty ones included, so the page keeps its shape. */
  quadrants: QuadrantGroup[];
  completed: TaskListItem[];
}

/** Open tasks under their effective quadrant and finished ones apart; the order within each is kept. */
export function groupTaskList(items: readonly TaskListItem[]): GroupedTaskList {
  const open = items.filter((item) => !item.is_completed);
  return {
    quadrants: QUADRANTS.map((quadrant) => ({
      quadrant,
      label: priorityLabel(quadrant),
      tasks: open.filter((item) => item.effective_quadrant === quadrant),
    })),
    completed: items.filter((item) => item.is_completed),
  };
}
