import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { ERROR_TABLE } from "@/lib/errors";
import { config, proxy } from "./proxy";

function write(path: string, headers: Record<string, string>): NextRequest {
  return new NextRequest(`http://localhost:3000${path}`, { method: "POST", headers: { host: "localhost:3000", ...headers } });
}

describe("proxy", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("runs on every API route and every page, but not on files or prefetches", () => {
    const [api, pageMatcher] = config.matcher as [string, { source: string; missing: Array<{ key: string }> }];
    expect(api).toBe("/api/:path*");
    const pages = new RegExp(`^${pageMatcher.source}$`);
    for (const path of ["/", "/plan", "/tasks", "/settings", "/login"]) expect(path, path).toMatch(pages);
    for (const path of ["/_next/static/chunks/main.js", "/favicon.ico", "/icon.svg", "/manifest.webmanifest", "/icons/192.png", "/api/tasks"]) {
      expect(path, path).not.toMatch(pages);
    }
    expect(pageMatcher.missing.map((header) => header.key)).toEqual(["next-router-prefetch", "purpose"]);
  });

  it("gives every page a policy with a fresh nonce and no inline scripts, on the response and on the request Next renders", () => {
    const page = () => proxy(new NextRequest("http://localhost:3000/plan?week=3", { headers: { host: "localhost:3000" } }));
    const [first, second] = [page(), page()];
    const policy = first.headers.get("content-security-policy")!;
    const nonce = first.headers.get("x-middleware-request-x-nonce")!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Next renders the page with the request's headers: the same policy, so it puts this nonce on its scripts.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-middleware-next")).toBe("1");
    expect(second.headers.get("x-middleware-request-x-nonce")).not.toBe(nonce);
  });

  it("answers a refusal with the body every route answers with", async () => {
    const response = proxy(write("/api/tasks", { origin: "http://evil.example", "content-type": "application/json" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "request:cross_origin", message: ERROR_TABLE["request:cross_origin"].message } });
  });

  it("hands a same-origin JSON write on to the route", () => {
    const response = proxy(write("/api/tasks", { origin: "http://localhost:3000", "content-type": "application/json" }));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("takes the app's origin from APP_URL when it is set", () => {
    vi.stubEnv("APP_URL", "https://planner.example.edu");
    expect(proxy(write("/api/tasks", { origin: "http://localhost:3000", "content-type": "application/json" })).status).toBe(403);
    expect(proxy(write("/api/tasks", { origin: "https://planner.example.edu", "content-type": "application/json" })).headers.get("x-middleware-next")).toBe("1");
  });

  it("refuses a path no route answers with a 404 in the app's error body, not Next's HTML page", async () => {
    for (const path of ["/api/nope", "/api/tasks/1/2"]) {
      const response = proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000" } }));
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "request:not_found", message: ERROR_TABLE["request:not_found"].message } });
    }
  });

  it("refuses a method the route lacks with a 405 that says which it takes, before any other check", async () => {
    const asked = proxy(new NextRequest("http://localhost:3000/api/tasks/7", { headers: { host: "localhost:3000" } }));
    expect(asked.status).toBe(405);
    expect(asked.headers.get("allow")).toBe("PATCH, DELETE, OPTIONS");
    expect(await asked.json()).toEqual({ error: { code: "request:method_not_allowed", message: "这个地址不支持这种请求方式。" } });
    // A cross-site POST to a route that takes no POST learns only that.
    expect(proxy(write("/api/health", { origin: "https://elsewhere.example" })).status).toBe(405);
    expect(proxy(new NextRequest("http://localhost:3000/api/tasks", { method: "HEAD", headers: { host: "localhost:3000" } })).headers.get("x-middleware-next")).toBe("1");
  });
});
