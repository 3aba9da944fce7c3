import { describe, expect, it } from "vitest";
import { countGuests, listTasks } from "@/testing/route-fixtures";
import { errorOf, jsonRequest, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { POST as startGuest } from "../auth/guest/route";
import { POST as login } from "../auth/login/route";
import { GET as me } from "../auth/me/route";
import { POST as signup } from "../auth/signup/route";
import { GET as listCoursesRoute } from "../courses/route";
import { GET as listTaskClassesRoute } from "../task-classes/route";
import { GET as listTasksRoute, POST as addTask } from "../tasks/route";
import { GET as getTerm } from "../term/route";
import { DELETE as clearDemo } from "./demo-data/route";
import { GET as exportData } from "./export/route";
import { DELETE as deleteAccount } from "./route";

const PASSWORD = "Kx9-study-2025";
const ACCOUNT_URL = "http://localhost/api/account";
const EXPORT_URL = "http://localhost/api/account/export";

interface Signed {
  cookie: string;
  token: string;
  id: number;
}

async function cookieOf(response: Response): Promise<Signed> {
  const match = response.headers.get("set-cookie")?.match(/^planner_session=([^;]+)/);
  if (!match) throw new Error(`no session cookie (status ${response.status})`);
  const { user } = (await response.json()) as { user: { id: number } };
  return { cookie: `planner_session=${match[1]}`, token: match[1], id: user.id };
}

async function newStudent(username: string, timezone?: string): Promise<Signed> {
  return cookieOf(await signup(jsonRequest("http://localhost/api/auth/signup", { username, name: "新同学", password: PASSWORD, timezone }, "POST", null)));
}

async function newGuest(): Promise<Signed> {
  return cookieOf(await startGuest(new Request("http://localhost/api/auth/guest", { method: "POST" })));
}

function remove(cookie: string, body?: unknown): Request {
  if (body === undefined) return new Request(ACCOUNT_URL, { method: "DELETE", headers: { cookie } });
  return jsonRequest(ACCOUNT_URL, body, "DELETE", cookie);
}

/** The calendar date in `timeZone` (YYYY-MM-DD). */
function dateIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

describe("/api/account", () => {
  const db = useRouteDatabase();

  describe("DELETE", () => {
    it("deletes a student who confirms with their password, with their data, and clears the cookie", async () => {
      const student = await newStudent("leaving_for_good");
      expect((await addTask(jsonRequest("http://localhost/api/tasks", { title: "离开前的待办", priority: 2 }, "POST", student.cookie))).status).toBe(201);
      expect(await listTasks(db(), student.id)).toHaveLength(1);

      const response = await deleteAccount(remove(student.cookie, { password: PASSWORD }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: true });
      expect(response.headers.get("set-cookie")).toMatch(/^planner_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0;/);

      expect((await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie: student.cookie } }))).status).toBe(401);
      expect(await listTasks(db(), student.id)).toEqual([]);
      const signIn = await login(jsonRequest("http://localhost/api/auth/login", { username: "leaving_for_good", password: PASSWORD }, "POST", null));
      expect(signIn.status).toBe(401);
      // The name is free again.
      expect((await newStudent("leaving_for_good")).id).not.toBe(student.id);
    });

    it("refuses a wrong or missing password under the password field and deletes nothing", async () => {
      const student = await newStudent("staying_put");
      const wrong = await deleteAccount(remove(student.cookie, { password: "not-my-password" }));
      expect(wrong.status).toBe(401);
      expect(await errorOf(wrong)).toMatchObject({ code: "auth:invalid_credentials", message: "密码不正确。" });
      const missing = await deleteAccount(remove(student.cookie));
      expect(missing.status).toBe(400);
      const empty = await deleteAccount(remove(student.cookie, {}));
      expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ password: "请填写密码以确认删除" });
      expect((await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie: student.cookie } }))).status).toBe(200);
    });

    it("deletes a guest without a password (they have none)", async () => {
      const guest = await newGuest();
      const before = await countGuests(db());
      const response = await deleteAccount(remove(guest.cookie));
      expect(response.status).toBe(200);
      expect(await countGuests(db())).toBe(before - 1);
      expect((await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie: guest.cookie } }))).status).toBe(401);
    });

    it("answers 401 without a session and deletes nobody", async () => {
      expect((await deleteAccount(new Request(ACCOUNT_URL, { method: "DELETE" }))).status).toBe(401);
      expect((await me(studentRequest("http://localhost/api/auth/me"))).status).toBe(200);
    });
  });

  describe("GET /export", () => {
    it("downloads everything the student owns as a dated JSON attachment, and nothing of anyone else's", async () => {
      const student = await newStudent("exporter", "America/New_York");
      await addTask(jsonRequest("http://localhost/api/tasks", { title: "只属于我的待办", priority: 1 }, "POST", student.cookie));
      // Another student (the route student, with the demo data) writes something of their own.
      await addTask(jsonRequest("http://localhost/api/tasks", { title: "别人的秘密待办", priority: 1 }));

      const before = dateIn("America/New_York");
      const response = await exportData(studentRequest(EXPORT_URL, { headers: { cookie: student.cookie } }));
      const after = dateIn("America/New_York");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const disposition = response.headers.get("content-disposition");
      expect([before, after].map((date) => `attachment; filename="study-planner-export-${date}.json"`)).toContain(disposition);

      const text = await response.text();
      const data = JSON.parse(text) as { profile: { id: number; username: string }; tasks: Array<{ title: string }>; term: { timezone: string } };
      expect(data.profile).toMatchObject({ id: student.id, username: "exporter" });
      expect(data.term.timezone).toBe("America/New_York");
      expect(data.tasks.map((task) => task.title)).toEqual(["只属于我的待办"]);
      expect(text).not.toContain("别人的秘密待办");
      expect(text).not.toContain(student.token);
      expect(text).not.toMatch(/scrypt\$|passwordHash|tokenHash/);
    });

    it("exports a guest's demo data too, and answers 401 without a session", async () => {
      const guest = await newGuest();
      const response = await exportData(studentRequest(EXPORT_URL, { headers: { cookie: guest.cookie } }));
      expect(response.status).toBe(200);
      const data = (await response.json()) as { profile: { isGuest: boolean; id: number }; courses: unknown[] };
      expect(data.profile).toMatchObject({ isGuest: true, id: guest.id });
      expect(data.profile.id).not.toBe(routeStudentId());
      expect(data.courses.length).toBeGreaterThan(3);
      expect((await exportData(new Request(EXPORT_URL))).status).toBe(401);
    });
  });

  describe("DELETE /demo-data", () => {
    const DEMO_URL = "http://localhost/api/account/demo-data";
    const read = async (handler: (request: Request) => Promise<Response>, url: string, cookie: string) =>
      (await handler(studentRequest(url, { headers: { cookie } }))).json() as Promise<Record<string, unknown[]> & { term: unknown }>;

    it("leaves a guest turned student no courses, to-dos, classes or blocks, and keeps the account and term", async () => {
      const guest = await newGuest();
      // 注册保存: the guest becomes a student in place, keeping the demo data.
      const student = await cookieOf(await signup(jsonRequest("http://localhost/api/auth/signup", { username: "clears_demo", name: "新同学", password: PASSWORD }, "POST", guest.cookie)));
      expect(student.id).toBe(guest.id);
      const cookie = student.cookie;
      expect((await addTask(jsonRequest("http://localhost/api/tasks", { title: "注册后加的待办", priority_group: 2 }, "POST", cookie))).status).toBe(201);
      const term = (await read(getTerm, "http://localhost/api/term", cookie)).term;
      const courses = (await read(listCoursesRoute, "http://localhost/api/courses", cookie)).courses.length;
      expect(courses).toBeGreaterThan(3);

      const response = await clearDemo(new Request(DEMO_URL, { method: "DELETE", headers: { cookie } }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { removed: Record<string, number>; version: number };
      expect(body.removed).toMatchObject({ courses, conversations: 0 });
      expect(body.removed.tasks).toBeGreaterThan(1);
      expect(body.removed.task_classes).toBeGreaterThan(0);
      expect(body.removed.study_blocks).toBeGreaterThan(0);

      expect((await read(listCoursesRoute, "http://localhost/api/courses", cookie)).courses).toEqual([]);
      expect((await read(listTasksRoute, "http://localhost/api/tasks", cookie)).tasks).toEqual([]);
      expect((await read(listTaskClassesRoute, "http://localhost/api/task-classes", cookie)).task_classes).toEqual([]);
      expect((await read(getTerm, "http://localhost/api/term", cookie)).term).toEqual(term);
      const signedIn = await me(studentRequest("http://localhost/api/auth/me", { headers: { cookie } }));
      expect(signedIn.status).toBe(200);
      // The route student's demo data is untouched.
      expect(((await (await listCoursesRoute(studentRequest("http://localhost/api/courses"))).json()) as { courses: unknown[] }).courses.length).toBeGreaterThan(3);

      const again = await clearDemo(new Request(DEMO_URL, { method: "DELETE", headers: { cookie } }));
      expect(((await again.json()) as { removed: Record<string, number> }).removed).toEqual({ courses: 0, study_blocks: 0, task_classes: 0, task_items: 0, tasks: 0, conversations: 0 });
    });

    it("answers 401 without a session", async () => {
      const response = await clearDemo(new Request(DEMO_URL, { method: "DELETE" }));
      expect(response.status).toBe(401);
      expect((await errorOf(response)).message).toMatch(/[\u4e00-\u9fff]/);
    });
  });
});
