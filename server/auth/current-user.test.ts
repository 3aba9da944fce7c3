import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "@/db/queries/accounts";
import { createGuest } from "@/db/queries/guests";
import { createSession } from "@/db/queries/sessions";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { entryPathFor, getCurrentUser, getPageAccount, guestsEnabled } from "./current-user";
import { PlannerError } from "@/lib/errors";
import { errorResponse } from "../http";
import { parseEnv } from "@/lib/env";

// Wednesday 2026-03-04 10:00 Shanghai.
const NOW = new Date("2026-03-04T02:00:00Z");
const HASH = "scrypt$16384$8$1$c2FsdA$a2V5";

function withCookie(token: string): Request {
  return new Request("http://localhost/api/courses", { headers: { cookie: `theme=dark; planner_session=${token}` } });
}

afterEach(() => {
  delete process.env.PLANNER_DEMO;
});

describe("guestsEnabled", () => {
  it("is on unless PLANNER_DEMO says off, in any case or spacing", () => {
    expect(guestsEnabled(parseEnv({}))).toBe(true);
    expect(guestsEnabled(parseEnv({ PLANNER_DEMO: "" }))).toBe(true);
    expect(guestsEnabled(parseEnv({ PLANNER_DEMO: "on" }))).toBe(true);
    expect(guestsEnabled(parseEnv({ PLANNER_DEMO: "off" }))).toBe(false);
    expect(guestsEnabled(parseEnv({ PLANNER_DEMO: " OFF " }))).toBe(false);
  });

  it("names the variable when its value is neither on nor off", () => {
    expect(() => guestsEnabled(parseEnv({ PLANNER_DEMO: "no" }))).toThrow("PLANNER_DEMO 只能是 on 或 off");
  });
});

function digestOf(redirected: unknown): string {
  return String((redirected as { digest?: unknown }).digest);
}

describe.each(testDatabases())("getCurrentUser on $name", (factory) => {
  const database = useTestDatabase(factory);
  let student: { id: number; token: string; expiredToken: string };
  let guest: { id: number; token: string };

  beforeAll(async () => {
    const db = database();
    const { user } = await createAccount(db, { name: "林同学", username: "namesake", passwordHash: HASH }, NOW);
    const { token } = await createSession(db, user.id, NOW);
    const expired = await createSession(db, user.id, new Date(NOW.getTime() - 31 * 86_400_000));
    student = { id: user.id, token, expiredToken: expired.token };
    const made = await createGuest(db, NOW, "同学");
    guest = { id: made.user.id, token: made.session.token };
  });

  it("is the signed-in student when the request carries a valid session cookie", async () => {
    expect(await getCurrentUser(database(), withCookie(student.token), { now: NOW })).toEqual({
      id: student.id,
      name: "林同学",
      username: "namesake",
      isGuest: false,
    });
  });

  it("is the browser's own guest when its cookie names one", async () => {
    expect(await getCurrentUser(database(), withCookie(guest.token), { now: NOW })).toEqual({
      id: guest.id,
      name: "同学",
      username: null,
      isGuest: true,
    });
  });

  it("serves nobody without a cookie: 401 请先登录。 (no shared account to fall back to)", async () => {
    for (const request of [new Request("http://localhost/"), undefined]) {
      const refusal = await getCurrentUser(database(), request, { now: NOW }).catch((error: unknown) => error);
      const response = errorResponse(refusal);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "auth:required", message: "请先登录。" } });
    }
  });

  it("refuses an expired or forged cookie with 401 登录已过期 and keeps the cookie", async () => {
    const db = database();
    for (const token of [student.expiredToken, randomBytes(32).toString("base64url"), "not-a-token"]) {
      const refusal = await getCurrentUser(db, withCookie(token), { now: NOW }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: "auth:required" });
      const response = errorResponse(refusal);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "auth:required", message: "登录已过期，请重新登录。" } });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("sends a page visitor without a session to a guest of their own that comes back to the page", async () => {
    const redirected = await getPageAccount(database(), "/plan?week=3").catch((error: unknown) => error);
    expect(digestOf(redirected)).toContain(`/api/auth/guest?next=${encodeURIComponent("/plan?week=3")}`);
  });

  it("sends a page visitor without a session to /login when guests are off", async () => {
    process.env.PLANNER_DEMO = "off";
    const redirected = await getPageAccount(database(), "/").catch((error: unknown) => error);
    expect(digestOf(redirected)).toContain("/login");
    expect(digestOf(redirected)).not.toContain("/api/auth/guest");
  });
});

describe("entryPathFor: where a page sends a visitor it cannot serve, with the page's address to come back to", () => {
  const expired = new PlannerError("auth:required", { context: { expired: true } });
  const missing = new PlannerError("auth:required", { context: { expired: false } });
  const pointed = "/?view=today&block=7";

  it("an expired session signs in and goes back to the page, query and all", () => {
    expect(entryPathFor(expired, pointed, true)).toBe(`/login?expired=1&next=${encodeURIComponent(pointed)}`);
    expect(entryPathFor(expired, "/", true)).toBe("/login?expired=1");
  });

  it("with guests off, a visitor without a session signs in and goes back; with guests on, gets a guest and goes back", () => {
    expect(entryPathFor(missing, pointed, false)).toBe(`/login?next=${encodeURIComponent(pointed)}`);
    expect(entryPathFor(missing, "/", false)).toBe("/login");
    expect(entryPathFor(missing, pointed, true)).toBe(`/api/auth/guest?next=${encodeURIComponent(pointed)}`);
  });
});
