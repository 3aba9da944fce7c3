import { createCourse, listCourses } from "@/server/timetable/courses";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { courseSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/courses: the student's courses with their meetings. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ courses: await listCourses(db, account.id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** POST /api/courses: adds a course (one transaction, bumps the schedule version). */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, courseSchema);
    if (!body.ok) return body.response;
    return json(await createCourse(db, account.id, body.data), 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
