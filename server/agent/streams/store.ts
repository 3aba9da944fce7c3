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

const processCache = globalThis as typeof globalThis & { __studyPlannerStreamStore?: TurnStreamStore };

/** The store this process uses: Redis with REDIS_URL, in-process without. Chosen once. */
export function turnStreamStore(): TurnStreamStore {
  if (!processCache.__studyPlannerStreamStore) {
    const redis = getRedis();
    processCache.__studyPlannerStreamStore = redis ? createRedisStreamStore(redis) : createMemoryStreamStore();
  }
  return processCache.__studyPlannerStreamStore;
}
