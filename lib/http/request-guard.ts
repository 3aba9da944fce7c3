/**
 * What every state-changing request under /api/ must show before a route sees it; proxy.ts runs this on each one.
 *
 * - Same origin: an `Origin` header must be the app's own origin (APP_URL when set, else the host the request came
 *   to); without one, `Sec-Fetch-Site` must say same-origin or none. A request with neither is not from a browser
 *   (browsers send one of them on every cross-site write), so it passes: curl, server-to-server, calendar tools.
 * - A body the route can read: a request that carries a body names a content type the route accepts (JSON almost
 *   everywhere; the .ics preview takes the file). A request without a body needs no type.
 * - A declared size within the route's cap. A body sent without Content-Length is capped again while it is read
 *   (server/http.ts), with the same limit.
 *
 * Pure: the request's method, URL and headers in, a refusal (or null) out; the caller turns it into a response.
 */
import { PlannerError } from "@/lib/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const KB = 1024;
export const JSON_BODY_LIMIT = 256 * KB;
export const ICS_BODY_LIMIT = 2 * KB * KB;

interface BodyRule {
  /** Media types accepted, lower case, without parameters. */
  types: readonly string[];
  maxBytes: number;
}

const JSON_BODY: BodyRule = { types: ["application/json"], maxBytes: JSON_BODY_LIMIT };
/** Drafts previewed from an .ics file come back whole, so the import may be as large as the file was. */
const ICS_JSON_BODY: BodyRule = { types: ["application/json"], maxBytes: ICS_BODY_LIMIT };
/** The settings page uploads the file as multipart (field "file"); tools may post the text itself. */
const ICS_FILE_BODY: BodyRule = { types: ["text/calendar", "text/plain", "multipart/form-data"], maxBytes: ICS_BODY_LIMIT };

/** The body a route under /api/ reads: its accepted types and its size cap. */
function bodyRuleFor(pathname: string): BodyRule {
  if (pathname === "/api/ics/preview") return ICS_FILE_BODY;
  if (pathname.startsWith("/api/ics/")) return ICS_JSON_BODY;
  return JSON_BODY;
}

/** The largest body the route at this path reads, in bytes. */
export function bodyLimitFor(pathname: string): number {
  return bodyRuleFor(pathname).maxBytes;
}

/** The refusal of a body over its cap, said the same way by the proxy and by the route that reads it. */
export function bodyTooLarge(maxBytes: number, context: Record<string, unknown> = {}): PlannerError {
  const limit = maxBytes >= KB * KB ? `${maxBytes / (KB * KB)} MB` : `${maxBytes / KB} KB`;
  return new PlannerError("request:too_large", { message: `请求内容太大了，不能超过 ${limit}。`, context: { maxBytes, ...context } });
}

export interface GuardOptions {
  /** The app's public URL (APP_URL); when set, it is the only origin writes may come from. */
  appUrl?: string;
}

/** The refusal a request earns before any route reads it, or null when it may go on. */
export function guardRequest(request: Request, options: GuardOptions = {}): PlannerError | null {
  const url = new URL(request.url);
  if (!STATE_CHANGING.has(request.method.toUpperCase()) || !url.pathname.startsWith("/api/")) return null;
  if (!isSameOrigin(request, options)) return new PlannerError("request:cross_origin", { context: { origin: request.headers.get("origin") } });
  const rule = bodyRuleFor(url.pathname);
  const length = declaredLength(request);
  const contentType = request.headers.get("content-type");
  // A declared empty body is no body, whatever type a client put on it (curl -d '' says form-urlencoded).
  if (length !== 0 && (contentType === null ? carriesBody(request, length) : !accepts(rule, contentType))) {
    return new PlannerError("request:unsupported_type", { context: { contentType, accepted: rule.types } });
  }
  if (length !== null && length > rule.maxBytes) {
    return bodyTooLarge(rule.maxBytes, { length });
  }
  return null;
}

function isSameOrigin(request: Request, options: GuardOptions): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return normalizedOrigin(origin) === expectedOrigin(request, options);
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** APP_URL's origin, or the scheme and host the request was addressed to (behind a proxy, its forwarded ones). */
function expectedOrigin(request: Request, options: GuardOptions): string | null {
  if (options.appUrl) return normalizedOrigin(options.appUrl);
  const url = new URL(request.url);
  const host = firstValue(request.headers.get("x-forwarded-host")) ?? request.headers.get("host") ?? url.host;
  const scheme = firstValue(request.headers.get("x-forwarded-proto")) ?? url.protocol.replace(/:$/, "");
  return normalizedOrigin(`${scheme}://${host}`);
}

/** A proxy chain lists one value per hop, the client's first. */
function firstValue(header: string | null): string | null {
  const first = header?.split(",")[0].trim();
  return first ? first : null;
}

/** Lower case, default port dropped; null for anything that is not an http(s) origin ("null" included). */
function normalizedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Content-Length as a number; null when absent or malformed (the HTTP server refuses those itself). */
function declaredLength(request: Request): number | null {
  const header = request.headers.get("content-length");
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

/**
 * Whether a body follows a request that names no type: a positive length or chunked transfer. (Next.js hands the
 * proxy a body stream for every POST, so the stream itself says nothing.)
 */
function carriesBody(request: Request, length: number | null): boolean {
  if (length !== null) return length > 0;
  return request.headers.has("transfer-encoding");
}

/** The media type must be one the route reads; a charset, when given, must be UTF-8 (what the routes decode). */
function accepts(rule: BodyRule, contentType: string): boolean {
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (!rule.types.includes(type)) return false;
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length).replace(/"/g, "");
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}
