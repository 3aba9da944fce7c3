/**
 * How the stop button reaches a running turn. Each turn registers its conversation here with an AbortController;
 * a stop aborts the turns of that conversation in this process and, with REDIS_URL, is published so that the
 * server running the turn, whichever it is, aborts it too. A client that merely goes away stops nothing.
 */
import { randomUUID } from "node:crypto";
import { getRedis } from "@/server/platform/redis";
import { redisSubscriber } from "./redis-subscriber";

const STOP_CHANNEL = "planner:turn-stop";

/** One turn of a conversation: `running` once it has claimed its run, waiting for the student's slot before. */
interface StoppableEntry {
  controller: AbortController;
  running: boolean;
}

interface StopRegistry {
  /** Tags this process's stop messages ("<process> <conversation>"; conversation ids have no spaces). */
  processId: string;
  turns: Map<string, Set<StoppableEntry>>;
  /** The subscription, and the connection it is on: a new connection (the old one was closed) subscribes again. */
  listening?: { on: Promise<unknown>; subscribed: Promise<unknown> };
}

const processCache = globalThis as typeof globalThis & { __studyPlannerStopRegistry?: StopRegistry };

function registry(): StopRegistry {
  processCache.__studyPlannerStopRegistry ??= { processId: randomUUID(), turns: new Map() };
  return processCache.__studyPlannerStopRegistry;
}

/**
 * Aborts this process's running turn of the conversation; whether there was one. A turn of the conversation still
 * waiting for its slot is not the one the stop button showed on: it goes on once the running one has ended. Only
 * when none is running here are the waiting ones stopped (the student stopped a message that had not started).
 */
function abortLocal(conversationId: string, scope: "running" | "running-else-waiting"): boolean {
  const entries = [...(registry().turns.get(conversationId) ?? [])];
  const running = entries.filter((entry) => entry.running);
  const stopped = running.length > 0 || scope === "running" ? running : entries;
  for (const entry of stopped) entry.controller.abort();
  return stopped.length > 0;
}

/** With REDIS_URL, listens (once per connection: once per process on a server) for stops published by any server. */
function listenForStops(): Promise<unknown> | undefined {
  const shared = getRedis();
  if (!shared) return undefined;
  const state = registry();
  const connection = redisSubscriber(shared);
  if (state.listening?.on === connection) return state.listening.subscribed;
  const subscribed = connection
    // Only running turns, and never this process's own stop coming back (by then a turn that waited behind the
    // stopped one may be running): a turn waiting here behind one running elsewhere goes on once that one has ended.
    .then((subscriber) =>
      subscriber.subscribe(STOP_CHANNEL, (message) => {
        const [from, conversationId] = message.includes(" ") ? message.split(" ", 2) : ["", message];
        if (from !== state.processId) abortLocal(conversationId, "running");
      }),
    )
    .catch((error: unknown) => {
      // Only this connection's failure: a newer connection's subscription stays.
      if (state.listening?.on === connection) state.listening = undefined;
      console.error("无法订阅停止请求：", error instanceof Error ? error.message : error);
    });
  state.listening = { on: connection, subscribed };
  return subscribed;
}

export interface StoppableTurn {
  /** Aborted only by a stop request for the conversation. */
  signal: AbortSignal;
  /** Called once the turn has claimed its run: from now on a stop is for it, not for a turn waiting behind it. */
  running(): void;
  /** Called once the turn has ended: it no longer answers stops. */
  release(): void;
}

/** Registers a turn of the conversation for stop requests (before it starts, so a stop while it waits counts). */
export async function registerStoppableTurn(conversationId: string): Promise<StoppableTurn> {
  await listenForStops();
  const { turns } = registry();
  const entry: StoppableEntry = { controller: new AbortController(), running: false };
  const entries = turns.get(conversationId) ?? new Set<StoppableEntry>();
  entries.add(entry);
  turns.set(conversationId, entries);
  return {
    signal: entry.controller.signal,
    running() {
      entry.running = true;
    },
    release() {
      entries.delete(entry);
      if (entries.size === 0 && turns.get(conversationId) === entries) turns.delete(conversationId);
    },
  };
}

/**
 * Stops the conversation's running turn wherever it runs. Answers whether this process had one; with Redis the
 * stop also goes to every other server (the caller asks the database whether a turn was running there).
 */
export async function requestStop(conversationId: string): Promise<boolean> {
  const stoppedHere = abortLocal(conversationId, "running-else-waiting");
  const shared = getRedis();
  if (!shared) return stoppedHere;
  try {
    await (await shared).publish(STOP_CHANNEL, `${registry().processId} ${conversationId}`);
  } catch (error) {
    console.error("无法发布停止请求：", error instanceof Error ? error.message : error);
  }
  return stoppedHere;
}
