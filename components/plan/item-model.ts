/** An item's checks and the new order after a move. Pure, so the rules are tested without rendering. */
import type { ItemPayload } from "@/client/task-classes-api";
import { durationMessage, isDuration } from "@/lib/study-plan/day-bounds";

const CONTENT_MAX_LENGTH = 60;
export const DEFAULT_DURATION = 2;
export const MAX_ITEMS = 50;

export type ItemFormResult = { ok: true; payload: ItemPayload } | { ok: false; errors: { content?: string; duration?: string } };

/**
 * An item on a day of `periods` periods (the term's): a duration runs 1 to that day, except one left as it was
 * (`unchangedDuration`), which the server keeps even when the term's day has since got shorter.
 */
export function validateItem(content: string, duration: number, periods: number, unchangedDuration?: number): ItemFormResult {
  const errors: { content?: string; duration?: string } = {};
  const trimmed = content.trim();
  if (!trimmed) errors.content = "请填写任务内容";
  else if ([...trimmed].length > CONTENT_MAX_LENGTH) errors.content = `任务内容不能超过 ${CONTENT_MAX_LENGTH} 个字`;
  if (duration !== unchangedDuration && !isDuration(duration, periods)) errors.duration = durationMessage(periods);
  if (errors.content || errors.duration) return { ok: false, errors };
  return { ok: true, payload: { content: trimmed, duration } };
}

/** The ids with the one at `index` moved by `delta` places; unchanged (the same array) when it would leave the list. */
export function moveItem<T>(ids: readonly T[], index: number, delta: -1 | 1): readonly T[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
