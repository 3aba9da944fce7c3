/**
 * A fake OpenAI-compatible server for tests: POST /v1/chat/completions answered with Server-Sent Events in the real
 * chat-completions chunk format, so the real @ai-sdk/openai provider runs end to end without a network. It listens on
 * 127.0.0.1 on a free port, records every request it received, and refuses anything past its bounds (request size,
 * request count) so a looping client fails fast instead of hanging a test.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: ChatCompletionRequest;
}

/** The parts of a chat-completions request the tests read. */
interface ChatCompletionRequest {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages: Array<{
    role: string;
    content?: string | Array<{ type: string; text?: string }> | null;
    tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
    tool_call_id?: string;
  }>;
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters: Record<string, unknown> } }>;
  [key: string]: unknown;
}

type FakeReply =
  | { kind: "tool_calls"; calls: Array<{ id: string; name: string; arguments: string }> }
  | { kind: "text"; text: string }
  | { kind: "http_error"; status: number; message: string };

/** Chooses the reply to the request at `index` (0-based) given everything received so far. */
export type FakeScript = (request: RecordedRequest, index: number) => FakeReply;

export interface FakeOpenAIServer {
  /** Base URL to give the provider, ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
const DEFAULT_MAX_REQUESTS = 10;
/** Arguments and text arrive in small pieces, as a real server streams them. */
const DELTA_CHARACTERS = 7;

function pieces(text: string): string[] {
  const characters = Array.from(text);
  const result: string[] = [];
  for (let start = 0; start < characters.length; start += DELTA_CHARACTERS) {
    result.push(characters.slice(start, start + DELTA_CHARACTERS).join(""));
  }
  return result;
}

interface ChunkContext {
  id: string;
  model: string;
  created: number;
}

function chunk(context: ChunkContext, choice: Record<string, unknown> | undefined, usage?: Record<string, number>) {
  return {
    id: context.id,
    object: "chat.completion.chunk",
    created: context.created,
    model: context.model,
    choices: choice ? [{ index: 0, logprobs: null, ...choice }] : [],
    ...(usage ? { usage } : {}),
  };
}

/** The chunks of one streamed completion: role, deltas, the finish reason, then usage when asked for. */
function completionChunks(reply: Exclude<FakeReply, { kind: "http_error" }>, context: ChunkContext, includeUsage: boolean) {
  const chunks: unknown[] = [];
  let completionCharacters = 0;
  if (reply.kind === "text") {
    chunks.push(chunk(context, { delta: { role: "assistant", content: "" }, finish_reason: null }));
    for (const piece of pieces(reply.text)) {
      completionCharacters += piece.length;
      chunks.push(chunk(context, { delta: { content: piece }, finish_reason: null }));
    }
    chunks.push(chunk(context, { delta: {}, finish_reason: "stop" }));
  } else {
    reply.calls.forEach((call, index) => {
      // The first delta of a call names it; its arguments follow as incremental string pieces.
      chunks.push(
        chunk(context, {
          delta: {
            ...(index === 0 ? { role: "assistant", content: null } : {}),
            tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }],
          },
          finish_reason: null,
        }),
      );
      for (const piece of pieces(call.arguments)) {
        completionCharacters += piece.length;
        chunks.push(chunk(context, { delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null }));
      }
    });
    chunks.push(chunk(context, { delta: {}, finish_reason: "tool_calls" }));
  }
  if (includeUsage) {
    chunks.push(chunk(context, undefined, { prompt_tokens: 100, completion_tokens: completionCharacters, total_tokens: 100 + completionCharacters }));
  }
  return chunks;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request) {
    const buffer = part as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    parts.push(buffer);
  }
  return Buffer.concat(parts).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeOpenAIServer(
  script: FakeScript,
  options: { maxRequests?: number; model?: string } = {},
): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  const maxRequests = options.maxRequests ?? DEFAULT_MAX_REQUESTS;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      sendJson(response, 404, { error: { message: `no route ${request.method} ${request.url}`, type: "invalid_request_error" } });
      return;
    }
    if (requests.length >= maxRequests) {
      sendJson(response, 400, { error: { message: "fake server: too many requests", type: "invalid_request_error" } });
      return;
    }
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
    } catch (error) {
      sendJson(response, 400, { error: { message: `fake server: ${String(error)}`, type: "invalid_request_error" } });
      return;
    }
    const recorded: RecordedRequest = { method: request.method, path: request.url, headers: request.headers, body };
    const index = requests.length;
    requests.push(recorded);

    const reply = script(recorded, index);
    if (reply.kind === "http_error") {
      // retry-after-ms keeps the SDK's automatic retries immediate, so a failing test stays fast.
      sendJson(response, reply.status, { error: { message: reply.message, type: "server_error" } }, { "retry-after-ms": "0" });
      return;
    }
    const context: ChunkContext = { id: `chatcmpl-fake-${index + 1}`, model: options.model ?? body.model ?? "fake-model", created: 1_777_276_800 };
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    for (const item of completionChunks(reply, context, body.stream_options?.include_usage === true)) {
      response.write(`data: ${JSON.stringify(item)}\n\n`);
    }
    response.end("data: [DONE]\n\n");
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error), type: "server_error" } });
      else response.destroy();
    });
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
