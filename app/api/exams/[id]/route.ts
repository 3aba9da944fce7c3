import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { editExam, removeExam } from "@/server/exams/exams";
import { studentOf } from "@/server/student";
import { examBodySchema, examParamsSchema } from "../schema";

export const dynamic = "force-dynamic";

type ExamContext = { params: Promise<{ id: string }> };

/** PATCH /api/exams/:id: changes the fields given; 200 {exam}. Another student's exam is 404. */
export async function PATCH(request: Request, context: ExamContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, examParamsSchema, "exam:not_found");
    const body = await parseJsonBody(request, examBodySchema);
    if (!body.ok) return body.response;
    return json({ exam: await editExam(db, account.id, id, body.data) });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/exams/:id: 200 {deleted: id}. */
export async function DELETE(request: Request, context: ExamContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, examParamsSchema, "exam:not_found");
    return json(await removeExam(db, account.id, id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
