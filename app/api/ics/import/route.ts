import { getDb } from "@/db/bootstrap";
import { importCourses } from "@/db/queries/courses";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { importSchema } from "../../courses/schema";

export const dynamic = "force-dynamic";

/** POST /api/ics/import {courses}: writes the previewed drafts the student kept, all or nothing. */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseJsonBody(request, importSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await importCourses(db, user.id, body.data.courses), 201);
  } catch (error) {
    return errorResponse(error);
  }
}
