/**
 * The address students reach the app on, for URLs the app hands out (the calendar feed a calendar app polls).
 * `APP_URL` names it when the deployment knows it; otherwise the Host the request was sent to. X-Forwarded-Host and
 * -Proto are read only when a declared proxy (TRUST_PROXY, or Vercel) passed the request on: from anyone else they
 * are whatever the client wrote. Never a hard-coded localhost.
 */
import { env, type Env } from "@/lib/env";
import type { ProxyTrust } from "@/lib/http/trust-proxy";
import { fromTrustedProxy } from "../limits/address";

const FORWARDED_PROTOCOLS = new Set(["http", "https"]);
// A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could add a path or a user.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The value the proxy nearest the server wrote: a proxy that appends to a header ("a, b") puts its own last, and
 * whatever stands before it came from further out, perhaps from the client.
 */
function nearestValue(header: string | null): string | undefined {
  const value = header?.split(",").at(-1)?.trim();
  return value ? value : undefined;
}

function parseAppUrl(appUrl: string): string {
  try {
    return new URL(appUrl).origin;
  } catch {
    throw new Error(`APP_URL 无效（应为 https://planner.example.com 这样的地址）/ APP_URL is not a URL: ${appUrl}`);
  }
}

function publicOrigin(request: Request, appUrl: string | undefined, trust: ProxyTrust | undefined): string {
  if (appUrl) return parseAppUrl(appUrl);
  const requestUrl = new URL(request.url);
  // Next's server speaks plain http, and the scheme of the URL it hands a route comes from X-Forwarded-Proto, which
  // anyone can send: only a declared proxy can say the client used https.
  let protocol = "http";
  let host = request.headers.get("host")?.trim();
  if (fromTrustedProxy(request, trust)) {
    const forwardedHost = nearestValue(request.headers.get("x-forwarded-host"));
    if (forwardedHost && HOST.test(forwardedHost)) host = forwardedHost;
    const forwardedProtocol = nearestValue(request.headers.get("x-forwarded-proto"))?.toLowerCase();
    if (forwardedProtocol && FORWARDED_PROTOCOLS.has(forwardedProtocol)) protocol = forwardedProtocol;
  }
  return host && HOST.test(host) ? `${protocol}://${host.toLowerCase()}` : requestUrl.origin;
}

/**
 * The absolute URL of `path` (starting with /) on the app's public address, as seen by this request. `trust` is
 * TRUST_PROXY's reading (the environment's when not given).
 */
export function publicUrl(path: string, request: Request, settings: Pick<Env, "APP_URL"> = env(), trust?: ProxyTrust): string {
  return new URL(path, publicOrigin(request, settings.APP_URL?.trim(), trust)).toString();
}
