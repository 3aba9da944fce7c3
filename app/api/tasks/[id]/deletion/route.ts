import { route } from "@/server/route";
import { decideTaskDeletion } from "@/server/tasks/task-deletion";
import { taskDeletionBodySchema, taskParamsSchema } from "../../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/tasks/:id/deletion: the student's answer to a delete card (删除 or 取消). Only this deletes a to-do the
 * assistant was asked to delete; a repeated or late click answers the first decision again.
 */
export const POST = route({ params: taskParamsSchema, notFound: "task:not_found", body: taskDeletionBodySchema }, ({ db, account, params, body }) =>
  decideTaskDeletion(db, account.id, params.id, body, now()),
);
