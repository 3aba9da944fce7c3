import { getDb } from "@/db/bootstrap";
import { createTask, listTaskEntries } from "@/db/queries/tasks";
import { getCurrentUser } from "@/server/auth/current-user";
import { badRequest, describeZodError, errorResponse, json, parseJsonBody } from "@/server/http";
import { defaultPriority } from "@/lib/tasks/priority";
import { toTaskListItems } from "@/lib/tasks/task-list";
import { presentTask, readTimes, studentTimeZone } from "./respond";
import { createTaskSchema, listQuerySchema } from "./schema";

export const dynamic = "force-dynamic";

/**
 * GET /api/tasks?status=open|done|all (default all): the student's loose tasks in list order (effective quadrant,
 * deadline, id), each with its study block count and its times written in the student's zone.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const query = listQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return badRequest(`请求参数有误：${describeZodError(query.error)}`);
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const timeZone = await studentTimeZone(db, user.id);
    const entries = await listTaskEntries(db, user.id, query.data.status);
    return json({ tasks: toTaskListItems(entries, new Date(), timeZone), timezone: timeZone });
  } catch (error) {
    return errorResponse(error);
  }
}

/** POST /api/tasks: a task written in the 待办 form; times are the student's wall clock or zoned ISO. */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseJsonBody(request, createTaskSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const timeZone = await studentTimeZone(db, user.id);
    const times = readTimes(body.data, timeZone);
    const deadline = times.deadline_at ?? null;
    const created = await createTask(db, user.id, {
      title: body.data.title,
      priority_group: body.data.priority_group ?? defaultPriority(deadline !== null),
      deadline_at: deadline,
      urgency_threshold_at: times.urgency_threshold_at,
      estimated_sections: body.data.estimated_sections ?? null,
    });
    return json({ task: await presentTask(db, user.id, created.id, new Date(), timeZone) }, 201);
  } catch (error) {
    return errorResponse(error);
  }
}
