/**
 * Step 1 of a turn: load what it works on. The conversation (created on its first message), the run claimed (after
 * any other turn of the student has ended, see ../runs.ts), the history and the student's message saved after it,
 * the budgets started and the schedule session loaded.
 */
import { finishRun } from "@/db/queries/agent-runs";
import { ensureConversation, loadMessages, saveMessage } from "@/db/queries/conversations";
import type { PlannerUIMessage } from "@/lib/protocol";
import { createScheduleSession } from "@/server/schedule/schedule-session";
import { startMeter } from "../budget";
import { claimTurnRun } from "../../turns/runs";
import type { ToolLedger } from "../tools/guard";
import type { TurnDeps, TurnRequest, TurnState } from "./state";

function textOf(message: PlannerUIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join(" ").trim();
}

/** A new conversation's title: the start of its first message. */
export function conversationTitle(message: PlannerUIMessage): string {
  const text = textOf(message);
  return text.length > 24 ? `${text.slice(0, 24)}…` : text || "新对话";
}

export async function loadTurn(deps: TurnDeps, request: TurnRequest): Promise<TurnState> {
  const { db, userId } = deps;
  const { conversationId } = request;
  await ensureConversation(db, userId, conversationId, conversationTitle(request.message));
  // Claimed before reading the history: a turn that waited for another sees that turn's answer.
  const run = await claimTurnRun(db, { userId, conversationId, model: deps.model.label }, { maxElapsedMs: deps.budget.maxElapsedMs, signal: deps.signal });
  deps.onRunClaimed?.();
  try {
    return await loadClaimed(deps, request, run.id);
  } catch (error) {
    // The run is the student's one turn: left open, it would hold their next message until it counted as abandoned.
    await finishRun(db, run.id, { status: "failed", modelCalls: 0, toolCalls: 0, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

async function loadClaimed(deps: TurnDeps, request: TurnRequest, runId: string): Promise<TurnState> {
  const { db, userId } = deps;
  const { conversationId } = request;
  const history = (await loadMessages(db, conversationId)).filter((message) => message.id !== request.message.id);
  await saveMessage(db, conversationId, request.message);

  const meter = startMeter(deps.budget, deps.clock());
  const ledger: ToolLedger = { meter, calls: [], clock: deps.clock };
  const session = createScheduleSession({ db, userId, now: deps.now, requestText: textOf(request.message) });
  const availability = await session.load();
  const messages = [...history, request.message];
  const assistantId = deps.generateId();

  // Elapsed budget: a hard stop even when a model hangs between steps (the timer is set when the run starts).
  const budgetAbort = new AbortController();
  const signals = deps.signal ? [deps.signal, budgetAbort.signal] : [budgetAbort.signal];

  return {
    deps,
    conversationId,
    runId,
    assistantId,
    messages,
    meter,
    ledger,
    session,
    availability,
    timeZone: availability.ok ? availability.schedule.term.timezone : deps.defaultTimeZone,
    draftAtStart: availability.ok ? availability.schedule.state : undefined,
    budgetAbort,
    abortSignal: AbortSignal.any(signals),
    stage: "route",
    outcome: { status: "completed" },
    persisted: false,
  };
}
