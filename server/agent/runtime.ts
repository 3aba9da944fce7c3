/**
 * Wires the production dependencies of a turn (the process database, the configured model, env budgets) and starts
 * the turn a chat request asks for.
 */
import { randomUUID } from "node:crypto";
import type { UIMessageChunk } from "ai";
import type { Database } from "@/db/client";
import type { PlannerUIMessage } from "@/lib/protocol";
import { agentEnv } from "@/server/agent/env";
import { resolveModel, type ResolvedModel } from "@/server/agent/models";
import { startTurn, type TurnDeps } from "@/server/agent/turn";

let cachedModel: ResolvedModel | undefined;

export function currentModel(): ResolvedModel {
  cachedModel ??= resolveModel(agentEnv());
  return cachedModel;
}

function productionTurnDeps(db: Database, userId: number, signal: AbortSignal): TurnDeps {
  const env = agentEnv();
  return {
    db,
    userId,
    model: currentModel(),
    budget: {
      maxModelCalls: env.AGENT_MAX_MODEL_CALLS,
      maxToolCalls: env.AGENT_MAX_TOOL_CALLS,
      maxElapsedMs: env.AGENT_MAX_ELAPSED_MS,
    },
    now: new Date(),
    clock: Date.now,
    signal,
    defaultTimeZone: env.DEFAULT_TIME_ZONE,
    generateId: randomUUID,
  };
}

/** The new user message of a chat request (the history lives in the database). */
export interface ChatMessage {
  id: string;
  parts: Array<{ type: "text"; text: string }>;
}

/** One agent turn for the student's new message in the conversation, as a UI message stream; `signal` ends it. */
export async function startChatTurn(
  db: Database,
  userId: number,
  turn: { conversationId: string; message: ChatMessage },
  signal: AbortSignal,
): Promise<ReadableStream<UIMessageChunk>> {
  return startTurn(productionTurnDeps(db, userId, signal), {
    conversationId: turn.conversationId,
    message: { id: turn.message.id, role: "user", parts: turn.message.parts } satisfies PlannerUIMessage,
  });
}
