import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createClient } from "redis";
import { closeRedis, getRedis, type RedisClient } from "@/server/platform/redis";
import { createMemoryStreamStore } from "./memory-store";
import { createRedisStreamStore } from "./redis-store";
import { closeRedisSubscriber } from "./redis-subscriber";
import type { TurnStreamStore } from "./store";

/** Reads a resumed stream up to its end, or until what it read ends with `until`; and whether it ended. */
async function readChunks(stream: ReadableStream<string>, until?: string): Promise<{ chunks: string[]; ended: boolean }> {
  const reader = stream.getReader();
  const chunks: string[] = [];
  while (until === undefined || !chunks.join("").endsWith(until)) {
    const next = await reader.read();
    if (next.done) return { chunks, ended: true };
    chunks.push(next.value);
  }
  reader.releaseLock();
  return { chunks, ended: false };
}

/** What both stores promise; `storeOf` is called in the tests, after the suite's setup. */
function behavesAsATurnStreamStore(storeOf: () => TurnStreamStore) {
  let cached: TurnStreamStore | undefined;
  const store = {
    open: (conversationId: string, streamId: string) => (cached ??= storeOf()).open(conversationId, streamId),
    resume: (conversationId: string) => (cached ??= storeOf()).resume(conversationId),
  };
  const conversation = () => `conversation-${randomUUID()}`;

  it("replays a running stream from its first chunk, then follows it live to its end", async () => {
    const id = conversation();
    const feed = await store.open(id, randomUUID());
    feed.write("data: one\n\n");
    feed.write("data: two\n\n");

    const resumed = await store.resume(id);
    expect(resumed).not.toBeNull();
    const reader = resumed!;
    // Redis delivers the replay as one message: compare the text, not the chunking.
    const replayed = await readChunks(reader, "data: two\n\n");
    expect(replayed.chunks.join("")).toBe("data: one\n\ndata: two\n\n");

    feed.write("data: three\n\n");
    feed.end();
    const rest = await readChunks(reader);
    expect([...replayed.chunks, ...rest.chunks].join("")).toBe("data: one\n\ndata: two\n\ndata: three\n\n");
    expect(rest.ended).toBe(true);
  });

  it("gives two readers the same stream", async () => {
    const id = conversation();
    const feed = await store.open(id, randomUUID());
    feed.write("a");
    const [first, second] = await Promise.all([store.resume(id), store.resume(id)]);
    feed.write("b");
    feed.end();
    expect((await readChunks(first!)).chunks.join("")).toBe("ab");
    expect((await readChunks(second!)).chunks.join("")).toBe("ab");
  });

  it("answers null for a conversation with no stream, and once its stream has ended", async () => {
    expect(await store.resume(conversation())).toBeNull();
    const id = conversation();
    const feed = await store.open(id, randomUUID());
    feed.write("a");
    feed.end();
    // The Redis store marks the end asynchronously (the package's DONE sentinel).
    await expect.poll(() => store.resume(id), { timeout: 5_000 }).toBeNull();
  });

  it("resumes the newest turn of a conversation", async () => {
    const id = conversation();
    const older = await store.open(id, randomUUID());
    older.write("old");
    older.end();
    const newer = await store.open(id, randomUUID());
    newer.write("new");
    const resumed = await store.resume(id);
    newer.end();
    expect((await readChunks(resumed!)).chunks.join("")).toBe("new");
  });
}

describe("the turn stream store in process", () => {
  behavesAsATurnStreamStore(() => createMemoryStreamStore());
});

describe.runIf(Boolean(process.env.REDIS_URL))("the turn stream store in Redis (REDIS_URL, resumable-stream)", () => {
  afterAll(async () => {
    await closeRedisSubscriber();
    await closeRedis();
  });
  behavesAsATurnStreamStore(() => createRedisStreamStore(getRedis()!));

  it("logs the writes Redis refuses and goes on, with no unhandled rejection (its connection closed mid-turn)", async () => {
    const client: RedisClient = createClient({ url: process.env.REDIS_URL });
    await client.connect();
    const store = createRedisStreamStore(Promise.resolve(client));
    const id = `conversation-${randomUUID()}`;
    const feed = await store.open(id, randomUUID());
    feed.write("a");
    // A reader is following, so every later chunk and the end are published to it.
    const resumed = await store.resume(id);
    expect((await readChunks(resumed!, "a")).chunks.join("")).toBe("a");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await client.quit();
      feed.write("b");
      feed.end();
      await expect.poll(() => errors.mock.calls.map(([message]) => String(message)), { timeout: 5_000 }).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Redis PUBLISH 失败/), expect.stringMatching(/^Redis SET 失败/)]),
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the in-process store", () => {
  it("drops a finished stream at once, and an older turn ending never drops a newer one of the conversation", async () => {
    const store = createMemoryStreamStore();
    const first = await store.open("talk", "stream-1");
    first.write("old text");
    const second = await store.open("talk", "stream-2");
    second.write("still here");
    first.end();
    const resumed = await store.resume("talk");
    second.end();
    expect((await readChunks(resumed!)).chunks).toEqual(["still here"]);
    expect(await store.resume("talk")).toBeNull();
  });
});
