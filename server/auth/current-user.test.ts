import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "@/db/queries/accounts";
import { createSession } from "@/db/queries/sessions";
import { DEMO_STUDENT_NAME } from "@/db/seed-data";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { demoModeEnabled, getCurrentUser, getPageAccount } from "./current-user";
import { errorResponse } from "../http";

// Wednesday 2026-03-04 10:00 Shanghai.
const NOW = new Date("2026-03-04T02:00:00Z");
const HASH = "scrypt$16384$8$1$c2FsdA$a2V5";

function withCookie(token: string): Request {
  return new Request("http://localhost/api/courses", { headers: { cookie: `theme=dark; planner_session=${token}` } });
}

afterEach(() => {
  delete process.env.PLANNER_DEMO;
});

describe("demoModeEnabled", () => {
  it("is on unless PLANNER_DEMO says off, in any case or spacing", () => {
    expect(demoModeEnabled({})).toBe(true);
    expect(demoModeEnabled({ PLANNER_DEMO: "" })).toBe(true);
    expect(demoModeEnabled({ PLANNER_DEMO: "on" })).toBe(true);
    expect(demoModeEnabled({ PLANNER_DEMO: "off" })).toBe(false);
    expect(demoModeEnabled({ PLANNER_DEMO: " OFF " })).toBe(false);
  });

  it("names the variable when its value is neither on nor off", () => {
    expect(() => demoModeEnabled({ PLANNER_DEMO: "no" })).toThrow("PLANNER_DEMO 只能是 on 或 off");
  });
});

describe.each(testDatabases())("getCurrentUser on $name", (factory) => {
  const database = useTestDatabase(factory);
  let demoId: number;
  let student: { id: number; token: string; expiredToken: string };

  beforeAll(async () => {
    const db = database();
    // A signed-up student who picked the demo's display name, created before the demo: never the demo.
    const { user } = await createAccount(db, { name: DEMO_STUDENT_NAME, username: "namesake", passwordHash: HASH }, NOW);
    demoId = await insertDemoStudent(db, { now: NOW });
    const { token } = await createSession(db, user.id, NOW);
    const expired = await createSession(db, user.id, new Date(NOW.getTime() - 31 * 86_400_000));
    student = { id: user.id, token, expiredToken: expired.token };
  });

  it("is the signed-in student when the request carries a valid session cookie", async () => {
    expect(await getCurrentUser(database(), withCookie(student.token), { now: NOW })).toEqual({
      id: student.id,
      name: DEMO_STUDENT_NAME,
      username: "namesake",
      isDemo: false,
    });
  });

  it("is the demo student without a cookie, and never a signed-up student of the same name", async () => {
    const anonymous = await getCurrentUser(database(), new Request("http://localhost/"), { now: NOW });
    expect(anonymous).toEqual({ id: demoId, name: DEMO_STUDENT_NAME, username: null, isDemo: true });
  });

  it("never falls back to the demo for an expired or forged cookie: 401 登录已过期", async () => {
    const db = database();
    for (const token of [student.expiredToken, randomBytes(32).toString("base64url"), "not-a-token"]) {
      const refusal = await getCurrentUser(db, withCookie(token), { now: NOW }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: "auth:required" });
      const response = errorResponse(refusal);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "auth:required", message: "登录已过期，请重新登录。" } });
      // Kept: dropping it would make the student's next request the demo's.
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("without a request (a server component outside a request, here a test) reads no cookie: the demo", async () => {
    expect(await getCurrentUser(database())).toMatchObject({ id: demoId, isDemo: true });
  });

  it("with demo mode off, refuses anyone without a valid session as 401 请先登录。", async () => {
    process.env.PLANNER_DEMO = "off";
    const db = database();
    await expect(getCurrentUser(db, withCookie(student.expiredToken), { now: NOW })).rejects.toMatchObject({ code: "auth:required" });
    const refusal = await getCurrentUser(db, new Request("http://localhost/"), { now: NOW }).catch((error: unknown) => error);
    const response = errorResponse(refusal);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "auth:required", message: "请先登录。" } });
    expect((await getCurrentUser(db, withCookie(student.token), { now: NOW })).id).toBe(student.id);
  });

  it("sends a page visitor without a session to /login when demo mode is off", async () => {
    process.env.PLANNER_DEMO = "off";
    const redirected = await getPageAccount(database()).catch((error: unknown) => error);
    expect(String((redirected as { digest?: unknown }).digest)).toContain("/login");
    delete process.env.PLANNER_DEMO;
    expect(await getPageAccount(database())).toMatchObject({ id: demoId, isDemo: true });
  });
});
