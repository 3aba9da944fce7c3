import { errorResponse, json, parseJsonBody } from "@/server/http";
import { addExam, examsOf } from "@/server/exams/exams";
import { studentOf } from "@/server/student";
import { examBodySchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/exams: the student's exams, soonest first. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ exams: await examsOf(db, account.id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** POST /api/exams {title, date, time?, location?, course_id?, task_class_id?}: 201 {exam}; 422 for what cannot be kept. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, examBodySchema);
    if (!body.ok) return body.response;
    return json({ exam: await addExam(db, account.id, body.data) }, 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}
