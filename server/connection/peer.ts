/**
 * The address of the socket a request arrived on, carried from the Node server to the route in a header of ours.
 *
 * Route handlers never see the socket, and the X-Forwarded-For that Next.js hands them is whatever the client sent:
 * Next fills it in from the socket only when the request has none. So the server's request hook
 * (request-start.ts) writes the socket's address into X-Planner-Peer, over any value a client sent, and the value
 * starts with a secret made once per process: a value without it (a request that reached Next before the hook was
 * listening, a test that forgot to set one) is no address at all, never one a client chose.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";

export const PEER_HEADER = "x-planner-peer";

// On globalThis, not in a module variable: Next bundles instrumentation.ts and each route separately, so they load
// separate copies of this module, but they run in one process and must agree on one secret.
const SECRET = Symbol.for("study-planner.peer-secret");

function processSecret(): string {
  const holder = globalThis as typeof globalThis & { [SECRET]?: string };
  holder[SECRET] ??= randomBytes(18).toString("base64url");
  return holder[SECRET];
}

/** What the hook writes into PEER_HEADER for a socket address. */
export function peerHeaderValue(address: string): string {
  return `${processSecret()} ${address}`;
}

/** The socket address the hook recorded for this request, or null when it recorded none. */
export function peerAddress(request: Request): string | null {
  const value = request.headers.get(PEER_HEADER);
  const space = value?.indexOf(" ") ?? -1;
  if (!value || space === -1) return null;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(processSecret());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value.slice(space + 1) || null;
}
