import { getDb } from "@/db/bootstrap";
import { createCourse, listCourses } from "@/db/queries/courses";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { courseSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/courses: the student's courses with their meetings. */
export async function GET(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json({ courses: await listCourses(db, user.id) });
  } catch (error) {
    return errorResponse(error);
  }
}

/** POST /api/courses: adds a course (one transaction, bumps the schedule version). */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseJsonBody(request, courseSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await createCourse(db, user.id, body.data), 201);
  } catch (error) {
    return errorResponse(error);
  }
}
