/**
 * The browser's calls to the HTTP edge. Every answer is parsed before use: messages with the AI SDK's own
 * validator (data parts are checked where they are rendered, so one unknown card cannot hide a whole conversation),
 * everything else with zod.
 */
import { validateUIMessages } from "ai";
import { z } from "zod";
import { ApiError, jsonInit, requestJson as request } from "./http";
import type { PlannerUIMessage } from "@/lib/protocol";
import { messageMetadataSchema } from "@/lib/protocol/message";
import { scheduleCompletedDataSchema } from "@/lib/protocol/data-parts";

export { ApiError };

const modelInfoSchema = z.object({ kind: z.enum(["offline", "openai-compatible"]), label: z.string() });
export type ModelInfo = z.infer<typeof modelInfoSchema>;

const conversationSummarySchema = z.object({ id: z.string(), title: z.string(), updated_at: z.string() });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export function fetchModelInfo(): Promise<ModelInfo> {
  return request("/api/model", modelInfoSchema);
}

export async function fetchConversations(): Promise<ConversationSummary[]> {
  const body = await request("/api/conversations", z.object({ conversations: z.array(conversationSummarySchema) }));
  return body.conversations;
}

/** The conversation's persisted messages: what the server says happened is what the client shows. */
export async function fetchConversationMessages(conversationId: string): Promise<PlannerUIMessage[]> {
  const body = await request(
    `/api/conversations/${encodeURIComponent(conversationId)}/timeline`,
    z.object({ messages: z.array(z.unknown()) }),
  );
  // The SDK's validator refuses an empty list, but a conversation with no messages yet is simply empty.
  if (body.messages.length === 0) return [];
  try {
    // User messages carry no metadata; assistant messages carry model / run / time.
    return await validateUIMessages<PlannerUIMessage>({ messages: body.messages, metadataSchema: messageMetadataSchema.optional() });
  } catch {
    throw new ApiError("对话记录无法读取。", 200, "response:invalid");
  }
}

const confirmResponseSchema = z.object({ schedule_completed: scheduleCompletedDataSchema });
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

/**
 * Commits the draft as the card showed it: with the card's `revision`, a draft that changed since answers 409
 * draft:stale and the ApiError carries the current card (details.confirmRequest). With `conversationId` (the one
 * the card was confirmed from) the completion card is appended there.
 */
export function confirmDraft(draftId: string, revision?: number, conversationId?: string | null): Promise<ConfirmResponse> {
  const url = `/api/drafts/${encodeURIComponent(draftId)}/confirm`;
  const body = { ...(revision === undefined ? {} : { revision }), ...(conversationId ? { conversation_id: conversationId } : {}) };
  return request(url, confirmResponseSchema, Object.keys(body).length === 0 ? { method: "POST" } : jsonInit("POST", body));
}

/** Reverts a commit (or redoes an undone one); 409 commit:conflict says in zh which blocks changed since. */
export function undoCommit(commitId: string): Promise<ConfirmResponse> {
  return request(`/api/commits/${encodeURIComponent(commitId)}/undo`, confirmResponseSchema, { method: "POST" });
}

export function cancelDraft(draftId: string): Promise<{ draft_id: string; status: string }> {
  return request(`/api/drafts/${encodeURIComponent(draftId)}/cancel`, z.object({ draft_id: z.string(), status: z.string() }), {
    method: "POST",
  });
}
