/**
 * The client a request came from, as the key of per-address limits (sign-ups, guests, sign-in attempts).
 *
 * By default it is the address of the socket the server read the request from (server/connection/peer.ts);
 * X-Forwarded-For is read only behind proxies declared in TRUST_PROXY (trust-proxy.ts), walking from the server
 * outwards, because each proxy appends what it saw and everything to the left of the proxies we trust was written by
 * the client. An IPv6 client is keyed by its /64: a host picks the rest of its address freely, so a limit per full
 * address would give it 2^64 allowances.
 */
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { peerAddress } from "../connection/peer";
import type { ProxyTrust } from "@/lib/http/trust-proxy";

/** What a request with no address anyone can vouch for is keyed by: they share one allowance. */
const UNKNOWN = "unknown";

/** An address as a proxy or the socket writes it ("::ffff:10.0.0.1", "[2001:db8::1]:443", "10.0.0.1:5000"), or null. */
function normalizeAddress(value: string | null | undefined): string | null {
  let text = value?.trim().toLowerCase() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (text.startsWith("::ffff:") && isIP(text.slice(7)) === 4) text = text.slice(7);
  return isIP(text) === 0 ? null : text;
}

/** The first 64 bits of an IPv6 address, as "2001:db8:0:1::/64". */
function ipv6Network(address: string): string {
  const [head, tail] = address.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  // An embedded IPv4 ("::ffff:1.2.3.4") fills the last two groups; only the count matters for the first four.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes(".") ? 2 : 1), 0);
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill("0"), ...groups(tail)];
  return `${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}

function limitKey(address: string): string {
  return isIP(address) === 6 ? ipv6Network(address) : address;
}

/** X-Forwarded-For's entries, every header line of it, oldest hop first. */
function forwardedFor(request: Request): string[] {
  return (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
}

/** From the socket's peer outwards, one hop at a time while the hop is a declared proxy. */
function addressBehindProxies(peer: string, forwarded: string[], trust: Extract<ProxyTrust, { kind: "hops" | "ranges" }>): string {
  let client = peer;
  for (let index = forwarded.length - 1, hop = 0; index >= 0; index -= 1, hop += 1) {
    const trusted = trust.kind === "hops" ? hop < trust.hops : trust.includes(client);
    if (!trusted) break;
    // A proxy writes the address it saw; anything else was written by the client, so the last proxy is the answer.
    const previous = normalizeAddress(forwarded[index]);
    if (previous === null) break;
    client = previous;
  }
  return client;
}

/** The key of this request's client for per-address limits. */
export function clientAddress(request: Request, trust: ProxyTrust = env().TRUST_PROXY): string {
  if (trust.kind === "vercel") {
    const address = normalizeAddress(request.headers.get("x-real-ip"));
    return address ? limitKey(address) : UNKNOWN;
  }
  const peer = normalizeAddress(peerAddress(request));
  if (peer === null) return UNKNOWN;
  return limitKey(trust.kind === "none" ? peer : addressBehindProxies(peer, forwardedFor(request), trust));
}

/**
 * Whether the hop that reached this server is a declared proxy, so that its X-Forwarded-Host and -Proto describe
 * the request (server/platform/public-url.ts); a client's own are never read.
 */
export function fromTrustedProxy(request: Request, trust: ProxyTrust = env().TRUST_PROXY): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "ranges") {
    const peer = normalizeAddress(peerAddress(request));
    return peer !== null && trust.includes(peer);
  }
  return true;
}
