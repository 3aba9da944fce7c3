/**
 * The HTTP edge's one mapping from failures to answers, and the one way a route reads what a request carries. API
 * routes reach both through server/route.ts, which calls them in a fixed order; every reader throws a PlannerError.
 *
 * A PlannerError answers with its code's status (lib/errors' table), its zh-CN message and the details a form shows;
 * anything else is logged (what broke and where, never the values it broke on) and answered with a generic 500, so
 * a bug never leaks a stack or an internal message to the student.
 *
 * Bodies are read with a hard byte cap (the route's limit from lib/http/request-guard, also without Content-Length),
 * then parsed, then passed through one text check before the route's schema sees them; path parameters and queries
 * pass the same check.
 */
import { z } from "zod";
import { ERROR_TABLE, PlannerError, type ErrorCode } from "@/lib/errors";
import { bodyLimitFor, bodyTooLarge } from "@/lib/http/request-guard";

// Request validation messages reach the student: zod's built-in messages in Chinese.
z.config(z.locales.zhCN());

/**
 * Every API answer is one student's data (or a refusal about it): no browser or shared cache may keep it, or a
 * later visitor of the same machine could be shown it.
 */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** `request`, when given, names the route in the log line of an unexpected failure. */
export function errorResponse(error: unknown, request?: Request): Response {
  if (!PlannerError.isInstance(error)) {
    logError(request ? routeOf(request) : "request", error);
    return json({ error: { code: "server:error", message: ERROR_TABLE["server:error"].message } }, 500);
  }
  // A lapsed session cookie is kept on purpose: dropping it would turn the student's next request into the demo's.
  const response = json({ error: { code: error.code, message: error.message, ...error.details } }, error.httpStatus);
  if (error.retryAfterSeconds !== undefined) response.headers.set("retry-after", String(error.retryAfterSeconds));
  return response;
}

function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}：${issue.message}` : issue.message)).join("；");
}

function invalidRequest(error: z.ZodError): PlannerError {
  return new PlannerError("request:invalid", { message: `请求参数有误：${describeZodError(error)}` });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a request

/**
 * The body's bytes, at most `maxBytes` of them: a longer body is refused (413) as soon as its Content-Length says so
 * or, without one, as soon as that many bytes have arrived; the rest is never read.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBytes) throw bodyTooLarge(maxBytes, { length: declared });
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > maxBytes) {
      // The refusal stands whether or not the stream closes cleanly.
      reader.cancel().catch(() => undefined);
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Bytes as UTF-8 text; anything else is a 400, not a string full of replacement characters. */
function decodeUtf8(bytes: Uint8Array, what = "请求内容"): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new PlannerError("request:invalid", { message: `${what}不是有效的 UTF-8 文本。` });
  }
}

/**
 * Reads a JSON body with a schema: read within the route's size cap (413), parsed (400), checked for unsafe text
 * (400 naming the field), then validated (400 with a readable message). Every refusal is thrown as a PlannerError,
 * so a route maps it with the rest of its failures (server/route.ts).
 */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>, options: { optional?: boolean } = {}): Promise<T> {
  const text = decodeUtf8(await readBody(request, bodyLimitFor(new URL(request.url).pathname)));
  let body: unknown;
  try {
    // A route whose body is optional (confirm without a revision) reads no body as an empty object.
    body = options.optional && text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new PlannerError("request:invalid", { message: "请求内容不是有效的 JSON。" });
  }
  assertSafeText(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}

/**
 * Which not-found code a malformed path parameter answers: one for the route, or one per parameter where the path
 * names two things (`/task-classes/:id/items/:itemId`); the first listed parameter that is malformed decides.
 */
export type NotFound = ErrorCode | Readonly<Record<string, ErrorCode>>;

function notFoundCode(notFound: NotFound, malformed: readonly string[]): ErrorCode {
  if (typeof notFound === "string") return notFound;
  const names = Object.keys(notFound);
  const first = names.find((name) => malformed.includes(name)) ?? names[0];
  return notFound[first];
}

/**
 * A route's path parameters: the text check (400 naming the parameter), then the route's schema. A parameter the
 * schema refuses (`abc`, `-1`, an id past 2^31) names nothing that can exist, so it answers `notFound` like an
 * unknown id does.
 */
export async function parseParams<T>(params: Promise<unknown>, schema: z.ZodType<T>, notFound: NotFound): Promise<T> {
  const raw = await params;
  assertSafeText(raw);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const malformed = parsed.error.issues.map((issue) => issue.path.join("."));
  throw new PlannerError(notFoundCode(notFound, malformed), { context: { malformed } });
}

/** The query string, each parameter once: the text check, then the route's schema (400 with a readable message). */
export function parseQuery<T>(request: Request, schema: z.ZodType<T>): T {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  assertSafeText(query);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------------------
// The text check

/** Half of a surrogate pair: no encoder can write it, and the database refuses the string. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = "\u0000";
/** Deeper than any request shape (a chat message is four levels); a deeper body is refused before anything recurses. */
const MAX_DEPTH = 32;
const UNSAFE_TEXT_MESSAGE = "含有无法保存的字符（空字符或不成对的 Unicode 代理项）";

function isUnsafeText(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/** A path as a field name ("message.parts.0.text"), with any unsafe character shown as U+FFFD. */
function fieldName(path: readonly (string | number)[]): string {
  if (path.length === 0) return "body";
  return path
    .map((segment) => (typeof segment === "number" ? String(segment) : segment.replaceAll(NUL, "\uFFFD").replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD")))
    .join(".");
}

/**
 * The edge's one text check: every string in `value`, object keys included, is refused (400 request:invalid, the
 * field named in the message and in `fields`) when it holds NUL, which PostgreSQL text cannot store, or a lone
 * surrogate; nesting deeper than MAX_DEPTH is refused too. Iterative, so no body can exhaust the stack here.
 */
export function assertSafeText(value: unknown): void {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === "string") {
      if (isUnsafeText(current)) throw unsafeText(path);
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (path.length >= MAX_DEPTH) {
      throw new PlannerError("request:invalid", { message: `请求内容嵌套太深：${fieldName(path)}`, details: { fields: { [fieldName(path)]: "嵌套太深" } } });
    }
    if (Array.isArray(current)) {
      current.forEach((element, index) => pending.push({ value: element, path: [...path, index] }));
      continue;
    }
    for (const [key, element] of Object.entries(current)) {
      if (isUnsafeText(key)) throw unsafeText([...path, key]);
      pending.push({ value: element, path: [...path, key] });
    }
  }
}

function unsafeText(path: readonly (string | number)[]): PlannerError {
  const field = fieldName(path);
  return new PlannerError("request:invalid", { message: `${field}：${UNSAFE_TEXT_MESSAGE}。`, details: { fields: { [field]: UNSAFE_TEXT_MESSAGE } } });
}

// ---------------------------------------------------------------------------------------------------------------
// Logging

interface LoggedError {
  name: string;
  /** A PostgreSQL SQLSTATE ("23505"), a Node system error code ("ECONNREFUSED"), or the like. */
  code?: string;
  message: string;
  cause?: LoggedError;
}

const MAX_CAUSES = 5;
const MAX_MESSAGE = 500;

/** Method and path with every segment that is not a plain word (ids, feed tokens) replaced: `POST /api/tasks/:param`. */
function routeOf(request: Request): string {
  const { pathname } = new URL(request.url);
  const segments = pathname.split("/").map((segment) => (segment === "" || /^[a-z][a-z-]{0,30}$/.test(segment) ? segment : ":param"));
  return `${request.method} ${segments.join("/")}`;
}

/**
 * What a log line may say about a failure: its name, its code, its message without the values it was about, and
 * its causes the same way. Drizzle's query errors end in `params: …` (a password hash, a student's message);
 * PostgreSQL echoes a refused value in quotes (`invalid input syntax for type integer: "…"`). Neither is kept.
 */
function describeForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error, message: "(a thrown value that is not an Error)" };
  const name = error.name === "Error" && error.constructor.name !== "Error" ? error.constructor.name : error.name;
  const described: LoggedError = { name, message: withoutValues(error.message) };
  const code = (error as { code?: unknown }).code;
  if ((typeof code === "string" && /^[A-Za-z0-9_.:-]{1,40}$/.test(code)) || typeof code === "number") described.code = String(code);
  if (error.cause !== undefined && depth < MAX_CAUSES) described.cause = describeForLog(error.cause, depth + 1);
  return described;
}

/**
 * One line for a failure the server cannot answer for: where it happened (a route, "startup", a job) and the error
 * as describeForLog tells it. Every unexpected failure is logged through here.
 */
export function logError(where: string, error: unknown): void {
  console.error(`[server:error] ${JSON.stringify({ route: where, error: describeForLog(error) })}`);
}

function withoutValues(message: string): string {
  const kept = message
    .replace(/\s*\bparams:[\s\S]*$/, "")
    .replace(/(: |\bvalue )"[^"]*"/g, '$1"…"')
    .replace(/\bKey \(([^)]*)\)=\([^)]*\)/g, "Key ($1)=(…)");
  return kept.length > MAX_MESSAGE ? `${kept.slice(0, MAX_MESSAGE)}…` : kept;
}
