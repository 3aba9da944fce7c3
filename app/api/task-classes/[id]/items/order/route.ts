import { route } from "@/server/route";
import { reorderItems } from "@/server/study-plan/task-class-items";
import { classParamsSchema, reorderSchema } from "../../../schema";

export const dynamic = "force-dynamic";

/** PUT /api/task-classes/:id/items/order {item_ids}: every item of the class, once, in the new order. */
export const PUT = route({ params: classParamsSchema, notFound: "task_class:not_found", body: reorderSchema }, ({ db, account, params, body }) =>
  reorderItems(db, account.id, params.id, body.item_ids),
);
