import { errorResponse, json, parseJsonBody, parseQuery } from "@/server/http";
import { studentOf } from "@/server/student";
import { addTask, taskListOf } from "@/server/tasks";
import { createTaskSchema, listQuerySchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/tasks?status=open|done|all (default all): the student's loose tasks in list order (effective quadrant,
 * deadline, id), each with its study block count and its times written in the student's zone.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { status } = parseQuery(request, listQuerySchema);
    return json(await taskListOf(db, account.id, status, now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** POST /api/tasks: a task written in the 待办 form; times are the student's wall clock or zoned ISO. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, createTaskSchema);
    if (!body.ok) return body.response;
    return json({ task: await addTask(db, account.id, body.data, now()) }, 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
