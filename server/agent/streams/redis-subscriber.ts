/**
 * The process's one Redis connection in subscriber mode (a client that subscribes can run no other command), a
 * duplicate of the shared client of server/redis.ts. Turn streams and stop requests both listen through it.
 */
import type { RedisClient } from "@/server/redis";

const processCache = globalThis as typeof globalThis & { __studyPlannerRedisSubscriber?: Promise<RedisClient> };

export function redisSubscriber(shared: Promise<RedisClient>): Promise<RedisClient> {
  processCache.__studyPlannerRedisSubscriber ??= (async () => {
    const subscriber = (await shared).duplicate();
    subscriber.on("error", (error: Error) => console.error("Redis 订阅连接出错：", error.message));
    await subscriber.connect();
    return subscriber;
  })().catch((error: unknown) => {
    processCache.__studyPlannerRedisSubscriber = undefined;
    throw error;
  });
  return processCache.__studyPlannerRedisSubscriber;
}

/** Closes the subscriber connection (tests, shutdown). */
export async function closeRedisSubscriber(): Promise<void> {
  const pending = processCache.__studyPlannerRedisSubscriber;
  processCache.__studyPlannerRedisSubscriber = undefined;
  if (pending) await (await pending.catch(() => null))?.quit();
}
