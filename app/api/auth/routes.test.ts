import { randomBytes, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSession } from "@/testing/route-fixtures";
import { fromAddress } from "@/testing/peer";
import { isoDayOfWeek } from "@/lib/schedule/indexing";
import { errorOf, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as listCourses } from "../courses/route";
import { GET as getTerm } from "../term/route";
import { POST as startGuest } from "./guest/route";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { GET as me } from "./me/route";
import { POST as changePassword } from "./password/route";
import { DELETE as signOutEverywhere } from "./sessions/route";

/**
 * A documentation network unique to this run and name: with REDIS_URL the limiter's counts outlive the test database,
 * so a fixed address would find the previous run's sign-ups still counted. Limits key IPv6 by /64, so the name goes
 * in the fourth group.
 */
const RUN = randomUUID().slice(0, 4);
function runNetwork(name: string): string {
  return `2001:db8:${RUN}:${name.replace(/\D/g, "").slice(-4)}`;
}
function runAddress(name: string): string {
  return `${runNetwork(name)}::1`;
}
import { POST as signup } from "./signup/route";

// Monday 2025-03-03 09:00 Shanghai: the route student's demo term puts this in week 13 of 18.
const NOW = new Date("2025-03-03T01:00:00Z");
const BASE = "http://localhost/api/auth";
const PASSWORD = "Kx9-study-2025";

interface AccountBody {
  user: { id: number; name: string; username: string | null; isGuest: boolean };
}

type Handler = (request: Request) => Promise<Response>;

/**
 * One browser: the cookies it was given (the session, the known-device tokens) and the address its requests come
 * from (the server's socket). Each request carries what it holds, as a browser would.
 */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly address = runAddress("203-10"),
    /** Headers the client adds itself, as a script would (a forged X-Forwarded-For). */
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  get session(): string | null {
    return this.cookies.get("planner_session") ?? null;
  }

  request(path: string, method = "POST", body?: unknown): Request {
    const headers: Record<string, string> = { ...fromAddress(this.address), ...this.extraHeaders };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    return new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** Sends the request and keeps the cookies the answer sets or clears. */
  async send(handler: Handler, path: string, body?: unknown, method = "POST"): Promise<Response> {
    const response = await handler(this.request(path, method, body));
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const separator = pair.indexOf("=");
      const [name, value] = [pair.slice(0, separator), pair.slice(separator + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  signUp(username: string, password = PASSWORD, extra: Record<string, unknown> = {}): Promise<Response> {
    return this.send(signup, "/signup", { username, name: "新同学", password, ...extra });
  }

  signIn(username: string, password = PASSWORD): Promise<Response> {
    return this.send(login, "/login", { username, password });
  }

  async whoAmI(): Promise<AccountBody["user"] | number> {
    const response = await this.send(me, "/me", undefined, "GET");
    return response.ok ? ((await response.json()) as AccountBody).user : response.status;
  }
}

/** A browser that signed up as `username` (so it is a known device of that name). */
async function signedUp(username: string, address?: string): Promise<{ browser: Browser; user: AccountBody["user"] }> {
  const browser = new Browser(address);
  const response = await browser.signUp(username);
  expect(response.status).toBe(201);
  return { browser, user: ((await response.json()) as AccountBody).user };
}

function fieldsOf(body: unknown): Record<string, string> {
  return (body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
}

describe("/api/auth", () => {
  const db = useRouteDatabase({ now: NOW });

  describe("POST /signup", () => {
    it("creates the student, sets an httpOnly session cookie and a known-device cookie, and /me then answers that student", async () => {
      const browser = new Browser();
      const response = await browser.signUp("  Lin.XiaoMan ", PASSWORD, { name: " 林同学 ", timezone: "Asia/Shanghai" });
      expect(response.status).toBe(201);
      const { user } = (await response.json()) as AccountBody;
      expect(user).toMatchObject({ name: "林同学", username: "lin.xiaoman", isGuest: false });
      const [session, device] = response.headers.getSetCookie();
      expect(session).toMatch(/^planner_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Expires=/);
      expect(session).not.toContain("Secure"); // plain http, as in development
      expect(device).toMatch(/^planner_device=[A-Za-z0-9_-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=31536000; Expires=/);
      expect(await browser.whoAmI()).toEqual(user);
      const answer = await me(browser.request("/me", "GET"));
      expect(answer.headers.get("cache-control")).toBe("no-store");
    });

    it("gives the new student an empty timetable and a term starting this week's Monday, while others keep theirs", async () => {
      const { browser } = await signedUp("fresh_start");
      const own = (await (await listCourses(new Request("http://localhost/api/courses", { headers: { cookie: `planner_session=${browser.session}` } }))).json()) as { courses: unknown[] };
      expect(own.courses).toEqual([]);
      const others = (await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: unknown[] };
      expect(others.courses.length).toBeGreaterThan(0);
      const { term } = (await (await getTerm(new Request("http://localhost/api/term", { headers: { cookie: `planner_session=${browser.session}` } }))).json()) as {
        term: { start_date: string; weeks: number };
      };
      expect(term.weeks).toBe(18);
      expect(isoDayOfWeek(term.start_date)).toBe(1);
    });

    it("answers 409 for a username already taken in any case, and sets no cookie", async () => {
      await signedUp("duplicate");
      const response = await new Browser().signUp("DUPLICATE", "another-pass-9");
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({ code: "account:username_taken", message: "这个用户名已被使用。" });
      expect(response.headers.get("set-cookie")).toBeNull();
    });

    it("answers 400 with a Chinese message for each broken field", async () => {
      const response = await new Browser().send(signup, "/signup", { username: "ab", name: "   ", password: "short" });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe("request:invalid");
      expect(fieldsOf(body)).toEqual({ username: "用户名至少需要 3 个字符", name: "请填写显示名称", password: "密码至少需要 8 个字符" });

      const badCharacters = await new Browser().signUp("林小满", "long-enough-9");
      expect(fieldsOf(await badCharacters.json()).username).toBe("用户名只能包含英文字母、数字、下划线、点和连字符");
    });

    it("refuses common passwords, only spaces and the username, each with a message under the password field", async () => {
      const refused: Array<[string, string, number, string]> = [
        ["weak_one", "password", 422, "这个密码太常见了，很容易被猜到，请换一个"],
        ["weak_two", "12345678", 422, "这个密码太常见了，很容易被猜到，请换一个"],
        ["weak_three", "11111111", 422, "这个密码太常见了，很容易被猜到，请换一个"],
        ["weak_four", "qwertyui", 422, "这个密码太常见了，很容易被猜到，请换一个"],
        ["weak_five", "        ", 400, "密码不能只由空格组成"],
        ["weak_six", "WEAK_SIX", 422, "密码不能和用户名相同"],
        ["weak_seven", "my-weak_seven-pass", 422, "密码不能包含用户名"],
      ];
      for (const [username, password, status, message] of refused) {
        const browser = new Browser();
        const response = await browser.signUp(username, password);
        expect(response.status, password).toBe(status);
        const body = await response.json();
        expect(fieldsOf(body), password).toEqual({ password: message });
        expect(response.headers.get("set-cookie")).toBeNull();
        // Nobody was made: the name is still free.
        expect((await browser.signUp(username)).status).toBe(201);
      }
    });

    it("refuses a body that is not sent as JSON (a cross-site form cannot sign anyone up)", async () => {
      const response = await signup(
        new Request(`${BASE}/signup`, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ username: "form_post", name: "x", password: PASSWORD }) }),
      );
      expect(response.status).toBe(400);
      expect((await new Browser().signIn("form_post")).status).toBe(401);
    });
  });

  describe("POST /login", () => {
    it("signs in with the right password, in any case of the username, and renews the known-device token", async () => {
      const { browser, user } = await signedUp("returning");
      const before = browser.cookies.get("planner_device");
      const response = await browser.signIn("Returning");
      expect(response.status).toBe(200);
      expect(((await response.json()) as AccountBody).user).toEqual(user);
      expect(await browser.whoAmI()).toEqual(user);
      expect(browser.cookies.get("planner_device")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(browser.cookies.get("planner_device")).not.toBe(before);
    });

    it("answers 401 with the same message for a wrong password and an unknown username, and sets no cookie", async () => {
      await signedUp("careful");
      for (const [username, password] of [["careful", "wrong-password"], ["nobody_here", PASSWORD]]) {
        const response = await new Browser().signIn(username, password);
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toEqual({ code: "auth:invalid_credentials", message: "用户名或密码不正确。" });
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    });

    it("holds a name, known or not, on the stranger's address after five wrong passwords from it: 429 with Retry-After, the same answer for both", async () => {
      await signedUp("guessed");
      const stranger = new Browser(runAddress("198-66"));
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await stranger.signIn("guessed", `wrong-${attempt}-pass`)).status).toBe(401);
        expect((await stranger.signIn("ghost_name", `wrong-${attempt}-pass`)).status).toBe(401);
      }
      for (const username of ["guessed", "Ghost_Name"]) {
        // Even the right password, from a browser the name does not know, on that address.
        const response = await new Browser(runAddress("198-66")).signIn(username);
        expect(response.status).toBe(429);
        // The wait is what is left of the minute, so its words depend on how long the ten attempts took: "1 分钟" on a
        // quiet machine, "N 秒" on a loaded one. Either way the words and Retry-After tell the same wait.
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        const { message, ...refusal } = await errorOf(response);
        expect(refusal).toEqual({ code: "auth:throttled" });
        const wait = message.match(/^登录失败次数过多，请 (1 分钟|(\d+) 秒)后再试。$/);
        expect(wait, message).not.toBeNull();
        if (wait![2] === undefined) expect(retryAfter).toBeGreaterThanOrEqual(59);
        else expect(Math.abs(Number(wait![2]) - retryAfter)).toBeLessThanOrEqual(1);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      // Other names are not affected.
      const { browser: bystander } = await signedUp("bystander");
      expect((await new Browser().signIn("bystander")).status).toBe(200);
      expect((await bystander.signIn("bystander")).status).toBe(200);
      // Nor the student on another address, in a browser the name does not know.
      expect((await new Browser(runAddress("203-11")).signIn("guessed")).status).toBe(200);
    });

    describe("a stranger failing from many addresses", () => {
      // Only Date is faked: the route's clock (server/clock.ts) moves, timers and the database run as usual.
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      const at = (minutes: number) => vi.setSystemTime(new Date(NOW.getTime() + minutes * 60_000));

      /** Three wrong passwords from each of ten addresses, at `minutes`: none held by its own failures. */
      async function strangersFail(username: string, minutes: number): Promise<void> {
        at(minutes);
        for (let index = 0; index < 10; index++) {
          const stranger = new Browser(runAddress(`198-9${index}`));
          for (let attempt = 0; attempt < 3; attempt++) await stranger.signIn(username, `guess-${attempt}-pass`);
        }
      }

      it("cannot keep the student's new browser out by trying three passwords from a fresh address every ten minutes", async () => {
        await signedUp("kept_out");
        for (let minutes = 0; minutes <= 120; minutes += 10) {
          at(minutes);
          const stranger = new Browser(runAddress(`198-7${minutes}`));
          for (let attempt = 0; attempt < 3; attempt++) await stranger.signIn("kept_out", `guess-${attempt}-pass`);
        }
        at(121);
        expect((await new Browser(runAddress("203-12")).signIn("kept_out")).status).toBe(200);
      });

      it("holds the student's new browser for at most half an hour after a burst from many addresses", async () => {
        await signedUp("spread_target");
        await strangersFail("spread_target", 1);
        const refused = await new Browser(runAddress("203-12")).signIn("spread_target");
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(30 * 60);
        at(31.1);
        expect((await new Browser(runAddress("203-12")).signIn("spread_target")).status).toBe(200);
      });

      it("lets the student's new browser in at once after their own browser signed in", async () => {
        const { browser: own } = await signedUp("spread_owner");
        await strangersFail("spread_owner", 1);
        expect((await new Browser(runAddress("203-13")).signIn("spread_owner")).status).toBe(429);
        at(2);
        expect((await own.signIn("spread_owner")).status).toBe(200);
        at(3);
        expect((await new Browser(runAddress("203-13")).signIn("spread_owner")).status).toBe(200);
      });
    });

    it("still lets the student's own browser in with the right password while a stranger holds the name", async () => {
      const { browser: own, user } = await signedUp("locked_target");
      const stranger = new Browser(runAddress("198-77"));
      for (let attempt = 0; attempt < 8; attempt++) await stranger.signIn("locked_target", `guess-${attempt}-pass`);
      expect((await stranger.signIn("locked_target")).status).toBe(429);
      await own.send(logout, "/logout");
      expect(await own.whoAmI()).toBe(401);

      const response = await own.signIn("locked_target");
      expect(response.status).toBe(200);
      expect(await own.whoAmI()).toEqual(user);
      // The stranger is still held: the known browser's sign-in did not clear the name.
      expect((await stranger.signIn("locked_target")).status).toBe(429);
      // And the renewed token keeps working for the next sign-in.
      expect((await own.signIn("locked_target")).status).toBe(200);
    });

    it("counts wrong passwords from the known browser against that browser: after five it is held like any other", async () => {
      const { browser } = await signedUp("own_typos");
      for (let attempt = 0; attempt < 5; attempt++) expect((await browser.signIn("own_typos", `typo-${attempt}-pass`)).status).toBe(401);
      // The device is spent; the name had no failures of its own, so this attempt is a stranger's first.
      expect((await browser.signIn("own_typos", "typo-5-pass")).status).toBe(401);
      expect((await browser.signIn("own_typos")).status).toBe(200);
    });

    it("does not take another student's known-device token as this name's", async () => {
      const { browser } = await signedUp("first_owner", runAddress("198-88"));
      await signedUp("second_owner");
      const stranger = new Browser(runAddress("198-88"));
      for (let attempt = 0; attempt < 5; attempt++) await stranger.signIn("second_owner", `guess-${attempt}-pass`);
      expect((await browser.signIn("second_owner")).status).toBe(429);
    });

    it("ends the session the browser held before, so only the new token works", async () => {
      const { browser } = await signedUp("second_login");
      const old = browser.session!;
      expect((await browser.signIn("second_login")).status).toBe(200);
      expect(browser.session).not.toBe(old);
      expect((await me(new Request(`${BASE}/me`, { headers: { cookie: `planner_session=${old}` } }))).status).toBe(401);
      expect(await browser.whoAmI()).toMatchObject({ username: "second_login" });
    });
  });

  describe("POST /logout", () => {
    it("deletes the session and clears its cookie, keeping the known-device cookie", async () => {
      const { browser } = await signedUp("leaving");
      const token = browser.session!;
      const response = await browser.send(logout, "/logout");
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^planner_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0;/)]);
      expect(browser.cookies.has("planner_device")).toBe(true);
      // A request still bearing the old token is refused.
      expect((await me(new Request(`${BASE}/me`, { headers: { cookie: `planner_session=${token}` } }))).status).toBe(401);
    });

    it("answers 200 and clears the cookie even without a session", async () => {
      const response = await logout(new Request(`${BASE}/logout`, { method: "POST" }));
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/^planner_session=;/);
    });
  });

  describe("DELETE /sessions (sign out everywhere)", () => {
    it("ends every session of the student, this browser's too, and forgets every known browser", async () => {
      const { browser: laptop } = await signedUp("everywhere");
      const phone = new Browser(runAddress("203-11"));
      expect((await phone.signIn("everywhere")).status).toBe(200);
      const { browser: other } = await signedUp("not_me");

      const response = await laptop.send(signOutEverywhere, "/sessions", undefined, "DELETE");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ signedOut: true, sessions: 2 });
      expect(laptop.session).toBeNull();
      expect(await phone.whoAmI()).toBe(401);
      expect(await other.whoAmI()).toMatchObject({ username: "not_me" });

      // The phone is no longer a known device: a stranger's five failures on its network hold it out too.
      const stranger = new Browser(runAddress("203-11"));
      for (let attempt = 0; attempt < 5; attempt++) await stranger.signIn("everywhere", `guess-${attempt}-pass`);
      expect((await phone.signIn("everywhere")).status).toBe(429);
    });

    it("refuses a guest, who could never sign in again, and a browser without a session", async () => {
      const guest = new Browser();
      expect((await guest.send(startGuest, "/guest")).status).toBe(201);
      const response = await guest.send(signOutEverywhere, "/sessions", undefined, "DELETE");
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe("account:guest_only");
      expect(await guest.whoAmI()).toMatchObject({ isGuest: true });
      expect((await new Browser().send(signOutEverywhere, "/sessions", undefined, "DELETE")).status).toBe(401);
    });
  });

  describe("POST /password", () => {
    it("checks the current password, ends every other session, and keeps this browser signed in with a new session", async () => {
      const { browser, user } = await signedUp("changer");
      const phone = new Browser(runAddress("203-12"));
      await phone.signIn("changer");
      const oldSession = browser.session;

      const response = await browser.send(changePassword, "/password", { currentPassword: PASSWORD, newPassword: "New-pass-for-2026" });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AccountBody).user).toEqual(user);
      expect(browser.session).not.toBe(oldSession);
      expect(await browser.whoAmI()).toEqual(user);
      expect(await phone.whoAmI()).toBe(401);
      expect((await me(new Request(`${BASE}/me`, { headers: { cookie: `planner_session=${oldSession}` } }))).status).toBe(401);

      expect((await new Browser().signIn("changer")).status).toBe(401);
      expect((await new Browser().signIn("changer", "New-pass-for-2026")).status).toBe(200);
    });

    it("refuses a wrong current password under its field, and a weak new one under the other", async () => {
      const { browser } = await signedUp("careful_changer");
      const wrong = await browser.send(changePassword, "/password", { currentPassword: "not-my-password", newPassword: "New-pass-for-2026" });
      expect(wrong.status).toBe(401);
      expect(fieldsOf(await wrong.json())).toEqual({ currentPassword: "密码不正确" });

      for (const [newPassword, status, message] of [
        ["password", 422, "这个密码太常见了，很容易被猜到，请换一个"],
        ["        ", 400, "密码不能只由空格组成"],
        ["careful_changer!", 422, "密码不能包含用户名"],
        [PASSWORD, 422, "新密码不能和当前密码相同"],
      ] as const) {
        const response = await browser.send(changePassword, "/password", { currentPassword: PASSWORD, newPassword });
        expect(response.status, newPassword).toBe(status);
        expect(fieldsOf(await response.json())).toEqual({ newPassword: message });
      }
      // Nothing changed.
      expect((await new Browser().signIn("careful_changer")).status).toBe(200);
    });

    it("answers 409 account:guest_only to a guest and 401 without a session", async () => {
      const guest = new Browser();
      await guest.send(startGuest, "/guest");
      const response = await guest.send(changePassword, "/password", { currentPassword: "anything-1", newPassword: "New-pass-for-2026" });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "account:guest_only", message: "游客没有密码，注册后才能使用这个功能。" });
      expect((await new Browser().send(changePassword, "/password", { currentPassword: PASSWORD, newPassword: "New-pass-for-2026" })).status).toBe(401);
    });
  });

  describe("GET /me", () => {
    it("answers 401 without a cookie: there is no shared demo student any more", async () => {
      const response = await me(new Request(`${BASE}/me`));
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({ code: "auth:required", message: "请先登录。" });
    });

    it("answers 401 登录已过期 for an expired session, request after request", async () => {
      const { user } = await signedUp("expired_one");
      const expired = await createSession(db(), user.id, new Date(Date.now() - 31 * 86_400_000));
      const request = (url: string) => new Request(url, { headers: { cookie: `planner_session=${expired.token}` } });
      const refused = await me(request(`${BASE}/me`));
      expect(refused.status).toBe(401);
      expect(await errorOf(refused)).toEqual({ code: "auth:required", message: "登录已过期，请重新登录。" });
      expect(refused.headers.get("set-cookie")).toBeNull();
      expect((await listCourses(request("http://localhost/api/courses"))).status).toBe(401);
    });

    it("never resolves a forged cookie to a student", async () => {
      const { user } = await signedUp("forge_target");
      for (const forged of [randomBytes(32).toString("base64url"), String(user.id), "forge_target", "A".repeat(43)]) {
        const answer = await me(new Request(`${BASE}/me`, { headers: { cookie: `planner_session=${forged}` } }));
        expect(answer.status).toBe(401);
        expect(JSON.stringify(await answer.json())).not.toContain(String(user.id));
      }
    });
  });
});

describe("/api/auth with limits on", () => {
  useRouteDatabase({ now: NOW, limits: true });

  it("refuses the sixth sign-up from one address within the hour with 429, Retry-After and a message the form shows", async () => {
    for (let index = 0; index < 5; index++) expect((await new Browser(runAddress("192-50")).signUp(`campus_${index}`)).status).toBe(201);
    const refused = await new Browser(runAddress("192-50")).signUp("campus_5");
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe("rate:limited");
    expect(error.message).toMatch(/^这个网络注册的账号太多了，请 (60 分钟|1 小时)后再试。$/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await new Browser(runAddress("192-51")).signUp("campus_5")).status).toBe(201);
  });

  it("counts sign-ups by the address the server saw, however the client rotates X-Forwarded-For (no TRUST_PROXY)", async () => {
    const answers: number[] = [];
    for (let index = 0; index < 20; index++) {
      const rotating = new Browser(runAddress("192-70"), { "x-forwarded-for": `198.51.100.${index + 1}`, "x-real-ip": `198.51.100.${index + 1}` });
      answers.push((await rotating.signUp(`rotating_${index}`)).status);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
  });

  it("counts a client of one IPv6 /64 once, whichever address in it it picks", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const address = `${runNetwork("192-80")}:${index + 1}::${index + 7}`;
      statuses.push((await new Browser(address).signUp(`v6_${index}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("limits sign-in attempts per address, but never the student's own browser on that address", async () => {
    const { browser: own } = await signedUp("shared_network", runAddress("192-60"));
    // Thirty attempts on thirty names, none held by the per-name back-off: the address's allowance is spent.
    for (let index = 0; index < 30; index++) expect((await new Browser(runAddress("192-60")).signIn(`someone_${index}`, "guess-pass-1")).status).toBe(401);
    const refused = await new Browser(runAddress("192-60")).signIn("shared_network");
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe("auth:throttled");
    expect(error.message).toMatch(/^这个网络的登录尝试太多了，请 (9|10) 分钟后再试。$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await own.signIn("shared_network")).status).toBe(200);
    expect((await new Browser(runAddress("192-61")).signIn("shared_network")).status).toBe(200);
  });
});
