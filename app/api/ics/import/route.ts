import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { importCourses } from "@/server/timetable/courses";
import { importSchema } from "../../courses/schema";

export const dynamic = "force-dynamic";

/** POST /api/ics/import {courses}: writes the previewed drafts the student kept, all or nothing. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, importSchema);
    if (!body.ok) return body.response;
    return json(await importCourses(db, account.id, body.data.courses), 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
