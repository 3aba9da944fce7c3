/** The path parameters of the study plan routes. */
import { PlannerError } from "@/lib/errors";

export type ClassContext = { params: Promise<{ id: string }> };
export type ItemContext = { params: Promise<{ id: string; itemId: string }> };

const ID_PATTERN = /^\d{1,9}$/;

/** An id that is not a number names no class: the same 404 as an unknown one. */
export async function taskClassIdOf(context: ClassContext | ItemContext): Promise<number> {
  const { id } = await context.params;
  if (!ID_PATTERN.test(id)) throw new PlannerError("task_class:not_found", { context: { taskClassId: -1 } });
  return Number(id);
}

export async function itemIdOf(context: ItemContext): Promise<number> {
  const { itemId } = await context.params;
  if (!ID_PATTERN.test(itemId)) throw new PlannerError("task_item:not_found", { context: { itemId: -1 } });
  return Number(itemId);
}
