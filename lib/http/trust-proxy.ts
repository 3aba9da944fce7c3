/**
 * TRUST_PROXY: which hops in front of the server may say who the client is. Unset, nobody: the client is the
 * address the server's own socket saw, and X-Forwarded-For is ignored, since a client can write anything there.
 *
 * - A hop count ("1"): that many proxies stand in front of every request (one nginx or Caddy: 1), each appending the
 *   address it saw to X-Forwarded-For; the client is the address the outermost of them appended.
 * - A list of addresses and CIDR ranges ("10.0.0.0/8, 172.16.0.0/12, ::1"): the proxies by address. Hops are
 *   trusted from the server outwards while the hop is in the list; the first address that is not is the client.
 *
 * On Vercel (VERCEL set, TRUST_PROXY unset) the platform's own X-Real-IP names the client: Vercel overwrites it
 * on every request, whatever the client sent.
 */
import { BlockList, isIP } from "node:net";

export type ProxyTrust =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "ranges"; includes: (address: string) => boolean }
  | { kind: "vercel" };

export const NO_PROXY: ProxyTrust = { kind: "none" };
export const VERCEL_PROXY: ProxyTrust = { kind: "vercel" };

/** More proxies than any real chain; a larger count is a typo. */
const MAX_HOPS = 10;

const TRUST_PROXY_HELP =
  "TRUST_PROXY 应为反向代理的层数（如 1）或代理的地址、网段列表（如 10.0.0.0/8,::1）；不经代理时请留空 / TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8,::1); leave it empty without a proxy";

function addRange(list: BlockList, entry: string): boolean {
  const [address, prefixText, ...extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/** TRUST_PROXY's value read as a ProxyTrust; throws with TRUST_PROXY_HELP for anything else. */
export function parseTrustProxy(value: string): ProxyTrust {
  const text = value.trim();
  if (text === "" || text === "0") return NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`${TRUST_PROXY_HELP}（${text}）`);
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    if (!addRange(list, entry)) throw new Error(`${TRUST_PROXY_HELP}（${entry || "空项 / empty entry"}）`);
  }
  return { kind: "ranges", includes: (address) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6") };
}
