/**
 * What the Node server does to each request before Next.js sees it, through the `http.server.request.start`
 * diagnostics channel (Node publishes it as it parses a request, before the server's "request" listener, which is
 * Next's). instrumentation.ts starts this once per server; `next start`, the standalone server.js and `next dev`
 * all run on Node's http server.
 *
 * - The socket's address goes into a header of ours (peer.ts): the only client address a client cannot choose.
 * - A path Next cannot decode is made routable (lib/http/routable-path.ts), so it reaches its route and answers
 *   4xx JSON instead of Next's bare 500.
 * - The security headers are set on the response up front, so any answer Next writes past its own header rules
 *   (a bare 500 from its router) carries them too; Next's rules set the same values again on every other answer.
 */
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { routableTarget } from "@/lib/http/routable-path";
import { securityHeaders, type SecurityHeader } from "@/lib/http/security-headers";
import { PEER_HEADER, peerHeaderValue } from "./peer";
import { env } from "@/lib/env";

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
}

function prepareRequest({ request, response, socket }: RequestStart, headers: readonly SecurityHeader[]): void {
  request.headers[PEER_HEADER] = peerHeaderValue(socket.remoteAddress ?? "");
  if (request.url) request.url = routableTarget(request.url);
  for (const { key, value } of headers) response.setHeader(key, value);
}

// Once per process, however many bundles load this module (see peer.ts).
const WATCHING = Symbol.for("study-planner.request-start");

/** Production's headers unless the environment says otherwise; a malformed one is startServer's to report. */
function isProduction(): boolean {
  try {
    return env().NODE_ENV === "production";
  } catch {
    return true;
  }
}

export function watchRequests(production = isProduction()): void {
  const holder = globalThis as typeof globalThis & { [WATCHING]?: true };
  if (holder[WATCHING]) return;
  holder[WATCHING] = true;
  const headers = securityHeaders(production);
  subscribe("http.server.request.start", (message) => prepareRequest(message as RequestStart, headers));
}
