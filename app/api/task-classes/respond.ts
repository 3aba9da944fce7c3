/** Error answers and path parameters shared by the study plan routes. */
import { TaskClassInvalidError, TaskClassNotFoundError, TaskItemNotFoundError } from "@/lib/study-plan/errors";
import { errorResponse, json } from "@/server/http";

/** A refused edit keeps every reason the data layer listed, so the form can show each one. */
export function taskClassErrorResponse(error: unknown): Response {
  if (error instanceof TaskClassInvalidError) return json({ error: { code: error.code, message: error.message, reasons: error.reasons } }, error.httpStatus);
  return errorResponse(error);
}

export type ClassContext = { params: Promise<{ id: string }> };
export type ItemContext = { params: Promise<{ id: string; itemId: string }> };

const ID_PATTERN = /^\d{1,9}$/;

/** An id that is not a number names no class: the same 404 as an unknown one. */
export async function taskClassIdOf(context: ClassContext | ItemContext): Promise<number> {
  const { id } = await context.params;
  if (!ID_PATTERN.test(id)) throw new TaskClassNotFoundError(-1);
  return Number(id);
}

export async function itemIdOf(context: ItemContext): Promise<number> {
  const { itemId } = await context.params;
  if (!ID_PATTERN.test(itemId)) throw new TaskItemNotFoundError(-1);
  return Number(itemId);
}
