import { errorResponse, json, parseJsonBody } from "@/server/http";
import { createTaskClass, studyPlanOf, termPeriodsPerDay } from "@/server/study-plan";
import { studentOf } from "@/server/student";
import { createTaskClassSchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/task-classes: the student's task classes with their items, plus the term's range and the student's
 * today, which the form needs for its date limits and defaults.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json(await studyPlanOf(db, account.id, now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** POST /api/task-classes: a new class with its first items (one transaction, bumps the schedule version). */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, createTaskClassSchema(await termPeriodsPerDay(db, account.id)));
    if (!body.ok) return body.response;
    return json(await createTaskClass(db, account.id, body.data), 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
