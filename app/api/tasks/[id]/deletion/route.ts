import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { decideTaskDeletion } from "@/server/task-deletion";
import { taskDeletionBodySchema, taskParamsSchema } from "../../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/:id/deletion: the student's answer to a delete card (删除 or 取消). Only this deletes a to-do the
 * assistant was asked to delete; a repeated or late click answers the first decision again.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, taskParamsSchema, "task:not_found");
    const body = await parseJsonBody(request, taskDeletionBodySchema);
    if (!body.ok) return body.response;
    return json(await decideTaskDeletion(db, account.id, id, body.data, now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}
