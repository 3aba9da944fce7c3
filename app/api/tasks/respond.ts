/** The path parameter of the 待办 routes, and the 404 they answer for an id that names no task. */
import { PlannerError } from "@/lib/errors";
import { errorResponse } from "@/server/http";

export type TaskContext = { params: Promise<{ id: string }> };

export function taskNotFound(): Response {
  return errorResponse(new PlannerError("task:not_found"));
}

/** Digits only, so "12abc" or "-1" is simply not found instead of a database error. */
export async function taskIdOf(context: TaskContext): Promise<number | null> {
  const { id } = await context.params;
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}
