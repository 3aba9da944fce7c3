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

  it("runs on every API route", () => {
    expect(config.matcher).toBe("/api/:path*");
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
});
