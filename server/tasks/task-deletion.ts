/**
 * The student's answer to a delete card (delete_task asks, it never deletes). The card must be one the assistant
 * showed in this student's conversation, for this task; its first answer is kept in a status note there, so the
 * card reads as decided after a reload and every later click (a double click, another tab, an old card) gets that
 * same answer again instead of acting twice. The whole decision runs under the student's write lock, between turns,
 * so two clicks cannot both decide.
 */
import type { Database, Executor } from "@/db/client";
import { appendMessageOnce, getConversation, loadMessages } from "@/db/queries/conversations";
import { deleteTask } from "@/db/queries/tasks";
import { PlannerError } from "@/lib/errors";
import type {
  PlannerUIMessage,
  TaskDeleteCardData,
  TaskDeletionAnswer,
  TaskDeletionRequest,
} from "@/lib/protocol";
import { env } from "@/lib/env";
import { writeBetweenTurns } from "@/server/turns/runs";
import { quoted } from "@/lib/protocol/record-text";

const DECIDE_WHILE_TURN = "助手正在回复，等它说完再决定删不删吧。";
const REPEATED = "这张卡片之前已经选过了：";

function noteId(requestId: string): string {
  return `task-deletion-${requestId}`;
}

function findCard(messages: readonly PlannerUIMessage[], requestId: string): TaskDeleteCardData | undefined {
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type !== "data-business_card") continue;
      const card = part.data.business_card;
      if (card.card_type === "task_delete" && card.data.request_id === requestId) return card.data;
    }
  }
  return undefined;
}

/** The answer an earlier click left, read back from its note. */
function earlierAnswer(messages: readonly PlannerUIMessage[], requestId: string): TaskDeletionAnswer | undefined {
  const note = messages.find((message) => message.id === noteId(requestId));
  for (const part of note?.parts ?? []) {
    if (part.type === "data-status" && part.data.task_decision) {
      return { outcome: part.data.task_decision.outcome, text: part.data.text };
    }
  }
  return undefined;
}

async function deleteNow(tx: Executor, userId: number, card: TaskDeleteCardData): Promise<TaskDeletionAnswer> {
  const removed = await deleteTask(tx, userId, { task_id: card.task_id });
  if (!removed) return { outcome: "deleted", text: `${quoted(card.title)}已经不在待办里了，不用再删。` };
  const blocks = removed.study_blocks > 0 ? `，连同它的${removed.study_blocks}个学习块` : "";
  return { outcome: "deleted", text: `已删除待办${quoted(card.title)}${blocks}。` };
}

function noteMessage(requestId: string, answer: TaskDeletionAnswer, now: Date): PlannerUIMessage {
  return {
    id: noteId(requestId),
    role: "assistant",
    metadata: { created_at: now.toISOString() },
    parts: [{ type: "data-status", data: { stage: "deliver", text: answer.text, task_decision: { request_id: requestId, outcome: answer.outcome } } }],
  };
}

/**
 * 删除 removes the task and its study blocks (a task already gone is reported, not refused); 取消 keeps it. Answers
 * conversation:not_found or task:deletion_not_found when the card is not the student's, turn:busy while a turn runs.
 */
export async function decideTaskDeletion(
  db: Database,
  userId: number,
  taskId: number,
  request: TaskDeletionRequest,
  now: Date,
): Promise<TaskDeletionAnswer> {
  const conversationId = request.conversation_id;
  if (!(await getConversation(db, userId, conversationId))) {
    throw new PlannerError("conversation:not_found", { context: { conversationId } });
  }
  const decide = async (tx: Executor): Promise<TaskDeletionAnswer> => {
    const messages = await loadMessages(tx, conversationId);
    const card = findCard(messages, request.request_id);
    if (!card || card.task_id !== taskId) {
      throw new PlannerError("task:deletion_not_found", { context: { taskId, requestId: request.request_id } });
    }
    const earlier = earlierAnswer(messages, request.request_id);
    if (earlier) return { outcome: earlier.outcome, text: `${REPEATED}${earlier.text}` };
    const answer: TaskDeletionAnswer =
      request.decision === "delete" ? await deleteNow(tx, userId, card) : { outcome: "kept", text: `好的，${quoted(card.title)}保留着，没有删除。` };
    await appendMessageOnce(tx, conversationId, noteMessage(request.request_id, answer, now));
    return answer;
  };
  return writeBetweenTurns(db, userId, decide, { refusal: DECIDE_WHILE_TURN, maxElapsedMs: env().AGENT_MAX_ELAPSED_MS });
}
