/**
 * What the 待办 routes share: the student's zone (the term's, else DEFAULT_TIME_ZONE as the assistant uses it), times
 * read in that zone, rows as the list shows them, and the error answers (a task refusal carries its reasons so the
 * form can list each one).
 */
import { PlannerError } from "@/lib/errors";
import { invalidInput } from "@/lib/errors";
import type { Database } from "@/db/client";
import { getTaskEntry } from "@/db/queries/tasks";
import { loadTerm } from "@/db/queries/terms";
import { agentEnv } from "@/server/agent/env";
import { errorResponse, json } from "@/server/http";
import { parseTaskTime } from "@/lib/tasks/task-input";
import { toTaskListItem, type TaskListItem } from "@/lib/tasks/task-list";

export async function studentTimeZone(db: Database, userId: number): Promise<string> {
  return (await loadTerm(db, userId))?.timezone ?? agentEnv().DEFAULT_TIME_ZONE;
}

const TIME_LABELS = { deadline_at: "截止时间", urgency_threshold_at: "提醒紧急的时间" } as const;

export type TimeFields = { deadline_at?: Date | null; urgency_threshold_at?: Date | null };

/** The body's times as instants in the student's zone; a task:invalid refusal names each one that is not a real time. */
export function readTimes(body: { deadline_at?: string | null; urgency_threshold_at?: string | null }, timeZone: string): TimeFields {
  const times: TimeFields = {};
  const reasons: string[] = [];
  for (const field of ["deadline_at", "urgency_threshold_at"] as const) {
    const value = body[field];
    if (value === undefined || value === null) {
      if (value === null) times[field] = null;
      continue;
    }
    const instant = parseTaskTime(value, timeZone);
    if (instant) times[field] = instant;
    else reasons.push(`${TIME_LABELS[field]}“${value}”不是有效的日期和时间（例如 2026-04-29T20:00）`);
  }
  if (reasons.length > 0) throw invalidInput("task:invalid", reasons, "待办信息有误：");
  return times;
}

/** The task as the list shows it after a write, with its study block count. */
export async function presentTask(db: Database, userId: number, taskId: number, now: Date, timeZone: string): Promise<TaskListItem | null> {
  const entry = await getTaskEntry(db, userId, taskId);
  return entry ? toTaskListItem(entry, now, timeZone) : null;
}

export function taskNotFound(): Response {
  return errorResponse(new PlannerError("task:not_found"));
}

/** Digits only, so "12abc" or "-1" is simply not found instead of a database error. */
export async function taskIdOf(context: { params: Promise<{ id: string }> }): Promise<number | null> {
  const { id } = await context.params;
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

