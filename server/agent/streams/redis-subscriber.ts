/**
 * The process's one Redis connection in subscriber mode (a client that subscribes can run no other command), a
 * duplicate of the shared client of server/platform/redis.ts. Turn streams and stop requests both listen through it.
 */
import { processConnection, type RedisClient } from "@/server/platform/redis";

let source: Promise<RedisClient> | undefined;

const subscriber = processConnection("__studyPlannerRedisSubscriber", async () => {
  if (!source) throw new Error("redisSubscriber() needs the shared client");
  const client = (await source).duplicate();
  client.on("error", (error: Error) => console.error("Redis 订阅连接出错：", error.message));
  await client.connect();
  return client;
});

export function redisSubscriber(shared: Promise<RedisClient>): Promise<RedisClient> {
  source = shared;
  return subscriber.get();
}

/** Closes the subscriber connection (tests, shutdown). */
export function closeRedisSubscriber(): Promise<void> {
  return subscriber.close();
}
