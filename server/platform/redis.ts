/**
 * The shared Redis connection when REDIS_URL is set (rate limits today; stream storage builds on it). Without it
 * the app keeps that state in its database or in process, so a single machine needs no Redis.
 */
import { createClient } from "redis";
import { env } from "@/lib/env";

function connect(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 5_000 } });
  // Without a listener node-redis throws on every reconnect attempt; the limiter's in-memory insurance covers it.
  client.on("error", (error: Error) => console.error("Redis 连接出错：", error.message));
  return client;
}

export type RedisClient = ReturnType<typeof connect>;

/**
 * One Redis connection per process, kept on globalThis (which survives Next's hot reload) under `key`; a failed
 * connect is not kept, so the next call tries again. `close` quits it (tests, shutdown).
 */
export function processConnection(key: string, open: () => Promise<RedisClient>) {
  const cache = globalThis as typeof globalThis & Record<string, Promise<RedisClient> | undefined>;
  return {
    get(): Promise<RedisClient> {
      cache[key] ??= open().catch((error: unknown) => {
        cache[key] = undefined;
        throw error;
      });
      return cache[key];
    },
    async close(): Promise<void> {
      const pending = cache[key];
      cache[key] = undefined;
      if (pending) await (await pending.catch(() => null))?.quit();
    },
  };
}

function redisUrl(): string | undefined {
  return env().REDIS_URL;
}

const shared = processConnection("__studyPlannerRedis", async () => {
  const client = connect(redisUrl() ?? "");
  await client.connect();
  return client;
});

/** The connected client, or null when no REDIS_URL is set. */
export function getRedis(): Promise<RedisClient> | null {
  return redisUrl() ? shared.get() : null;
}

/** Closes the shared client (tests, shutdown). */
export function closeRedis(): Promise<void> {
  return shared.close();
}
