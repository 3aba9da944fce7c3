import { afterEach, describe, expect, it, vi } from "vitest";
import { useRouteDatabase } from "@/testing/agent/route-database";
import { GET as health } from "./route";

describe("GET /api/health", () => {
  describe("with the database up", () => {
    useRouteDatabase();

    it("answers 200 { ok: true, database: up }, not cached, without a session", async () => {
      const response = await health();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ ok: true, database: "up" });
    });
  });

  describe("with the database down", () => {
    const saved = process.env.DATABASE_URL;
    // A failed start is not kept: the next request (or test) opens the database afresh.
    afterEach(() => {
      vi.restoreAllMocks();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    });

    it("answers 503 { ok: false, database: down } and names neither the server nor the error", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      // Nothing listens on port 1: the connection is refused at once.
      process.env.DATABASE_URL = "postgres://planner:hunter2@127.0.0.1:1/planner";
      const response = await health();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ ok: false, database: "down" });
      expect(text).not.toMatch(/hunter2|127\.0\.0\.1|ECONNREFUSED/);
    });
  });
});
