/**
 * Wires the production dependencies of a turn (the process database, the configured model, env budgets) and serves
 * the chat routes: start a turn, stop it, resume its stream. A turn belongs to no HTTP request: it runs to its end
 * (streams/respond.ts) and only a stop (streams/stop.ts) ends it early.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { listRuns } from "@/db/queries/agent-runs";
import { ensureConversation, getConversation } from "@/db/queries/conversations";
import type { RunStatus } from "@/db/schema";
import { PlannerError } from "@/lib/errors";
import type { PlannerUIMessage } from "@/lib/protocol";
import { env as readEnv } from "@/lib/env";
import { resolveModel, type ResolvedModel } from "@/server/agent/models";
import { startTurn, type TurnDeps } from "@/server/agent/turn";
import { conversationTitle } from "@/server/agent/turn/load";
import { getRedis } from "@/server/platform/redis";
import { turnDrain } from "@/server/platform/shutdown";
import { respondWithTurn, resumeResponse } from "./streams/respond";
import { registerStoppableTurn, requestStop, type StoppableTurn } from "./streams/stop";
import { now } from "@/server/clock";

let cached: { settings: string; model: ResolvedModel } | undefined;

/**
 * The configured model, built once per configuration: the settings are read per call (lib/env), so a process whose
 * settings change (the test files that share a worker) never keeps talking to a model it was no longer given.
 */
export function currentModel(): ResolvedModel {
  const env = readEnv();
  const settings = JSON.stringify([env.OPENAI_API_KEY, env.OPENAI_BASE_URL, env.OPENAI_MODEL, env.OFFLINE_MODEL_DELAY_MS]);
  if (cached?.settings !== settings) cached = { settings, model: resolveModel(env) };
  return cached.model;
}

function productionTurnDeps(db: Database, userId: number, signal: AbortSignal, clientGone: AbortSignal): TurnDeps {
  const env = readEnv();
  return {
    db,
    userId,
    model: currentModel(),
    budget: {
      maxModelCalls: env.AGENT_MAX_MODEL_CALLS,
      maxToolCalls: env.AGENT_MAX_TOOL_CALLS,
      maxElapsedMs: env.AGENT_MAX_ELAPSED_MS,
    },
    now: now(),
    clock: Date.now,
    signal,
    clientGone,
    defaultTimeZone: env.DEFAULT_TIME_ZONE,
    generateId: randomUUID,
  };
}

/** The new user message of a chat request (the history lives in the database). */
export interface ChatMessage {
  id: string;
  parts: Array<{ type: "text"; text: string }>;
}

/**
 * One agent turn for the student's new message in the conversation, answered as a UI message SSE stream. The turn
 * does not end when the client goes away; stopChatTurn ends it.
 */
export async function startChatTurn(
  db: Database,
  userId: number,
  turn: { conversationId: string; message: ChatMessage },
  request?: { signal: AbortSignal },
): Promise<Response> {
  const { conversationId } = turn;
  // The client's going away is noted (the turn then says it finished in the background), never obeyed.
  const clientGone = new AbortController();
  const noteClientGone = () => clientGone.abort();
  request?.signal.addEventListener("abort", noteClientGone, { once: true });
  // Counted until it ends, so that a stopping server lets it finish (server/platform/shutdown.ts); refused once stopping.
  const tracked = turnDrain().track(userId);
  let stoppable: StoppableTurn | undefined;
  const ended = () => {
    request?.signal.removeEventListener("abort", noteClientGone);
    stoppable?.release();
    tracked.end();
  };
  try {
    const message = { id: turn.message.id, role: "user", parts: turn.message.parts } satisfies PlannerUIMessage;
    // The conversation exists before its turn can be stopped: a stop that finds the turn (even one still waiting for
    // its slot) finds the student's conversation too, instead of answering 404 for a first message (loadTurn's own
    // ensureConversation is then a no-op).
    await ensureConversation(db, userId, conversationId, conversationTitle(message));
    stoppable = await registerStoppableTurn(conversationId);
    const claimedBy = stoppable;
    const deps = { ...productionTurnDeps(db, userId, stoppable.signal, clientGone.signal), onRunClaimed: () => claimedBy.running() };
    const stream = await startTurn(deps, { conversationId, message });
    tracked.claimed();
    return await respondWithTurn(stream, { conversationId, streamId: randomUUID(), onClientGone: noteClientGone }, ended);
  } catch (error) {
    ended();
    throw error;
  }
}

async function ownConversation(db: Database, userId: number, conversationId: string): Promise<void> {
  if (!(await getConversation(db, userId, conversationId))) throw new PlannerError("conversation:not_found", { context: { conversationId } });
}

const OPEN_RUN_STATUSES: readonly RunStatus[] = ["received", "planning", "planned", "running"];

/** The stop button: ends the conversation's running turn, on this server or (with Redis) another. Whether one ran. */
export async function stopChatTurn(db: Database, userId: number, conversationId: string): Promise<boolean> {
  await ownConversation(db, userId, conversationId);
  const stoppedHere = await requestStop(conversationId);
  if (stoppedHere || !getRedis()) return stoppedHere;
  // Another server may be running it: the stop went there through Redis; the ledger says whether a turn is open.
  return (await listRuns(db, conversationId)).some((run) => OPEN_RUN_STATUSES.includes(run.status));
}

/** The conversation's running turn as a UI message SSE stream from its beginning (for useChat's resume), or 204. */
export async function resumeChatTurn(db: Database, userId: number, conversationId: string): Promise<Response> {
  await ownConversation(db, userId, conversationId);
  return resumeResponse(conversationId);
}
