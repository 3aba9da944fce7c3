/**
 * The student's confirm: the only path that writes a schedule. commitDraft does it in one transaction with the
 * version check and returns the first result again on a repeated confirm; the schedule_completed signal card is
 * appended to the conversation once per draft, whoever confirms first.
 */
import { PlannerError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { conversationOfDraft } from "@/db/queries/agent-runs";
import { commitDraft } from "@/db/queries/commit-draft";
import { appendMessageOnce } from "@/db/queries/conversations";
import { discardDraft, getDraft } from "@/db/queries/drafts";
import { scheduleCompletedDataSchema, type CommitResult, type PlannerUIMessage, type ScheduleCompletedData } from "@/lib/protocol";

export interface ConfirmOutcome {
  result: CommitResult;
  completed: ScheduleCompletedData;
  conversationId: string | null;
}

export function scheduleCompletedMessageId(draftId: string): string {
  return `schedule-completed-${draftId}`;
}

export async function confirmDraft(db: Database, userId: number, draftId: string, now: Date): Promise<ConfirmOutcome> {
  const draft = await getDraft(db, userId, draftId);
  if (!draft) throw new PlannerError("draft:not_found", { context: { draftId: draftId } });
  const result = await commitDraft(db, userId, { id: draft.id, base_version: draft.base_version, state: draft.state }, now);
  const completed = scheduleCompletedDataSchema.parse({
    draft_id: result.draft_id,
    version: result.version,
    placed: result.placed,
    moved: result.moved,
    embedded: result.embedded,
    removed: result.unplaced,
    ...(result.created_classes ? { created_classes: result.created_classes } : {}),
  });
  const conversationId = await conversationOfDraft(db, userId, draftId);
  if (conversationId) {
    const message: PlannerUIMessage = {
      id: scheduleCompletedMessageId(draftId),
      role: "assistant",
      metadata: { created_at: now.toISOString() },
      parts: [{ type: "data-schedule_completed", data: completed }],
    };
    await appendMessageOnce(db, conversationId, message);
  }
  return { result, completed, conversationId };
}

/**
 * Discards the draft and leaves a note in its conversation, once, so the proposal reads as cancelled after a reload
 * too (the client closes the confirm card whose draft a status note names).
 */
export async function cancelDraft(db: Database, userId: number, draftId: string): Promise<{ draft_id: string; status: string }> {
  const draft = await discardDraft(db, userId, draftId);
  const conversationId = await conversationOfDraft(db, userId, draftId);
  if (conversationId) {
    const message: PlannerUIMessage = {
      id: `schedule-cancelled-${draftId}`,
      role: "assistant",
      parts: [{ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: draftId } }],
    };
    await appendMessageOnce(db, conversationId, message);
  }
  return { draft_id: draft.id, status: draft.status };
}
