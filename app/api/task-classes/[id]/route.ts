import { readJsonBody } from "@/server/http";
import { route } from "@/server/route";
import { deleteTaskClass, termPeriodsPerDay, updateTaskClass } from "@/server/study-plan/task-classes";
import { classParamsSchema, updateTaskClassSchema } from "../schema";

export const dynamic = "force-dynamic";

const CLASS_PATH = { params: classParamsSchema, notFound: "task_class:not_found" } as const;

/** PATCH /api/task-classes/:id: changes the given fields of the class. */
export const PATCH = route(
  {
    ...CLASS_PATH,
    // Bounded by the student's term, as for a new class.
    body: async (request, { db, account }) => readJsonBody(request, updateTaskClassSchema(await termPeriodsPerDay(db, account.id))),
  },
  ({ db, account, params, body }) => updateTaskClass(db, account.id, params.id, body),
);

/** DELETE /api/task-classes/:id: the class, its items and their study blocks; says how many blocks went. */
export const DELETE = route(CLASS_PATH, ({ db, account, params }) => deleteTaskClass(db, account.id, params.id));
