import { route } from "@/server/route";
import { addTask, taskListOf } from "@/server/tasks/tasks";
import { createTaskSchema, listQuerySchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/tasks?status=open|done|all (default all): the student's loose tasks in list order (effective quadrant,
 * deadline, id), each with its study block count and its times written in the student's zone.
 */
export const GET = route({ query: listQuerySchema }, ({ db, account, query }) => taskListOf(db, account.id, query.status, now()));

/** POST /api/tasks: a task written in the 待办 form; times are the student's wall clock or zoned ISO. */
export const POST = route({ body: createTaskSchema, status: 201 }, async ({ db, account, body }) => ({ task: await addTask(db, account.id, body, now()) }));
