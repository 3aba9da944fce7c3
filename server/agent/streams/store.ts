/**
 * Where a running turn's stream waits for a reader that comes back (a reload, a dropped connection): the SSE text
 * the turn sent so far, then the rest as it comes. One interface, two stores: Redis through the resumable-stream
 * package when REDIS_URL is set (every server finds a turn started on any of them), in this process otherwise.
 */
import { getRedis } from "@/server/platform/redis";
import { createMemoryStreamStore } from "./memory-store";
import { createRedisStreamStore } from "./redis-store";
import type { TurnStreamStore } from "./types";

export type { StreamFeed, TurnStreamStore } from "./types";

const processCache = globalThis as typeof globalThis & {
  __studyPlannerStreamStore?: { connection: ReturnType<typeof getRedis>; store: TurnStreamStore };
};

/**
 * The store this process uses: Redis with REDIS_URL, in-process without. Built once per connection (on a server, once):
 * a store kept over a Redis connection that was closed since (tests close theirs) would wait on it for ever.
 */
export function turnStreamStore(): TurnStreamStore {
  const connection = getRedis();
  const cached = processCache.__studyPlannerStreamStore;
  if (cached && cached.connection === connection) return cached.store;
  const store = connection ? createRedisStreamStore(connection) : createMemoryStreamStore();
  processCache.__studyPlannerStreamStore = { connection, store };
  return store;
}
