/**
 * The address students reach the app on, for URLs the app hands out (the calendar feed a calendar app polls).
 * `APP_URL` names it when the deployment knows it; behind a proxy or on Vercel the forwarded host says which host
 * the request came to; otherwise the request's own URL. Never a hard-coded localhost.
 */

const FORWARDED_PROTOCOLS = new Set(["http", "https"]);
// A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could add a path or a user.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The first value of a header a chain of proxies may have appended to ("a, b"). */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value ? value : undefined;
}

function publicOrigin(request: Request, appUrl: string | undefined): string {
  if (appUrl) {
    let parsed: URL;
    try {
      parsed = new URL(appUrl);
    } catch {
      throw new Error(`APP_URL 无效（应为 https://planner.example.com 这样的地址）/ APP_URL is not a URL: ${appUrl}`);
    }
    return parsed.origin;
  }
  const requestUrl = new URL(request.url);
  const host = firstValue(request.headers.get("x-forwarded-host"));
  if (host && HOST.test(host)) {
    const forwardedProtocol = firstValue(request.headers.get("x-forwarded-proto"))?.toLowerCase();
    const protocol = forwardedProtocol && FORWARDED_PROTOCOLS.has(forwardedProtocol) ? forwardedProtocol : requestUrl.protocol.slice(0, -1);
    return `${protocol}://${host.toLowerCase()}`;
  }
  return requestUrl.origin;
}

/** The absolute URL of `path` (starting with /) on the app's public address, as seen by this request. */
export function publicUrl(path: string, request: Request, environment: Record<string, string | undefined> = process.env): string {
  return new URL(path, publicOrigin(request, environment.APP_URL?.trim())).toString();
}
