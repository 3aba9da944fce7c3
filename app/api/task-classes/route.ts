import { getDb } from "@/db/bootstrap";
import { createTaskClass, listTaskClasses } from "@/db/queries/task-classes";
import { termRange } from "@/lib/study-plan/rules";
import { loadTerm } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { createTaskClassSchema } from "./schema";

export const dynamic = "force-dynamic";

/**
 * GET /api/task-classes: the student's task classes with their items, plus the term's range and the student's
 * today, which the form needs for its date limits and defaults.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const term = await loadTerm(db, user.id);
    return json({
      task_classes: await listTaskClasses(db, user.id),
      term: term ? { ...termRange(term), timezone: term.timezone } : null,
      today: term ? localDate(new Date(), term.timezone) : null,
    });
  } catch (error) {
    return errorResponse(error);
  }
}

/** POST /api/task-classes: a new class with its first items (one transaction, bumps the schedule version). */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseJsonBody(request, createTaskClassSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await createTaskClass(db, user.id, body.data), 201);
  } catch (error) {
    return errorResponse(error);
  }
}
