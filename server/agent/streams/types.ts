/** The contract both turn-stream stores (memory-store.ts, redis-store.ts) keep; store.ts picks one. */

/** The writing end of one turn's stored stream; the turn's own code feeds it, so it never slows the turn down. */
export interface StreamFeed {
  write(text: string): void;
  end(): void;
}

export interface TurnStreamStore {
  /** Starts keeping a new turn's stream for its conversation; once this resolves, resume finds it. */
  open(conversationId: string, streamId: string): Promise<StreamFeed>;
  /** The conversation's running turn from its first chunk, following it live to its end; null when none is running. */
  resume(conversationId: string): Promise<ReadableStream<string> | null>;
}
