import { route } from "@/server/route";
import { deleteItem, updateItem } from "@/server/study-plan/task-class-items";
import { itemPathSchema, updateItemSchema } from "../../../schema";

export const dynamic = "force-dynamic";

/** The class and item ids of the path; either malformed is the same 404 as an unknown one, the class's first. */
const ITEM_PATH = { params: itemPathSchema, notFound: { id: "task_class:not_found", itemId: "task_item:not_found" } } as const;

/** PATCH /api/task-classes/:id/items/:itemId: content and/or duration (a placed item keeps its duration: 409). */
export const PATCH = route({ ...ITEM_PATH, body: updateItemSchema }, ({ db, account, params, body }) => updateItem(db, account.id, params.id, params.itemId, body));

/** DELETE /api/task-classes/:id/items/:itemId: the item and its study block; the rest close ranks. */
export const DELETE = route(ITEM_PATH, ({ db, account, params }) => deleteItem(db, account.id, params.id, params.itemId));
