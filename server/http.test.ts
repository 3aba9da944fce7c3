import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { PlannerError } from "@/lib/errors";
import { assertSafeText, errorResponse, json, logError, parseParams, parseQuery, readBody, readJsonBody } from "./http";

const TASKS = "http://localhost/api/tasks";
const schema = z.object({ title: z.string(), tags: z.array(z.string()).optional() });

function post(body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }, url = TASKS): Request {
  return new Request(url, { method: "POST", headers, body, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);
}

async function refusalOf(result: { ok: true } | { ok: false; response: Response }): Promise<{ status: number; error: { code: string; message: string; fields?: Record<string, string> } }> {
  if (result.ok) throw new Error("expected a refusal");
  return { status: result.response.status, error: ((await result.response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error };
}

/** readJsonBody's answer as a route gives it: the value, or its refusal through errorResponse. */
async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, data: await readJsonBody(request, schema) };
  } catch (error) {
    return { ok: false, response: errorResponse(error, request) };
  }
}

function thrown(run: () => unknown): PlannerError {
  try {
    run();
  } catch (error) {
    if (PlannerError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a PlannerError");
}

/** A body stream that never ends, counting the bytes it was asked for. */
function endlessBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new TextEncoder().encode(`{"title":"${"x".repeat(16 * 1024)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe("readJsonBody", () => {
  it("parses and validates a JSON body", async () => {
    const result = await parseJsonBody(post(JSON.stringify({ title: "周报", tags: ["a"] })), schema);
    expect(result).toEqual({ ok: true, data: { title: "周报", tags: ["a"] } });
  });

  it("refuses a declared length over the route's cap with 413 before reading anything", async () => {
    const request = post(JSON.stringify({ title: "x" }), { "content-type": "application/json", "content-length": String(256 * 1024 + 1) });
    const { status, error } = await refusalOf(await parseJsonBody(request, schema));
    expect(status).toBe(413);
    expect(error).toEqual({ code: "request:too_large", message: "请求内容太大了，不能超过 256 KB。" });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a body without Content-Length at the cap", async () => {
    const { stream, pulled } = endlessBody();
    const { status, error } = await refusalOf(await parseJsonBody(post(stream), schema));
    expect(status).toBe(413);
    expect(error.code).toBe("request:too_large");
    expect(pulled()).toBeLessThan(256 * 1024 + 64 * 1024);
  });

  it("allows the .ics routes their larger cap", async () => {
    const big = JSON.stringify({ title: "x".repeat(300 * 1024) });
    expect((await parseJsonBody(post(big, { "content-type": "application/json" }, "http://localhost/api/ics/import"), schema)).ok).toBe(true);
    expect((await refusalOf(await parseJsonBody(post(big), schema))).status).toBe(413);
  });

  it.each([
    ["an empty body", null, "请求内容不是有效的 JSON。"],
    ["text that is not JSON", "title=x", "请求内容不是有效的 JSON。"],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), "请求内容不是有效的 UTF-8 文本。"],
  ])("answers 400 for %s", async (_case, body, message) => {
    const { status, error } = await refusalOf(await parseJsonBody(post(body), schema));
    expect(status).toBe(400);
    expect(error).toEqual({ code: "request:invalid", message });
  });

  it.each([
    ["a NUL in a value", { title: "a\u0000b" }, "title"],
    ["a lone high surrogate", { title: "ok", tags: ["fine", "\ud83d"] }, "tags.1"],
    ["a lone low surrogate", { title: "\udc00x" }, "title"],
    ["a NUL in a key", { title: "x", "ti\u0000tle": 1 }, "ti\uFFFDtle"],
  ])("answers 400 naming the field for %s", async (_case, body, field) => {
    const { status, error } = await refusalOf(await parseJsonBody(post(JSON.stringify(body)), schema));
    expect(status).toBe(400);
    expect(error.code).toBe("request:invalid");
    expect(error.message).toContain(field);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it("accepts surrogate pairs (emoji) and other text", async () => {
    expect(await parseJsonBody(post(JSON.stringify({ title: "复习 📚 \u2028 \ufffd" })), schema)).toEqual({ ok: true, data: { title: "复习 📚 \u2028 \ufffd" } });
  });

  it("refuses nesting deeper than any request shape, without exhausting the stack", async () => {
    const deep = `{"title":"x","tags":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const { status, error } = await refusalOf(await parseJsonBody(post(deep), schema));
    expect(status).toBe(400);
    expect(error.message).toContain("嵌套太深");
  });

  it("answers 400 with zod's message in Chinese for a wrong shape", async () => {
    const { status, error } = await refusalOf(await parseJsonBody(post(JSON.stringify({ title: 3 })), schema));
    expect(status).toBe(400);
    expect(error.message).toMatch(/^请求参数有误：title：/);
  });
});

describe("readBody", () => {
  it("reads a body up to exactly the cap", async () => {
    expect((await readBody(post("abcd"), 4)).byteLength).toBe(4);
    await expect(readBody(post("abcde"), 4)).rejects.toMatchObject({ code: "request:too_large" });
  });
});

describe("assertSafeText", () => {
  it("passes every well-formed string (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // fast-check's strings are well formed; JSON values from it never hold NUL unless it generated one.
        const hasNul = JSON.stringify(value).includes("\\u0000");
        if (hasNul) expect(() => assertSafeText(value)).toThrow();
        else expect(() => assertSafeText(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a NUL or a lone surrogate wherever it is put (property)", () => {
    const unsafe = fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff");
    fc.assert(
      fc.property(fc.string(), unsafe, fc.string(), fc.nat(3), (before, bad, after, depth) => {
        let value: unknown = `${before}${bad}${after}`;
        const path: string[] = [];
        for (let level = 0; level < depth; level += 1) {
          value = { [`k${level}`]: [value] };
          path.unshift(`k${level}`, "0");
        }
        const refusal = thrown(() => assertSafeText(value));
        expect(refusal.code).toBe("request:invalid");
        expect(Object.keys(refusal.details.fields ?? {})).toEqual([path.length ? path.join(".") : "body"]);
      }),
      { numRuns: 300 },
    );
  });

  it("does not mutate the value", () => {
    const value = { title: "x", nested: [{ a: "b" }] };
    const copy = structuredClone(value);
    assertSafeText(value);
    expect(value).toEqual(copy);
  });
});

describe("parseParams and parseQuery", () => {
  const params = z.object({ id: z.string().regex(/^\d+$/).transform(Number) });

  it("answers the route's 404 for a parameter the schema refuses", async () => {
    await expect(parseParams(Promise.resolve({ id: "abc" }), params, "task:not_found")).rejects.toMatchObject({ code: "task:not_found", httpStatus: 404 });
    await expect(parseParams(Promise.resolve({ id: "12" }), params, "task:not_found")).resolves.toEqual({ id: 12 });
  });

  it("answers 400 naming the parameter for a NUL", async () => {
    await expect(parseParams(Promise.resolve({ id: "\u0000" }), params, "task:not_found")).rejects.toMatchObject({
      code: "request:invalid",
      details: { fields: { id: expect.any(String) } },
    });
  });

  it("checks the query too", () => {
    const query = z.object({ status: z.enum(["open", "all"]).default("all") });
    expect(parseQuery(new Request(`${TASKS}?status=open`), query)).toEqual({ status: "open" });
    expect(thrown(() => parseQuery(new Request(`${TASKS}?status=%00`), query)).details.fields).toEqual({ status: expect.any(String) });
    expect(thrown(() => parseQuery(new Request(`${TASKS}?status=later`), query)).message).toMatch(/^请求参数有误：status：/);
  });
});

describe("errorResponse", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers a PlannerError with its status, message and details, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = errorResponse(new PlannerError("request:invalid", { details: { fields: { title: "x" } } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "request:invalid", message: "请求参数有误。", fields: { title: "x" } } });
    expect(log).not.toHaveBeenCalled();
  });

  it("logs a failed query by name, SQLSTATE and route, without its parameters, values or the path's ids", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hash = "scrypt$16384$8$1$c2FsdA$aGFzaGhhc2hoYXNo";
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_username_unique"'), {
      name: "PostgresError",
      code: "23505",
      detail: "Key (username)=(lin) already exists.",
    });
    const failure = new DrizzleQueryError('insert into "users" ("username", "password_hash") values ($1, $2)', ["lin", hash], cause);
    const request = new Request("http://localhost/api/ics/feed/12_secretTokenValue123456?q=私密", { method: "POST" });

    const response = errorResponse(failure, request);

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "server:error", message: "服务器出错了，请稍后再试。" } });
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0].join(" ");
    expect(JSON.parse(line.replace(/^\[server:error\] /, ""))).toEqual({
      route: "POST /api/ics/feed/:param",
      error: {
        name: "DrizzleQueryError",
        message: 'Failed query: insert into "users" ("username", "password_hash") values ($1, $2)',
        cause: { name: "PostgresError", code: "23505", message: 'duplicate key value violates unique constraint "users_username_unique"' },
      },
    });
    for (const secret of [hash, "lin)", "secretToken", "私密", "params"]) expect(line).not.toContain(secret);
  });

  it("drops the value PostgreSQL echoes in a message", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    errorResponse(Object.assign(new Error('invalid input syntax for type integer: "我的秘密"'), { code: "22P02" }));
    errorResponse(Object.assign(new Error('value "99999999999" is out of range for type integer'), { code: "22003" }));
    const lines = log.mock.calls.map((call) => call.join(" "));
    expect(lines[0]).toContain('invalid input syntax for type integer: \\"…\\"');
    expect(lines[1]).toContain('value \\"…\\" is out of range');
    expect(lines.join("\n")).not.toMatch(/我的秘密|99999999999/);
  });

  it("logs a job's failure the same way, named by the job", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logError("daily purge", new DrizzleQueryError("delete from sessions where expires_at <= $1", ["2026-12-01"], new Error("boom")));
    expect(log.mock.calls[0].join(" ")).toBe(
      '[server:error] {"route":"daily purge","error":{"name":"DrizzleQueryError","message":"Failed query: delete from sessions where expires_at <= $1","cause":{"name":"Error","message":"boom"}}}',
    );
  });

  it("logs a thrown value that is not an Error without its content", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    errorResponse("password=hunter2");
    expect(log.mock.calls[0].join(" ")).not.toContain("hunter2");
  });
});

describe("json and errorResponse", () => {
  it("tell every cache not to keep the answer, a success or a refusal", () => {
    expect(json({ tasks: [] }).headers.get("cache-control")).toBe("no-store");
    expect(json({ task: {} }, 201).headers.get("cache-control")).toBe("no-store");
    expect(errorResponse(new PlannerError("task:not_found")).headers.get("cache-control")).toBe("no-store");
    expect(errorResponse(new PlannerError("rate:limited", { retryAfterSeconds: 30 })).headers.get("cache-control")).toBe("no-store");
  });
});
