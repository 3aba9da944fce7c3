import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createSession } from "@/testing/route-fixtures";
import { isoDayOfWeek } from "@/lib/schedule/indexing";
import { errorOf, jsonRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as listCourses } from "../courses/route";
import { GET as getTerm } from "../term/route";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { GET as me } from "./me/route";
import { POST as signup } from "./signup/route";

// Monday 2025-03-03 09:00 Shanghai: the demo student's term puts this in week 13 of 18.
const NOW = new Date("2025-03-03T01:00:00Z");
const BASE = "http://localhost/api/auth";

interface AccountBody {
  user: { id: number; name: string; username: string | null; isDemo: boolean };
}

/** The session token a response's Set-Cookie hands the browser, or null when it sets none. */
function tokenOf(response: Response): string | null {
  const cookie = response.headers.get("set-cookie");
  const match = cookie?.match(/(?:^|,\s*)planner_session=([^;]*)/);
  return match ? match[1] : null;
}

/** A request as the browser sends it while holding `token`. */
function withSession(url: string, token: string, init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: `planner_session=${token}` } });
}

async function signUpAs(username: string, extra: Record<string, unknown> = {}): Promise<{ token: string; user: AccountBody["user"] }> {
  const response = await signup(jsonRequest(`${BASE}/signup`, { username, name: "新同学", password: "study-2025", ...extra }));
  expect(response.status).toBe(201);
  const token = tokenOf(response);
  if (!token) throw new Error("sign-up set no session cookie");
  return { token, user: ((await response.json()) as AccountBody).user };
}

async function whoIs(token: string | null): Promise<Response> {
  return me(token ? withSession(`${BASE}/me`, token) : new Request(`${BASE}/me`));
}

afterEach(() => {
  delete process.env.PLANNER_DEMO;
});

describe("/api/auth", () => {
  const db = useRouteDatabase({ now: NOW });

  describe("POST /signup", () => {
    it("creates the student, sets an httpOnly session cookie, and /me then answers that student", async () => {
      const response = await signup(jsonRequest(`${BASE}/signup`, { username: "  Lin.XiaoMan ", name: " 林同学 ", password: "study-2025", timezone: "Asia/Shanghai" }));
      expect(response.status).toBe(201);
      const { user } = (await response.json()) as AccountBody;
      expect(user).toMatchObject({ name: "林同学", username: "lin.xiaoman", isDemo: false });
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^planner_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Expires=/);
      expect(cookie).not.toContain("Secure"); // plain http, as in development

      const answer = await whoIs(tokenOf(response));
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(((await answer.json()) as AccountBody).user).toEqual(user);
    });

    it("gives the new student an empty timetable and a term starting this week's Monday, while the demo keeps theirs", async () => {
      const { token } = await signUpAs("fresh_start");
      const own = (await (await listCourses(withSession("http://localhost/api/courses", token))).json()) as { courses: unknown[] };
      expect(own.courses).toEqual([]);
      const demo = (await (await listCourses(new Request("http://localhost/api/courses"))).json()) as { courses: unknown[] };
      expect(demo.courses.length).toBeGreaterThan(0);

      const { term } = (await (await getTerm(withSession("http://localhost/api/term", token))).json()) as { term: { start_date: string; weeks: number } };
      expect(term.weeks).toBe(18);
      expect(isoDayOfWeek(term.start_date)).toBe(1);
    });

    it("answers 409 for a username already taken in any case, and sets no cookie", async () => {
      await signUpAs("duplicate");
      const response = await signup(jsonRequest(`${BASE}/signup`, { username: "DUPLICATE", name: "另一个", password: "another-pass" }));
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({ code: "account:username_taken", message: "这个用户名已被使用。" });
      expect(response.headers.get("set-cookie")).toBeNull();
    });

    it("answers 400 with a Chinese message for each broken field", async () => {
      const response = await signup(jsonRequest(`${BASE}/signup`, { username: "ab", name: "   ", password: "short" }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("request:invalid");
      expect(body.error.fields).toEqual({ username: "用户名至少需要 3 个字符", name: "请填写显示名称", password: "密码至少需要 8 个字符" });

      const badCharacters = await signup(jsonRequest(`${BASE}/signup`, { username: "林小满", name: "x", password: "long-enough" }));
      expect(((await badCharacters.json()) as { error: { fields: Record<string, string> } }).error.fields.username).toBe("用户名只能包含英文字母、数字、下划线、点和连字符");
    });

    it("refuses a body that is not sent as JSON (a cross-site form cannot sign anyone up)", async () => {
      const response = await signup(new Request(`${BASE}/signup`, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ username: "form_post", name: "x", password: "long-enough" }) }));
      expect(response.status).toBe(400);
      expect((await login(jsonRequest(`${BASE}/login`, { username: "form_post", password: "long-enough" }))).status).toBe(401);
    });
  });

  describe("POST /login", () => {
    it("signs in with the right password, in any case of the username", async () => {
      const { user } = await signUpAs("returning");
      const response = await login(jsonRequest(`${BASE}/login`, { username: "Returning", password: "study-2025" }));
      expect(response.status).toBe(200);
      expect(((await response.json()) as AccountBody).user).toEqual(user);
      const answer = await whoIs(tokenOf(response));
      expect(((await answer.json()) as AccountBody).user.id).toBe(user.id);
    });

    it("answers 401 with the same message for a wrong password and an unknown username, and sets no cookie", async () => {
      await signUpAs("careful");
      for (const attempt of [{ username: "careful", password: "wrong-password" }, { username: "nobody_here", password: "study-2025" }]) {
        const response = await login(jsonRequest(`${BASE}/login`, attempt));
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toEqual({ code: "auth:invalid_credentials", message: "用户名或密码不正确。" });
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    });

    it("refuses a name with 429 after five wrong passwords, even with the right one, known or not", async () => {
      await signUpAs("guessed");
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(jsonRequest(`${BASE}/login`, { username: "guessed", password: `wrong-${attempt}-pass` }))).status).toBe(401);
        expect((await login(jsonRequest(`${BASE}/login`, { username: "ghost_name", password: `wrong-${attempt}-pass` }))).status).toBe(401);
      }
      for (const username of ["guessed", "Ghost_Name"]) {
        const response = await login(jsonRequest(`${BASE}/login`, { username, password: "study-2025" }));
        expect(response.status).toBe(429);
        expect(await errorOf(response)).toEqual({ code: "auth:throttled", message: "登录失败次数过多，请 15 分钟后再试。" });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      // Other names are not affected.
      await signUpAs("bystander");
      expect((await login(jsonRequest(`${BASE}/login`, { username: "bystander", password: "study-2025" }))).status).toBe(200);
    });

    it("ends the session the browser held before, so only the new token works", async () => {
      const { token: old } = await signUpAs("second_login");
      const response = await login(withSession(`${BASE}/login`, old, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "second_login", password: "study-2025" }) }));
      expect(response.status).toBe(200);
      expect((await whoIs(old)).status).toBe(401);
      expect(((await (await whoIs(tokenOf(response))).json()) as AccountBody).user.username).toBe("second_login");
    });
  });

  describe("POST /logout", () => {
    it("deletes the session and clears the cookie: the old token signs no one in from then on", async () => {
      const { token } = await signUpAs("leaving");
      const response = await logout(withSession(`${BASE}/logout`, token, { method: "POST" }));
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/^planner_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0;/);
      // The browser dropped the cookie; a request still bearing the old token is refused, not given the demo.
      expect((await whoIs(token)).status).toBe(401);
      expect(((await (await whoIs(null)).json()) as AccountBody).user.isDemo).toBe(true);
    });

    it("answers 200 and clears the cookie even without a session", async () => {
      const response = await logout(new Request(`${BASE}/logout`, { method: "POST" }));
      expect(response.status).toBe(200);
      expect(tokenOf(response)).toBe("");
    });
  });

  describe("GET /me", () => {
    it("is the demo student without a cookie", async () => {
      const { user } = (await (await whoIs(null)).json()) as AccountBody;
      expect(user).toMatchObject({ name: "林小满", username: null, isDemo: true });
    });

    it("answers 401 登录已过期 for an expired session, never the demo, request after request", async () => {
      const { user } = await signUpAs("expired_one");
      const expired = await createSession(db(), user.id, new Date(Date.now() - 31 * 86_400_000));
      const refused = await whoIs(expired.token);
      expect(refused.status).toBe(401);
      expect(await errorOf(refused)).toEqual({ code: "auth:required", message: "登录已过期，请重新登录。" });
      expect(tokenOf(refused)).toBeNull();
      const courses = await listCourses(withSession("http://localhost/api/courses", expired.token));
      expect(courses.status).toBe(401);

      process.env.PLANNER_DEMO = "off";
      const anonymous = await whoIs(null);
      expect(anonymous.status).toBe(401);
      expect(await errorOf(anonymous)).toEqual({ code: "auth:required", message: "请先登录。" });
    });

    it("never resolves a forged cookie to a student", async () => {
      const { user } = await signUpAs("forge_target");
      for (const forged of [randomBytes(32).toString("base64url"), String(user.id), "forge_target", `${"A".repeat(43)}`]) {
        const answer = await whoIs(forged);
        expect(answer.status).toBe(401);
        expect(JSON.stringify(await answer.json())).not.toContain(String(user.id));
      }
    });
  });
});
