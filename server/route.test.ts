/**
 * The route wrapper on the real parts: the process database (PGlite, and Postgres with DATABASE_URL) with a demo
 * student signed in, the edge's readers and its error mapping. Each case is one way a request can go wrong, and
 * what every route answers for it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PlannerError } from "@/lib/errors";
import { jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { testDatabases } from "@/testing/database";
import { publicRoute, route } from "./route";

const URL_BASE = "http://localhost/api/tasks";
const CHINESE = /[\u4e00-\u9fff]/;
const idParams = z.object({ id: z.string().regex(/^\d+$/).transform(Number) });

async function refusal(response: Response): Promise<{ status: number; code: string; message: string }> {
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: error.code, message: error.message };
}

describe.each(testDatabases())("route() ($name)", (factory) => {
  useRouteDatabase({ factory });
  afterEach(() => vi.restoreAllMocks());

  const echo = route({ params: idParams, notFound: "task:not_found", body: z.object({ title: z.string() }) }, ({ account, params, body }) => ({
    student: account.id,
    id: params.id,
    title: body.title,
  }));

  it("hands the handler the student, the parsed path and body, and answers its value as JSON (200, no-store)", async () => {
    const response = await echo(jsonRequest(`${URL_BASE}/7`, { title: "周报" }, "PATCH"), routeParams("7"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ student: routeStudentId(), id: 7, title: "周报" });
  });

  it("answers 401 auth:required to a request without a session or with an unknown one, before reading anything", async () => {
    const handler = vi.fn(() => ({}));
    const guarded = route({ body: z.object({ title: z.string() }) }, handler);
    for (const cookie of [null, "planner_session=not-a-session"]) {
      const answer = await refusal(await guarded(jsonRequest(URL_BASE, "not json", "POST", cookie)));
      expect(answer).toMatchObject({ status: 401, code: "auth:required" });
      expect(answer.message).toMatch(CHINESE);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers a malformed path parameter with the route's not-found code, before the body", async () => {
    expect(await refusal(await echo(jsonRequest(`${URL_BASE}/abc`, "not json", "PATCH"), routeParams("abc")))).toMatchObject({ status: 404, code: "task:not_found" });
  });

  it("names the not-found code by parameter where a path names two things", async () => {
    const item = route({ params: z.object({ id: z.coerce.number().int(), itemId: z.coerce.number().int() }), notFound: { id: "task_class:not_found", itemId: "task_item:not_found" } }, () => ({}));
    const context = (id: string, itemId: string) => ({ params: Promise.resolve({ id, itemId }) });
    expect((await refusal(await item(studentRequest(URL_BASE), context("x", "y")))).code).toBe("task_class:not_found");
    expect((await refusal(await item(studentRequest(URL_BASE), context("1", "y")))).code).toBe("task_item:not_found");
  });

  it("answers a query the schema refuses with 400 request:invalid in Chinese", async () => {
    const list = route({ query: z.object({ status: z.enum(["open", "done"]).optional() }) }, ({ query }) => ({ status: query.status ?? null }));
    expect(await (await list(studentRequest(`${URL_BASE}?status=open`))).json()).toEqual({ status: "open" });
    const answer = await refusal(await list(studentRequest(`${URL_BASE}?status=later`)));
    expect(answer).toMatchObject({ status: 400, code: "request:invalid" });
    expect(answer.message).toMatch(/^请求参数有误：status：/);
  });

  it("answers a body that is not JSON or that the schema refuses with 400 in Chinese", async () => {
    const notJson = await refusal(await echo(jsonRequest(`${URL_BASE}/7`, "{title", "PATCH"), routeParams("7")));
    expect(notJson).toEqual({ status: 400, code: "request:invalid", message: "请求内容不是有效的 JSON。" });
    const wrong = await refusal(await echo(jsonRequest(`${URL_BASE}/7`, { title: 3 }, "PATCH"), routeParams("7")));
    expect(wrong).toMatchObject({ status: 400, code: "request:invalid" });
    expect(wrong.message).toMatch(/^请求参数有误：title：/);
    expect(wrong.message).toMatch(CHINESE);
  });

  it("answers a body over the route's cap with 413 request:too_large", async () => {
    const big = JSON.stringify({ title: "x".repeat(300 * 1024) });
    const answer = await refusal(await echo(jsonRequest(`${URL_BASE}/7`, big, "PATCH"), routeParams("7")));
    expect(answer).toMatchObject({ status: 413, code: "request:too_large" });
    expect(answer.message).toMatch(CHINESE);
  });

  it("answers a PlannerError the handler throws with its status, code and message", async () => {
    const refusing = route({}, () => {
      throw new PlannerError("task:not_found");
    });
    expect(await refusal(await refusing(studentRequest(URL_BASE)))).toEqual({ status: 404, code: "task:not_found", message: "找不到这条待办，可能已被删除。" });
  });

  it("answers anything else with a generic 500 that says nothing of what broke", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = route({}, () => {
      throw new Error("password=hunter2 at db.ts:12");
    });
    const response = await broken(studentRequest(URL_BASE));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: "server:error", message: "服务器出错了，请稍后再试。" } });
    expect(text).not.toMatch(/hunter2|db\.ts/);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("passes a Response the handler makes through as it is", async () => {
    const made = new Response(null, { status: 204, headers: { "x-made": "by the route" } });
    const passing = route({}, () => made);
    expect(await passing(studentRequest(URL_BASE, { method: "DELETE" }))).toBe(made);
  });

  it("answers a created value with the route's status", async () => {
    const creating = route({ status: 201, body: z.object({ title: z.string() }) }, ({ body }) => ({ task: body }));
    const response = await creating(jsonRequest(URL_BASE, { title: "周报" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ task: { title: "周报" } });
  });

  it("runs `before` once the student is known and before the body is read", async () => {
    const read = vi.fn(async () => "read");
    const refusing = route(
      {
        before: ({ account }) => {
          if (account.id === routeStudentId()) throw new PlannerError("account:guest_only");
        },
        body: read,
      },
      () => ({}),
    );
    expect((await refusal(await refusing(jsonRequest(URL_BASE, "not json")))).code).toBe("account:guest_only");
    expect(read).not.toHaveBeenCalled();
  });

  it("hands a body reader of its own the request and the student; what it throws is answered like the rest", async () => {
    const reading = route({ body: async (request: Request, { account }) => `${account.id}:${await request.text()}` }, ({ body }) => ({ body }));
    expect(await (await reading(studentRequest(URL_BASE, { method: "POST", body: "BEGIN:VCALENDAR" }))).json()).toEqual({ body: `${routeStudentId()}:BEGIN:VCALENDAR` });
    const refusing = route(
      {
        body: async () => {
          throw new PlannerError("request:invalid", { message: "请上传 .ics 文件（表单字段 file）。" });
        },
      },
      () => ({}),
    );
    expect(await refusal(await refusing(studentRequest(URL_BASE, { method: "POST" })))).toMatchObject({ status: 400, message: "请上传 .ics 文件（表单字段 file）。" });
  });
});

describe("publicRoute()", () => {
  it("serves a request without a session and maps failures the same way", async () => {
    const feed = publicRoute({ params: z.object({ token: z.string().min(8) }), notFound: "feed:not_found" }, ({ params }) => ({ token: params.token }));
    const request = new Request("http://localhost/api/ics/feed/x");
    expect(await (await feed(request, { params: Promise.resolve({ token: "abcdefgh" }) })).json()).toEqual({ token: "abcdefgh" });
    expect(await refusal(await feed(request, { params: Promise.resolve({ token: "x" }) }))).toMatchObject({ status: 404, code: "feed:not_found" });
  });
});
