/**
 * The student's conversations as the chat sidebar and a reload see them. Listing needs nothing beyond the query;
 * the timeline owns its not-found answer and derives the same events the live stream produced.
 */
import type { Database } from "@/db/client";
import { getConversation, loadMessages, type ConversationSummary } from "@/db/queries/conversations";
import { PlannerError } from "@/lib/errors";
import { deriveTimeline, type PlannerUIMessage, type TimelineEvent } from "@/lib/protocol";

export { listConversations } from "@/db/queries/conversations";

export interface ConversationTimeline {
  conversation: ConversationSummary;
  messages: PlannerUIMessage[];
  /** Seed timeline events ordered by seq: exactly what the client renders after a reload. */
  events: TimelineEvent[];
}

/** The student's conversation with its messages and timeline; conversation:not_found for an unknown or foreign id. */
export async function conversationTimeline(db: Database, userId: number, conversationId: string): Promise<ConversationTimeline> {
  const conversation = await getConversation(db, userId, conversationId);
  if (!conversation) throw new PlannerError("conversation:not_found", { context: { conversationId } });
  const messages = await loadMessages(db, conversationId);
  return { conversation, messages, events: deriveTimeline(messages) };
}
