/**
 * Saving a turn. After each model step the assistant message so far is saved (same id, updated in place), so the
 * timeline shows what streamed while the turn goes on. The last step, however the stream ended (finished, failed or
 * stopped by the student; a client that went away does not end it): the assistant message saved as it ended and
 * the run closed in the ledger with its outcome. Runs once.
 */
import { finishRun } from "@/db/queries/agent-runs";
import { saveMessage } from "@/db/queries/conversations";
import type { InterruptData, PlannerUIMessage } from "@/lib/protocol";
import { assistantMetadata, type TurnState } from "./state";

const STOPPED_TEXT = "你停止了本轮回复。";
const STOPPED_REVERTED_TEXT = "你停止了本轮回复，本轮对日程的改动没有保留。";

/** How the stream ended, as createUIMessageStream's onEnd reports it. */
export interface StreamEnd {
  responseMessage: PlannerUIMessage;
  isAborted: boolean;
  isCancelled?: boolean;
}

/** Whether the student stopped the turn (the stop route aborts its signal), rather than the turn ending by itself. */
function wasInterrupted(turn: TurnState, end: StreamEnd): boolean {
  return Boolean(end.isCancelled) || (end.isAborted && Boolean(turn.deps.signal?.aborted)) || turn.outcome.status === "cancelled";
}

/** After a model step: the assistant message so far. A failed save is logged; the next step or the end saves again. */
export async function persistStep(turn: TurnState, responseMessage: PlannerUIMessage): Promise<void> {
  if (turn.persisted || responseMessage.parts.length === 0) return;
  const message: PlannerUIMessage = { ...responseMessage, metadata: { ...responseMessage.metadata, ...assistantMetadata(turn) } };
  try {
    await saveMessage(turn.deps.db, turn.conversationId, message);
  } catch (error) {
    console.error("保存本轮进度失败：", error instanceof Error ? error.name : "unknown");
  }
}

async function revertDraft(turn: TurnState): Promise<boolean> {
  try {
    return await turn.session.revert();
  } catch (error) {
    console.error("撤回本轮草稿失败：", error instanceof Error ? error.name : "unknown");
    return false;
  }
}

/**
 * A stopped turn never shows its confirm card, so it keeps no draft edits either (no dashed block without a card):
 * puts the draft back, once, and answers the marker that says so. finish.ts streams it before the stream closes, so
 * a client following the turn through resume shows 已停止 at once; persistTurn adds it when the stream never got
 * that far.
 */
export async function stopMarker(turn: TurnState): Promise<InterruptData> {
  const reverted = turn.stopNoted ? false : await revertDraft(turn);
  turn.stopNoted = true;
  return { reason: "aborted", text: reverted ? STOPPED_REVERTED_TEXT : STOPPED_TEXT };
}

export async function persistTurn(turn: TurnState, end: StreamEnd): Promise<void> {
  const interrupted = wasInterrupted(turn, end);
  if (turn.persisted) return;
  turn.persisted = true;
  const { db } = turn.deps;
  const message = structuredClone(end.responseMessage);
  if (interrupted && !message.parts.some((part) => part.type === "data-interrupt")) {
    message.parts.push({ type: "data-interrupt", data: await stopMarker(turn) });
  }
  message.metadata = { ...message.metadata, ...assistantMetadata(turn) };
  try {
    if (message.parts.length > 0) await saveMessage(db, turn.conversationId, message);
  } finally {
    // Even when saving fails: an open run would hold the student's next turn until it counts as abandoned.
    await finishRun(db, turn.runId, {
      status: interrupted ? "cancelled" : turn.outcome.status,
      modelCalls: turn.meter.modelCalls,
      toolCalls: turn.meter.toolCalls,
      draftId: turn.session.current()?.draftId,
      error: interrupted ? "aborted by the student" : turn.outcome.error,
    });
  }
}
