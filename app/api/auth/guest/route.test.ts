import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { countGuests } from "@/testing/route-fixtures";
import { fromAddress } from "@/testing/peer";
import { jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as listCourses } from "../../courses/route";
import { GET as listTasks, POST as addTask } from "../../tasks/route";
import { POST as signup } from "../signup/route";
import { GET as me } from "../me/route";
import { GET as enter, POST as startGuest } from "./route";

const BASE = "http://localhost/api/auth/guest";

interface AccountBody {
  user: { id: number; name: string; username: string | null; isGuest: boolean };
}

function cookieOf(response: Response): string | null {
  const match = response.headers.get("set-cookie")?.match(/^planner_session=([^;]*)/);
  return match ? `planner_session=${match[1]}` : null;
}

function cookiesSet(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * A first visit from a browser with no cookie yet, from `address` (the socket the server read it from): the cookie
 * check's probe, then the same route again with the cookie the browser kept. The second answer, or the first when
 * it is not the check (a redirect to /login).
 */
async function firstVisit(next: string | null, address = "203.0.113.7", headers: Record<string, string> = {}): Promise<Response> {
  const url = next === null ? BASE : `${BASE}?next=${encodeURIComponent(next)}`;
  const probe = await enter(new Request(url, { headers: { ...fromAddress(address), ...headers } }));
  const check = probe.headers.get("location") ?? "";
  if (!check.includes("cookies=check")) return probe;
  return enter(new Request(new URL(check, BASE), { headers: { ...fromAddress(address), ...headers, cookie: cookiesSet(probe) } }));
}

/**
 * A client that keeps no cookies and follows every redirect (curl -L, a fetch loop): a page it cannot be served sends
 * it to the guest route, as server/auth/current-user.ts's entryPathFor does, and the guest route sends it on. The
 * answer it stops at (anything but a redirect), and how many redirects it followed.
 */
async function cookielessLoop(accept: string, maxRedirects = 50): Promise<{ response: Response; redirects: number }> {
  let location = "/";
  for (let redirects = 0; redirects <= maxRedirects; redirects++) {
    const url = new URL(location, "http://localhost");
    const response = url.pathname.startsWith("/api/auth/guest")
      ? await enter(new Request(url, { headers: { ...fromAddress("198.51.100.23"), accept } }))
      : new Response(null, { status: 307, headers: { location: `/api/auth/guest?next=${encodeURIComponent(url.pathname + url.search)}` } });
    if (response.status < 300 || response.status >= 400) return { response, redirects };
    location = response.headers.get("location")!;
  }
  throw new Error(`still redirecting after ${maxRedirects} redirects`);
}

async function newGuest(): Promise<{ cookie: string; id: number }> {
  const response = await firstVisit("/");
  const cookie = cookieOf(response);
  if (!cookie) throw new Error("no guest cookie");
  const { user } = (await (await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie } }))).json()) as AccountBody;
  return { cookie, id: user.id };
}

async function taskTitles(cookie: string): Promise<string[]> {
  const response = await listTasks(studentRequest("http://localhost/api/tasks", { headers: { cookie } }));
  const { tasks } = (await response.json()) as { tasks: Array<{ title: string }> };
  return tasks.map((task) => task.title);
}

afterEach(() => {
  delete process.env.PLANNER_DEMO;
});

describe("/api/auth/guest", () => {
  const db = useRouteDatabase();

  it("gives a browser without a session a guest of its own with the demo data, and goes back to the page", async () => {
    const response = await firstVisit("/plan?week=3");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/plan?week=3");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^planner_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000; /);
    const cookie = cookieOf(response)!;
    const { user } = (await (await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie } }))).json()) as AccountBody;
    expect(user).toMatchObject({ username: null, isGuest: true });
    const courses = (await (await listCourses(studentRequest("http://localhost/api/courses", { headers: { cookie } }))).json()) as { courses: unknown[] };
    expect(courses.courses.length).toBeGreaterThan(5);
    expect((await taskTitles(cookie)).length).toBeGreaterThan(3);
  });

  it("gives two visitors two guests: what one writes the other never sees", async () => {
    const first = await newGuest();
    const second = await newGuest();
    expect(second.id).not.toBe(first.id);
    const created = await addTask(jsonRequest("http://localhost/api/tasks", { title: "给导师打电话 13800000000", priority: 2 }, "POST", first.cookie));
    expect(created.status).toBe(201);
    expect(await taskTitles(first.cookie)).toContain("给导师打电话 13800000000");
    expect(await taskTitles(second.cookie)).not.toContain("给导师打电话 13800000000");
  });

  it("does not make a second guest for a browser that already has a session (two tabs)", async () => {
    const { cookie } = await newGuest();
    const before = await countGuests(db());
    const again = await enter(new Request(`${BASE}?next=/tasks`, { headers: { cookie } }));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/tasks");
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await countGuests(db())).toBe(before);
  });

  it("only ever goes back to a page of this site", async () => {
    const payloads = [
      ...["//evil.example/x", "/\t/evil.example", "https://evil.example/", "/api/tasks", "javascript:alert(1)", null],
      // The audit's payloads: each normalises or decodes to "//evil.example", a protocol-relative Location.
      ...["/.//evil.example/login", "/%2e//evil.example", "/a/..//evil.example", "/%2F/evil.example", "/\\evil.example"],
    ];
    for (const next of payloads) {
      const probe = await enter(new Request(next === null ? BASE : `${BASE}?next=${encodeURIComponent(next)}`, { headers: { cookie: "" } }));
      expect(probe.headers.get("location"), String(next)).toBe("/api/auth/guest?next=%2F&cookies=check");
      const response = await firstVisit(next);
      expect(response.status, String(next)).toBe(303);
      expect(response.headers.get("location"), String(next)).toBe("/");
    }
  });

  it("makes a guest only for a browser that kept the probe cookie, and drops the probe then", async () => {
    const before = await countGuests(db());
    const probe = await enter(new Request(`${BASE}?next=${encodeURIComponent("/plan?week=3")}`, { headers: fromAddress("203.0.113.8") }));
    expect(probe.status).toBe(303);
    expect(probe.headers.get("location")).toBe("/api/auth/guest?next=%2Fplan%3Fweek%3D3&cookies=check");
    expect(probe.headers.getSetCookie()).toEqual(["planner_cookie_check=1; Path=/api/auth/guest; HttpOnly; SameSite=Lax; Max-Age=300"]);
    expect(await countGuests(db())).toBe(before);

    const made = await enter(new Request(new URL(probe.headers.get("location")!, BASE), { headers: { ...fromAddress("203.0.113.8"), cookie: cookiesSet(probe) } }));
    expect(made.headers.get("location")).toBe("/plan?week=3");
    expect(made.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^planner_session=[A-Za-z0-9_-]{43}; /),
      "planner_cookie_check=; Path=/api/auth/guest; HttpOnly; SameSite=Lax; Max-Age=0",
    ]);
    expect(await countGuests(db())).toBe(before + 1);
  });

  it("ends a cookie-less redirect loop on a page saying cookies are needed, with no guest made", async () => {
    const before = await countGuests(db());
    // A browser with cookies off reads a page in Chinese; it links back to the check and to /login, redirecting nowhere.
    const { response: page, redirects } = await cookielessLoop("text/html,application/xhtml+xml");
    expect(redirects).toBe(2);
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("set-cookie")).toBeNull();
    const html = await page.text();
    expect(html).toContain("需要开启 Cookie 才能使用");
    expect(html).toContain('href="/api/auth/guest?next=%2F"');
    // curl -L and fetch ask for anything: the same sentence as the app's JSON error.
    const { response: json } = await cookielessLoop("*/*");
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "auth:cookies_required",
      message: expect.stringMatching(/^需要开启 Cookie 才能使用/),
    });
    expect(await countGuests(db())).toBe(before);
  });

  it("sends the visitor to /login, with no guest, when guests are off (PLANNER_DEMO=off)", async () => {
    process.env.PLANNER_DEMO = "off";
    const before = await countGuests(db());
    const response = await firstVisit("/");
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.get("set-cookie")).toBeNull();
    const posted = await startGuest(new Request(BASE, { method: "POST" }));
    expect(posted.status).toBe(401);
    expect(await countGuests(db())).toBe(before);
  });

  it("POST answers the new guest as JSON with the cookie, for scripts", async () => {
    const response = await startGuest(new Request(BASE, { method: "POST" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as AccountBody).user).toMatchObject({ isGuest: true, username: null });
    expect(cookieOf(response)).not.toBeNull();
  });

  it("upgrades the guest in place on sign-up: same student, everything kept, the guest cookie retired", async () => {
    const guest = await newGuest();
    await addTask(jsonRequest("http://localhost/api/tasks", { title: "游客时写的待办", priority: 1 }, "POST", guest.cookie));
    const response = await signup(jsonRequest("http://localhost/api/auth/signup", { username: "from.guest", name: "转正同学", password: "Kx9-study-2026" }, "POST", guest.cookie));
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as AccountBody;
    expect(user).toEqual({ id: guest.id, name: "转正同学", username: "from.guest", isGuest: false });
    const cookie = cookieOf(response)!;
    expect(await taskTitles(cookie)).toContain("游客时写的待办");
    expect((await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie: guest.cookie } }))).status).toBe(401);
  });
});

describe("/api/auth/guest with limits on", () => {
  const db = useRouteDatabase({ limits: true });

  it("refuses the 41st guest from one address within the hour by sending it to /login, and no other address", async () => {
    const before = await countGuests(db());
    // Addresses unique to this run: with REDIS_URL the counts outlive the test database.
    const run = randomUUID().slice(0, 4);
    // A forged X-Forwarded-For per visit changes nothing: without TRUST_PROXY only the socket's address counts.
    const made = await Promise.all(Array.from({ length: 41 }, (_, index) => firstVisit("/", `2001:db8:${run}:1::9`, { "x-forwarded-for": `198.51.100.${index + 1}` })));
    const locations = made.map((response) => response.headers.get("location"));
    expect(locations.filter((location) => location === "/")).toHaveLength(40);
    expect(locations.filter((location) => location === "/login?guest=limited")).toHaveLength(1);
    expect(await countGuests(db())).toBe(before + 40);
    expect((await firstVisit("/", `2001:db8:${run}:2::9`)).headers.get("location")).toBe("/");
  });
});
