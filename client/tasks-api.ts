/**
 * The 待办 page's calls to /api/tasks. Answers are parsed with the same schema the server builds rows with
 * (lib/tasks/task-list); a refusal keeps the route's reasons so the form can list each one.
 */
import { z } from "zod";
import { jsonInit, requestJson as request } from "./http";
import type { TaskDeletionAnswer, TaskDeletionRequest } from "@/lib/protocol";
import { taskDeletionAnswerSchema } from "@/lib/protocol/task-edit-cards";
import { taskListItemSchema, type TaskListItem } from "@/lib/tasks/task-list";

export type { TaskListItem };

/** What POST /api/tasks takes; times are the student's wall clock ("2026-04-29T20:00") or "" for none. */
export interface NewTaskPayload {
  title: string;
  priority_group: 1 | 2 | 3 | 4;
  deadline_at: string | null;
  urgency_threshold_at?: string | null;
  estimated_sections: number | null;
}

/** What PATCH /api/tasks/:id takes: only the fields that change. */
export type TaskPatchPayload = Partial<NewTaskPayload & { is_completed: boolean }>;

/** The shared client error under the name this module's callers use. */

const taskAnswerSchema = z.object({ task: taskListItemSchema });
const deleteAnswerSchema = z.object({ task_id: z.number(), study_blocks: z.number(), schedule_version: z.number() });
export type DeleteTaskAnswer = z.infer<typeof deleteAnswerSchema>;

export async function fetchTasks(status: "open" | "done" | "all" = "all"): Promise<TaskListItem[]> {
  return (await request(`/api/tasks?status=${status}`, z.object({ tasks: z.array(taskListItemSchema) }))).tasks;
}

export async function createTask(payload: NewTaskPayload): Promise<TaskListItem> {
  return (await request("/api/tasks", taskAnswerSchema, jsonInit("POST", payload))).task;
}

export async function updateTask(id: number, patch: TaskPatchPayload): Promise<TaskListItem> {
  return (await request(`/api/tasks/${id}`, taskAnswerSchema, jsonInit("PATCH", patch))).task;
}

export function deleteTask(id: number): Promise<DeleteTaskAnswer> {
  return request(`/api/tasks/${id}`, deleteAnswerSchema, { method: "DELETE" });
}

/** A delete card's 删除 or 取消 (POST /api/tasks/:id/deletion); a repeated click answers the first decision again. */
export function decideTaskDeletion(taskId: number, body: TaskDeletionRequest): Promise<TaskDeletionAnswer> {
  return request(`/api/tasks/${taskId}/deletion`, taskDeletionAnswerSchema, jsonInit("POST", body));
}
