/** Wires the production dependencies of a turn: the process database, the configured model, env budgets. */
import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { agentEnv } from "@/server/agent/env";
import { resolveModel, type ResolvedModel } from "@/server/agent/models";
import type { TurnDeps } from "@/server/agent/turn";

let cachedModel: ResolvedModel | undefined;

export function currentModel(): ResolvedModel {
  cachedModel ??= resolveModel(agentEnv());
  return cachedModel;
}

export function productionTurnDeps(db: Database, userId: number, signal: AbortSignal): TurnDeps {
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
