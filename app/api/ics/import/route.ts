import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { importIcsDrafts } from "@/server/timetable/ics-import";
import { icsImportSchema } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/ics/import {courses, clashes}: writes the previewed drafts the student kept, all or nothing. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, icsImportSchema);
    if (!body.ok) return body.response;
    return json(await importIcsDrafts(db, account.id, body.data), 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
