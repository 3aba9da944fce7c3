/**
 * How the stop button reaches a running turn. Each turn registers its conversation here with an AbortController;
 * a stop aborts the turns of that conversation in this process and, with REDIS_URL, is published so that the
 * server running the turn, whichever it is, aborts it too. A client that merely goes away stops nothing.
 */
import { getRedis } from "@/server/redis";
import { redisSubscriber } from "./redis-subscriber";

const STOP_CHANNEL = "planner:turn-stop";

interface StopRegistry {
  turns: Map<string, Set<AbortController>>;
  listening?: Promise<unknown>;
}

const processCache = globalThis as typeof globalThis & { __studyPlannerStopRegistry?: StopRegistry };

function registry(): StopRegistry {
  processCache.__studyPlannerStopRegistry ??= { turns: new Map() };
  return processCache.__studyPlannerStopRegistry;
}

/** Aborts this process's turns of the conversation; whether there was one. */
function abortLocal(conversationId: string): boolean {
  const controllers = registry().turns.get(conversationId);
  if (!controllers?.size) return false;
  for (const controller of controllers) controller.abort();
  return true;
}

/** With REDIS_URL, listens (once per process) for stops published by any server. */
function listenForStops(): Promise<unknown> | undefined {
  const shared = getRedis();
  if (!shared) return undefined;
  const state = registry();
  state.listening ??= redisSubscriber(shared)
    .then((subscriber) => subscriber.subscribe(STOP_CHANNEL, (conversationId) => void abortLocal(conversationId)))
    .catch((error: unknown) => {
      state.listening = undefined;
      console.error("无法订阅停止请求：", error instanceof Error ? error.message : error);
    });
  return state.listening;
}

export interface StoppableTurn {
  /** Aborted only by a stop request for the conversation. */
  signal: AbortSignal;
  /** Called once the turn has ended: it no longer answers stops. */
  release(): void;
}

/** Registers a turn of the conversation for stop requests (before it starts, so a stop while it waits counts). */
export async function registerStoppableTurn(conversationId: string): Promise<StoppableTurn> {
  await listenForStops();
  const { turns } = registry();
  const controller = new AbortController();
  const controllers = turns.get(conversationId) ?? new Set<AbortController>();
  controllers.add(controller);
  turns.set(conversationId, controllers);
  return {
    signal: controller.signal,
    release() {
      controllers.delete(controller);
      if (controllers.size === 0 && turns.get(conversationId) === controllers) turns.delete(conversationId);
    },
  };
}

/**
 * Stops the conversation's running turn wherever it runs. Answers whether this process had one; with Redis the
 * stop also goes to every other server (the caller asks the database whether a turn was running there).
 */
export async function requestStop(conversationId: string): Promise<boolean> {
  const stoppedHere = abortLocal(conversationId);
  const shared = getRedis();
  if (!shared) return stoppedHere;
  try {
    await (await shared).publish(STOP_CHANNEL, conversationId);
  } catch (error) {
    console.error("无法发布停止请求：", error instanceof Error ? error.message : error);
  }
  return stoppedHere;
}
