/**
 * Local edits that mirror what the server saves, so the live view equals what a reload shows.
 * - Stop: when a stopped turn's stream does not bring the server's interrupt part within a few seconds, the page
 *   cuts it and adds this marker itself; the server saves the partial message with the same marker.
 * - Confirm: the server appends one schedule_completed message per draft (id `schedule-completed-<draft>`); this is
 *   the fallback when re-reading the conversation after a confirm fails.
 */
import type { InterruptData, PlannerUIMessage, ScheduleCompletedData } from "@/lib/protocol";
import { scheduleCompletedMessageId } from "@/lib/protocol/data-parts";

export const STOPPED_BY_STUDENT: InterruptData = { reason: "aborted", text: "你停止了本轮回复。" };

function hasInterrupt(message: PlannerUIMessage): boolean {
  return message.parts.some((part) => part.type === "data-interrupt");
}

/** Returns new messages with the stop marker on the answer being written (or on a new, otherwise empty answer). */
export function withStopMarker(messages: readonly PlannerUIMessage[], newMessageId: string): PlannerUIMessage[] {
  const last = messages.at(-1);
  if (!last) return [...messages];
  if (last.role === "assistant") {
    if (hasInterrupt(last)) return [...messages];
    return [...messages.slice(0, -1), { ...last, parts: [...last.parts, { type: "data-interrupt", data: STOPPED_BY_STUDENT }] }];
  }
  return [...messages, { id: newMessageId, role: "assistant", parts: [{ type: "data-interrupt", data: STOPPED_BY_STUDENT }] }];
}

/** Appends the completion card once per draft, as the server does. */
export function withScheduleCompleted(messages: readonly PlannerUIMessage[], completed: ScheduleCompletedData): PlannerUIMessage[] {
  const id = scheduleCompletedMessageId(completed);
  if (messages.some((message) => message.id === id)) return [...messages];
  return [...messages, { id, role: "assistant", parts: [{ type: "data-schedule_completed", data: completed }] }];
}
