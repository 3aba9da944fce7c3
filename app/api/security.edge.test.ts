/**
 * The guarded edge on every state-changing route: each route file under app/api is found on disk, and for every
 * write method it exports, the proxy (proxy.ts, as Next.js runs it before the route) refuses a cross-site request,
 * a body of a type the route does not read, and a declared body over the cap, each with the one error body; and it
 * hands a same-origin JSON write on. A new route is covered without being listed.
 */
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { ERROR_TABLE } from "@/lib/errors";
import { apiRouteFiles, STATE_CHANGING_METHODS, urlOf, type HttpMethod } from "@/testing/security/api-routes";
import { proxy } from "@/proxy";

const SITE = "http://localhost:3000";

interface Write {
  route: string;
  method: HttpMethod;
  url: string;
}

async function writes(): Promise<Write[]> {
  const found: Write[] = [];
  for (const route of apiRouteFiles()) {
    const handlers = (await import(/* @vite-ignore */ route.file)) as Record<string, unknown>;
    for (const method of STATE_CHANGING_METHODS) {
      if (typeof handlers[method] === "function") found.push({ route: route.pattern, method, url: urlOf(route, {}, SITE) });
    }
  }
  return found;
}

function send(write: Write, headers: Record<string, string>): Response {
  return proxy(new NextRequest(write.url, { method: write.method, headers: { host: "localhost:3000", ...headers }, body: "{}" }));
}

async function refusal(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

const expected = (code: "request:cross_origin" | "request:unsupported_type" | "request:too_large", message: string = ERROR_TABLE[code].message) => ({
  status: ERROR_TABLE[code].status,
  body: { error: { code, message } },
});

describe("the guarded edge, on every state-changing route", async () => {
  const all = await writes();
  const cases = all.map((write) => [`${write.method} ${write.route}`, write] as const);

  it("finds the routes on disk", () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(cases.map(([name]) => name)).toContain("POST /api/tasks");
  });

  it.each(cases)("%s: a write from another site is refused with 403", async (_name, write) => {
    const json = { "content-type": "application/json", "content-length": "2" };
    expect(await refusal(send(write, { ...json, origin: "http://evil.example" }))).toEqual(expected("request:cross_origin"));
    expect(await refusal(send(write, { ...json, origin: "null" }))).toEqual(expected("request:cross_origin"));
    expect(await refusal(send(write, { ...json, "sec-fetch-site": "cross-site" }))).toEqual(expected("request:cross_origin"));
    // A cross-site HTML form: a simple content type, and still the origin decides first.
    expect(await refusal(send(write, { "content-type": "text/plain", "content-length": "2", origin: "http://evil.example" }))).toEqual(expected("request:cross_origin"));
  });

  it.each(cases)("%s: a same-origin body of a type no route reads is 415, one over the cap 413", async (_name, write) => {
    const sameOrigin = { origin: SITE, "sec-fetch-site": "same-origin" };
    expect(await refusal(send(write, { ...sameOrigin, "content-type": "application/x-www-form-urlencoded", "content-length": "2" }))).toEqual(expected("request:unsupported_type"));
    const tooLarge = await refusal(send(write, { ...sameOrigin, "content-type": write.route === "/api/ics/preview" ? "text/calendar" : "application/json", "content-length": String(3 * 1024 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: { code: "request:too_large" } });
  });

  it.each(cases)("%s: a same-origin write the route reads goes on to the route", (_name, write) => {
    const type = write.route === "/api/ics/preview" ? "text/calendar" : "application/json";
    const response = send(write, { origin: SITE, "sec-fetch-site": "same-origin", "content-type": type, "content-length": "2" });
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
