/**
 * The shared Redis connection when REDIS_URL is set (rate limits today; stream storage builds on it). Without it
 * the app keeps that state in its database or in process, so a single machine needs no Redis.
 */
import { createClient } from "redis";

function connect(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 5_000 } });
  // Without a listener node-redis throws on every reconnect attempt; the limiter's in-memory insurance covers it.
  client.on("error", (error: Error) => console.error("Redis 连接出错：", error.message));
  return client;
}

export type RedisClient = ReturnType<typeof connect>;

const processCache = globalThis as typeof globalThis & { __studyPlannerRedis?: Promise<RedisClient> };

function redisUrl(environment: Record<string, string | undefined> = process.env): string | undefined {
  return environment.REDIS_URL?.trim() || undefined;
}

/** The connected client, or null when no REDIS_URL is set. A failed connect is not cached. */
export function getRedis(): Promise<RedisClient> | null {
  const url = redisUrl();
  if (!url) return null;
  processCache.__studyPlannerRedis ??= (async () => {
    const client = connect(url);
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    processCache.__studyPlannerRedis = undefined;
    throw error;
  });
  return processCache.__studyPlannerRedis;
}

/** Closes the shared client (tests, shutdown). */
export async function closeRedis(): Promise<void> {
  const pending = processCache.__studyPlannerRedis;
  processCache.__studyPlannerRedis = undefined;
  if (pending) await (await pending.catch(() => null))?.quit();
}
