/**
 * The Redis stream store (REDIS_URL): the resumable-stream package keeps each turn's stream, so a reader on any
 * server replays it from the start and follows it live; a key per conversation names its latest turn's stream.
 */
import { createResumableStreamContext, type Publisher, type ResumableStreamContext, type Subscriber } from "resumable-stream/generic";
import type { RedisClient } from "@/server/platform/redis";
import { redisSubscriber } from "./redis-subscriber";
import type { StreamFeed, TurnStreamStore } from "./types";

const KEY_PREFIX = "planner:turn-stream";
/** How long Redis remembers which stream is a conversation's latest (the package keeps streams as long). */
const KEEP_SECONDS = 24 * 60 * 60;

function latestKey(conversationId: string): string {
  return `${KEY_PREFIX}:latest:${conversationId}`;
}

/**
 * The package writes a turn's chunks, its end and its sentinel from a read loop that catches nothing: one Redis
 * command that fails or times out (5 s by default) would be an unhandled rejection and stop the loop. A lost write
 * costs a resuming reader that chunk, not the turn; so it is logged and the loop goes on.
 */
function logged<T>(what: string, fallback: T, command: () => Promise<T>): Promise<T> {
  // A closed client throws before it returns a promise: start the command inside one.
  return Promise.resolve()
    .then(command)
    .catch((error: unknown) => {
      console.error(`Redis ${what} 失败：`, error instanceof Error ? error.message || error.name : error);
      return fallback;
    });
}

async function createContext(shared: Promise<RedisClient>): Promise<{ client: RedisClient; context: ResumableStreamContext }> {
  const [client, listener] = await Promise.all([shared, redisSubscriber(shared)]);
  // Both connections are already open; the package only calls connect() on clients it creates itself.
  const publisher: Publisher = {
    connect: () => Promise.resolve(),
    publish: (channel, message) => logged("PUBLISH", 0, () => client.publish(channel, message)),
    set: (key, value, options) =>
      logged("SET", null, () => client.set(key, value, options?.EX ? { expiration: { type: "EX", value: options.EX } } : undefined)),
    get: (key) => client.get(key),
    incr: (key) => client.incr(key),
  };
  const subscriber: Subscriber = {
    connect: () => Promise.resolve(),
    subscribe: (channel, callback) => listener.subscribe(channel, callback),
    unsubscribe: (channel) => logged("UNSUBSCRIBE", undefined, () => listener.unsubscribe(channel)),
  };
  // A server keeps running after a response, so nothing needs waitUntil.
  return { client, context: createResumableStreamContext({ keyPrefix: KEY_PREFIX, waitUntil: null, publisher, subscriber }) };
}

export function createRedisStreamStore(shared: Promise<RedisClient>): TurnStreamStore {
  let ready: ReturnType<typeof createContext> | undefined;
  const connected = () => {
    ready ??= createContext(shared).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  async function open(conversationId: string, streamId: string): Promise<StreamFeed> {
    const { client, context } = await connected();
    let source!: ReadableStreamDefaultController<string>;
    const stream = new ReadableStream<string>({
      start(controller) {
        source = controller;
      },
    });
    // The package reads `stream` itself and answers resumers from Redis; its copy for this process is not needed.
    const copy = await context.createNewResumableStream(streamId, () => stream);
    await copy?.cancel();
    await client.set(latestKey(conversationId), streamId, { expiration: { type: "EX", value: KEEP_SECONDS } });
    let ended = false;
    return {
      write(text) {
        if (!ended) source.enqueue(text);
      },
      end() {
        if (ended) return;
        ended = true;
        source.close();
      },
    };
  }

  async function resume(conversationId: string): Promise<ReadableStream<string> | null> {
    const { client, context } = await connected();
    const streamId = await client.get(latestKey(conversationId));
    if (!streamId) return null;
    try {
      // undefined: no such stream; null: it has ended.
      return (await context.resumeExistingStream(streamId)) ?? null;
    } catch {
      // No server answered (the one running the turn stopped): nothing is running any more.
      return null;
    }
  }

  return { open, resume };
}
