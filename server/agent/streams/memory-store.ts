/**
 * The in-process stream store (no REDIS_URL): per conversation, the chunks its running turn sent so far and the
 * readers following it. A finished stream answers no more readers (the saved message is what a reload shows), so it
 * is dropped as it ends: keeping its text for a while only held memory under load (see the README's loadtest).
 */
import type { StreamFeed, TurnStreamStore } from "./types";

interface KeptStream {
  streamId: string;
  chunks: string[];
  done: boolean;
  readers: Set<ReadableStreamDefaultController<string>>;
}

export function createMemoryStreamStore(): TurnStreamStore {
  const streams = new Map<string, KeptStream>();

  function open(conversationId: string, streamId: string): Promise<StreamFeed> {
    const kept: KeptStream = { streamId, chunks: [], done: false, readers: new Set() };
    streams.set(conversationId, kept);
    const feed: StreamFeed = {
      write(text) {
        if (kept.done) return;
        kept.chunks.push(text);
        for (const reader of kept.readers) reader.enqueue(text);
      },
      end() {
        if (kept.done) return;
        kept.done = true;
        for (const reader of kept.readers) reader.close();
        kept.readers.clear();
        kept.chunks = [];
        // A newer turn of the conversation may have replaced this one meanwhile: drop only our own entry.
        if (streams.get(conversationId) === kept) streams.delete(conversationId);
      },
    };
    return Promise.resolve(feed);
  }

  function resume(conversationId: string): Promise<ReadableStream<string> | null> {
    const kept = streams.get(conversationId);
    if (!kept || kept.done) return Promise.resolve(null);
    let self: ReadableStreamDefaultController<string> | undefined;
    const stream = new ReadableStream<string>({
      start(controller) {
        self = controller;
        for (const chunk of kept.chunks) controller.enqueue(chunk);
        kept.readers.add(controller);
      },
      cancel() {
        if (self) kept.readers.delete(self);
      },
    });
    return Promise.resolve(stream);
  }

  return { open, resume };
}
