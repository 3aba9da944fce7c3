/**
 * Conversations and their persisted UI messages. Every function is scoped by user: a conversation id chosen by a
 * client never reaches another student's rows.
 */
import { PlannerError } from "@/lib/errors";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PlannerUIMessage } from "@/lib/protocol";
import type { Executor } from "../client";
import { chatMessages, conversations, type Conversation } from "../schema";

export interface ConversationSummary {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
}

function toSummary(row: Conversation): ConversationSummary {
  return { id: row.id, title: row.title, created_at: row.createdAt, updated_at: row.updatedAt };
}

export async function getConversation(
  executor: Executor,
  userId: number,
  conversationId: string,
): Promise<ConversationSummary | null> {
  const [row] = await executor
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
  return row ? toSummary(row) : null;
}

/**
 * The user's conversation with that id, created (with `title`) when the id is new.
 * An id already used by another student is refused as not found rather than shared.
 */
export async function ensureConversation(
  executor: Executor,
  userId: number,
  conversationId: string,
  title: string,
): Promise<ConversationSummary> {
  await executor.insert(conversations).values({ id: conversationId, userId, title }).onConflictDoNothing();
  const conversation = await getConversation(executor, userId, conversationId);
  if (!conversation) throw new PlannerError("conversation:not_found", { context: { conversationId: conversationId } });
  return conversation;
}

export async function listConversations(executor: Executor, userId: number, limit = 50): Promise<ConversationSummary[]> {
  const rows = await executor
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
    .limit(limit);
  return rows.map(toSummary);
}

/** Messages in conversation order. Parts were validated when written; they are our own rows, read back as typed. */
export async function loadMessages(executor: Executor, conversationId: string): Promise<PlannerUIMessage[]> {
  const rows = await executor
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.position));
  return rows.map(
    (row) =>
      ({
        id: row.id,
        role: row.role,
        parts: row.parts,
        ...(row.metadata ? { metadata: row.metadata } : {}),
      }) as PlannerUIMessage,
  );
}

/**
 * Inserts the message at the end of the conversation, or replaces its parts when a message with that id is already
 * stored there (an assistant message saved again at the end of its turn keeps its position; a student's message
 * sent again). A message never changes role: a student's message with the id of an assistant's is refused (409).
 */
export async function saveMessage(executor: Executor, conversationId: string, message: PlannerUIMessage): Promise<void> {
  if (message.role === "system") return;
  const [existing] = await executor
    .select({ conversationId: chatMessages.conversationId, role: chatMessages.role })
    .from(chatMessages)
    .where(eq(chatMessages.id, message.id));
  if (existing && existing.conversationId !== conversationId) {
    throw new PlannerError("conversation:not_found", { context: { conversationId: conversationId } });
  }
  if (existing && existing.role !== message.role) {
    throw new PlannerError("message:id_taken", { context: { conversationId, messageId: message.id, storedRole: existing.role } });
  }
  if (existing) {
    await executor
      .update(chatMessages)
      .set({ parts: message.parts, metadata: message.metadata ?? null })
      .where(eq(chatMessages.id, message.id));
    await executor.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversationId));
    return;
  }
  await appendAtEnd(executor, conversationId, message, message.role);
}

/**
 * Inserts the message after the conversation's last one. The conversation's row is locked first, so two writers
 * (two tabs, a confirm and a turn) take positions one after the other instead of both computing the same max + 1.
 * Returns false when a message with that id already exists (nothing is written).
 */
async function appendAtEnd(
  executor: Executor,
  conversationId: string,
  message: PlannerUIMessage,
  role: "user" | "assistant",
): Promise<boolean> {
  return executor.transaction(async (tx) => {
    await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId)).for("update");
    const rows = await tx
      .insert(chatMessages)
      .values({
        id: message.id,
        conversationId,
        role,
        parts: message.parts,
        metadata: message.metadata ?? null,
        position: sql`(select coalesce(max(${chatMessages.position}), 0) + 1 from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId})`,
      })
      .onConflictDoNothing({ target: chatMessages.id })
      .returning({ id: chatMessages.id });
    if (rows.length > 0) await tx.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversationId));
    return rows.length > 0;
  });
}

/**
 * Appends a message whose id is derived from what it reports (e.g. one schedule_completed per draft), once:
 * concurrent or repeated calls insert it a single time.
 */
export async function appendMessageOnce(executor: Executor, conversationId: string, message: PlannerUIMessage): Promise<boolean> {
  if (message.role === "system") return false;
  return appendAtEnd(executor, conversationId, message, message.role);
}
