import { readJsonBody } from "@/server/http";
import { route } from "@/server/route";
import { addItem } from "@/server/study-plan/task-class-items";
import { termPeriodsPerDay } from "@/server/study-plan/task-classes";
import { addItemSchema, classParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** POST /api/task-classes/:id/items: adds an item at the end, or at `position` (1-based). */
export const POST = route(
  {
    params: classParamsSchema,
    notFound: "task_class:not_found",
    // An item's duration is bounded by the student's term's periods a day.
    body: async (request, { db, account }) => readJsonBody(request, addItemSchema(await termPeriodsPerDay(db, account.id))),
    status: 201,
  },
  ({ db, account, params, body: { position, ...item } }) => addItem(db, account.id, params.id, item, { position }),
);
