/**
 * A turn's stream as HTTP: Server-Sent Events in the AI SDK's UI message stream format. The chat response and the
 * server's own copy are two branches of one stream: the server reads its copy to the end into the stream store,
 * so the turn runs (and saves) to its end even when nobody reads the response any more.
 */
import { JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from "ai";
import { turnStreamStore, type StreamFeed } from "./store";

const NO_FEED: StreamFeed = { write: () => {}, end: () => {} };

function sseResponse(stream: ReadableStream<string>): Response {
  return new Response(stream.pipeThrough(new TextEncoderStream()), { headers: UI_MESSAGE_STREAM_HEADERS });
}

async function readInto(stream: ReadableStream<string>, feed: StreamFeed): Promise<void> {
  const reader = stream.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) feed.write(next.value);
  } catch (error) {
    console.error("读取本轮回复的流失败：", error instanceof Error ? error.name : "unknown");
  } finally {
    feed.end();
  }
}

/**
 * The client's branch, telling `onGone` when the client stops reading before the end: the runtime cancels the
 * response body when the connection drops or the tab closes. Cancelling a branch of a tee leaves the other running.
 */
function watchedByClient(branch: ReadableStream<string>, onGone: () => void): ReadableStream<string> {
  const reader = branch.getReader();
  return new ReadableStream<string>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel(reason) {
      onGone();
      await reader.cancel(reason);
    },
  });
}

export interface TurnKeep {
  conversationId: string;
  streamId: string;
  /** Called when the client that started the turn goes away before its end (at most once matters). */
  onClientGone?: () => void;
}

/**
 * Answers with the turn's stream while keeping it for resume under the conversation; `onEnd` runs once the
 * server's copy has been read to its end (the turn has ended and been saved).
 */
export async function respondWithTurn(stream: ReadableStream<UIMessageChunk>, keep: TurnKeep, onEnd: () => void): Promise<Response> {
  const [clientBranch, forServer] = stream.pipeThrough(new JsonToSseTransformStream()).tee();
  const forClient = watchedByClient(clientBranch, () => keep.onClientGone?.());
  let feed = NO_FEED;
  try {
    feed = await turnStreamStore().open(keep.conversationId, keep.streamId);
  } catch (error) {
    // Without the store the turn cannot be resumed, but it still runs to its end and is saved.
    console.error("无法保存本轮回复的流以便续传：", error instanceof Error ? error.message : "unknown");
  }
  void readInto(forServer, feed).finally(onEnd);
  return sseResponse(forClient);
}

/** The conversation's running turn from its beginning, following it live; 204 when no turn is running. */
export async function resumeResponse(conversationId: string): Promise<Response> {
  const stream = await turnStreamStore().resume(conversationId);
  return stream ? sseResponse(stream) : new Response(null, { status: 204 });
}
