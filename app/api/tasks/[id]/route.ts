import { route } from "@/server/route";
import { editTask, removeTask } from "@/server/tasks/tasks";
import { patchTaskSchema, taskParamsSchema } from "../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

const TASK_PATH = { params: taskParamsSchema, notFound: "task:not_found" } as const;

/**
 * PATCH /api/tasks/:id: changes the given fields (is_completed to complete or undo). A moved deadline or a new
 * quadrant brings the urgency threshold along unless the body sets one.
 */
export const PATCH = route({ ...TASK_PATH, body: patchTaskSchema }, async ({ db, account, params, body }) => ({
  task: await editTask(db, account.id, params.id, body, now()),
}));

/** DELETE /api/tasks/:id: removes the task and its study blocks; the schedule version moves when blocks went. */
export const DELETE = route(TASK_PATH, ({ db, account, params }) => removeTask(db, account.id, params.id));
