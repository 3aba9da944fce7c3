/**
 * Malformed requests against every route file under app/api (found on disk), as a signed-up student with a session
 * cookie: each field of a valid body spoiled in turn (NUL, lone surrogates, other types, numbers out of range),
 * bodies that are not JSON or nest too deep or run past the cap, random JSON and random text (fast-check, fixed
 * seeds), path parameters that name nothing and malformed queries. No answer may be a 500, nothing the student
 * owns may change, and no log line may carry the text that was sent or the parameters of a failed query.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession, ensureConversation } from "@/testing/route-fixtures";
import { jsonRequest, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { apiRouteFiles, HTTP_METHODS, paramsContext, urlOf, type ApiRouteFile, type HttpMethod } from "@/testing/security/api-routes";
import { garbageBodies, MALFORMED_PARAMS, MALFORMED_QUERIES, MARKER, randomBodies, spoiledBodies, type BodyCase } from "@/testing/security/fuzz";
import { errorResponse } from "@/server/http";
import { POST as signUp } from "./auth/signup/route";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
type Json = Parameters<typeof spoiledBodies>[0];

const PASSWORD = `Fuzz-${randomUUID()}`;
const SEED = 20_260_422;
/** fast-check cases per route and kind (whole bodies, then text in the template's fields). */
const RANDOM_CASES = 12;

/**
 * A valid body per route that reads one; the fuzz spoils it one field at a time. A write route missing here gets
 * only the bodies that fit no route (garbage and random JSON).
 */
const TEMPLATES: Partial<Record<string, Json>> = {
  "POST /api/chat": { id: "fuzz-chat", message: { id: "m-1", role: "user", parts: [{ type: "text", text: "帮我排一下复习" }] } },
  "POST /api/courses": { name: "模糊课", location: "A101", can_be_embedded: false, meetings: [{ day_of_week: 7, section_start: 11, section_end: 12, weeks: [18] }] },
  "PATCH /api/courses/[id]": { name: "改个名", location: "B202", can_be_embedded: true, meetings: [{ day_of_week: 7, section_start: 11, section_end: 12, weeks: [18] }] },
  "POST /api/exams": { title: "模糊期末", date: "2030-01-08", time: "09:00", location: "A101", course_id: null, task_class_id: null },
  "PATCH /api/exams/[id]": { title: "改考试", date: "2030-01-09", time: null, location: "B202" },
  "POST /api/ics/import": { courses: [{ name: "导入课", location: null, can_be_embedded: false, day_of_week: 7, section_start: 11, section_end: 12, weeks: [18] }] },
  "POST /api/task-classes": {
    name: "模糊复习",
    start_date: "2030-01-07",
    end_date: "2030-01-13",
    strategy: "steady",
    allow_filler_course: false,
    excluded_slots: [6],
    items: [{ content: "第一章", duration: 2 }],
  },
  "PATCH /api/task-classes/[id]": { name: "改名复习", strategy: "rapid", allow_filler_course: true, excluded_slots: [1] },
  "POST /api/task-classes/[id]/items": { content: "新任务", duration: 2, position: 1 },
  "PATCH /api/task-classes/[id]/items/[itemId]": { content: "改内容", duration: 1 },
  "PUT /api/task-classes/[id]/items/order": { item_ids: [1, 2] },
  "POST /api/tasks": { title: "模糊待办", priority_group: 2, deadline_at: "2030-01-01T20:00", urgency_threshold_at: "", estimated_sections: 2 },
  "PATCH /api/tasks/[id]": { title: "改待办", priority_group: 1, is_completed: true, estimated_sections: 3 },
  "POST /api/tasks/[id]/deletion": { conversation_id: "fuzz-chat", request_id: "00000000-fuzz-card", decision: "keep" },
  "PUT /api/term": { start_date: "2030-01-07", weeks: 18, section_times: [{ start: "08:00", end: "08:45" }], timezone: "Asia/Shanghai", confirm_shift: true },
  "POST /api/auth/signup": { username: "fuzz.other", name: "另一个", password: `Other-${randomUUID()}`, timezone: "Asia/Shanghai" },
  "POST /api/auth/login": { username: "fuzz.student", password: "not-the-password" },
  "POST /api/auth/password": { currentPassword: "not-the-password", newPassword: `New-${randomUUID()}` },
  "DELETE /api/account": { password: "not-the-password" },
};

/**
 * Writes that read no body: sent one, they would do their work (rotate the feed, confirm, delete), so they get the
 * path fuzz only (each with a garbage body attached).
 */
const BODYLESS = new Set([
  "POST /api/drafts/[id]/confirm",
  "POST /api/drafts/[id]/cancel",
  "POST /api/ics/feed",
  "DELETE /api/ics/feed",
  "POST /api/auth/logout",
  "POST /api/auth/guest",
  "DELETE /api/auth/sessions",
  "DELETE /api/courses/[id]",
  "DELETE /api/exams/[id]",
  "DELETE /api/tasks/[id]",
  "DELETE /api/task-classes/[id]",
  "DELETE /api/task-classes/[id]/items/[itemId]",
  "DELETE /api/account/demo-data",
  "DELETE /api/blocks/[id]/checkin",
  "POST /api/schedule/replan",
  "POST /api/push/test",
]);

/** Garbage and .ics text for the file upload, which reads text rather than JSON. */
const ICS_BODIES: BodyCase[] = [
  { name: "NUL in the calendar", body: `BEGIN:VCALENDAR\r\nSUMMARY:${MARKER}\u0000\r\nEND:VCALENDAR\r\n` },
  { name: "not UTF-8", body: new Uint8Array([0x42, 0x45, 0xff, 0xfe, 0x00]) },
  { name: "empty", body: "" },
  { name: "not a calendar", body: `${MARKER} hello` },
  { name: "unterminated", body: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2030" },
  { name: "event with broken dates", body: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:99999999T999999\r\nDTEND:0\r\nRRULE:FREQ=WEEKLY;COUNT=-1\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n" },
  { name: "over 2 MB", body: `BEGIN:VCALENDAR\r\n${"X:y\r\n".repeat(450_000)}END:VCALENDAR\r\n` },
];

interface Route extends ApiRouteFile {
  handlers: Partial<Record<HttpMethod, Handler>>;
}

describe("route fuzz: malformed input never answers 500 and changes nothing", () => {
  const db = useRouteDatabase();
  const routes: Route[] = [];
  /** A valid value for each path parameter: the student's own rows, by name and where names differ, by route. */
  const validParams: Record<string, string> = {};
  const validParamsByRoute: Record<string, Record<string, string>> = {};
  const paramsFor = (route: Route): Record<string, string> =>
    Object.fromEntries(route.params.map((name) => [name, validParamsByRoute[route.pattern]?.[name] ?? validParams[name] ?? "1"]));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  /** Malformed requests a route answered with success. */
  const accepted: string[] = [];
  const logged: string[] = [];
  let studentId = 0;
  let cookie = "";
  let sent = 0;

  async function signIn(): Promise<void> {
    cookie = `planner_session=${(await createSession(db(), studentId, new Date())).token}`;
  }

  async function get(path: string): Promise<unknown> {
    const route = routes.find((candidate) => candidate.pattern === path);
    const response = await route!.handlers.GET!(studentRequest(`http://localhost${path}`, { headers: { cookie } }), paramsContext({}));
    expect(response.status, path).toBe(200);
    return response.json();
  }

  /** Everything the student owns, as the routes show it. */
  async function fingerprint(): Promise<string> {
    const [tasks, courses, plan, term, conversations, feed, exams] = await Promise.all(
      ["/api/tasks", "/api/courses", "/api/task-classes", "/api/term", "/api/conversations", "/api/ics/feed", "/api/exams"].map(get),
    );
    const { today: _today, ...planWithoutToday } = plan as { today: unknown };
    return JSON.stringify({ tasks, courses, plan: planWithoutToday, term, conversations, feed, exams });
  }

  async function send(
    route: Route,
    method: HttpMethod,
    params: Record<string, string>,
    body: string | Uint8Array<ArrayBuffer> | null,
    { name, mustRefuse, query = "" }: { name: string; mustRefuse: boolean; query?: string },
  ): Promise<void> {
    const type = route.pattern === "/api/ics/preview" ? "text/calendar" : "application/json";
    const request = new Request(`${urlOf(route, params)}${query}`, {
      method,
      headers: { cookie, ...(body === null ? {} : { "content-type": type }) },
      body: method === "GET" ? undefined : body,
    });
    sent += 1;
    let response: Response;
    try {
      response = await route.handlers[method]!(request, paramsContext(params));
    } catch (error) {
      failures.push(`${method} ${route.pattern} [${name}] threw ${error instanceof Error ? error.name : typeof error}`);
      return;
    }
    const { status } = response;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500) failures.push(`${method} ${route.pattern} [${name}] answered ${status}`);
    // A refusal is the one error body, which the client reads as JSON; never a bare text page.
    else if (status >= 400 && !response.headers.get("content-type")?.startsWith("application/json")) failures.push(`${method} ${route.pattern} [${name}] answered ${status} without JSON`);
    // One student's data, or a refusal about it: no cache may keep it.
    if (response.headers.get("content-type")?.startsWith("application/json") && response.headers.get("cache-control") !== "no-store") {
      failures.push(`${method} ${route.pattern} [${name}] answered JSON a cache may keep`);
    }
    else if (mustRefuse && status < 400) accepted.push(`${method} ${route.pattern} [${name}] answered ${status}`);
  }

  beforeAll(async () => {
    for (const route of apiRouteFiles()) {
      const exported = (await import(/* @vite-ignore */ route.file)) as Record<string, unknown>;
      const handlers = Object.fromEntries(HTTP_METHODS.filter((method) => typeof exported[method] === "function").map((method) => [method, exported[method] as Handler]));
      routes.push({ ...route, handlers });
    }
    // The route student starts as a guest with the demo data; signing up keeps the data and gives it a password,
    // which no fuzzed body knows (so deleting the account or changing the password is always refused).
    const signedUp = await signUp(jsonRequest("http://localhost/api/auth/signup", { username: "fuzz.student", name: "模糊测试", password: PASSWORD }));
    expect(signedUp.status).toBe(201);
    studentId = ((await signedUp.json()) as { user: { id: number } }).user.id;
    expect(studentId).toBe(routeStudentId());
    await signIn();

    const { tasks } = (await get("/api/tasks")) as { tasks: { id: number }[] };
    const { courses } = (await get("/api/courses")) as { courses: { id: number }[] };
    const { task_classes: classes } = (await get("/api/task-classes")) as { task_classes: { id: number; items: { id: number }[] }[] };
    const owner = classes.find((taskClass) => taskClass.items.length > 0)!;
    await ensureConversation(db(), studentId, "fuzz-conversation", "模糊对话");
    const examRoute = routes.find((candidate) => candidate.pattern === "/api/exams")!;
    const added = await examRoute.handlers.POST!(jsonRequest("http://localhost/api/exams", { title: "模糊测试的期末", date: "2030-01-08" }, "POST", cookie), paramsContext({}));
    expect(added.status).toBe(201);
    const { exam } = (await added.json()) as { exam: { id: number } };
    Object.assign(validParams, { id: String(tasks[0].id), itemId: String(owner.items[0].id), token: `1_${"a".repeat(32)}` });
    Object.assign(validParamsByRoute, {
      "/api/courses/[id]": { id: String(courses[0].id) },
      "/api/exams/[id]": { id: String(exam.id) },
      "/api/task-classes/[id]": { id: String(owner.id) },
      "/api/task-classes/[id]/items": { id: String(owner.id) },
      "/api/task-classes/[id]/items/order": { id: String(owner.id) },
      "/api/task-classes/[id]/items/[itemId]": { id: String(owner.id), itemId: String(owner.items[0].id) },
      "/api/conversations/[id]/timeline": { id: "fuzz-conversation" },
      "/api/drafts/[id]/confirm": { id: randomUUID() },
      "/api/drafts/[id]/cancel": { id: randomUUID() },
    });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("refuses every malformed body, path and query without a 500, writes nothing, and logs none of it", async () => {
    const before = await fingerprint();
    for (const method of ["error", "warn", "log", "info"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(" "));
      });
    }

    for (const route of routes) {
      for (const method of Object.keys(route.handlers) as HttpMethod[]) {
        const key = `${method} ${route.pattern}`;
        // Each route gets a fresh session: logout and "sign out everywhere" end the one before.
        await signIn();
        const params = paramsFor(route);
        const template = TEMPLATES[key] ?? null;

        if (method !== "GET" && !BODYLESS.has(key)) {
          const bodies =
            route.pattern === "/api/ics/preview"
              ? ICS_BODIES
              : [...garbageBodies(), ...(template ? spoiledBodies(template) : []), ...randomBodies(template, RANDOM_CASES, SEED + sent)];
          // The preview writes nothing whatever it reads; a sign-up with a spoiled (ignored) time zone makes another
          // student, never touching this one.
          const mustRefuse = route.pattern !== "/api/ics/preview" && key !== "POST /api/auth/signup";
          for (const { name, body } of bodies) await send(route, method, params, body, { name, mustRefuse });
        }

        const validBody = method === "GET" ? null : template ? JSON.stringify(template) : "{}";
        for (const name of route.params) {
          for (const malformed of MALFORMED_PARAMS) {
            await send(route, method, { ...params, [name]: malformed }, validBody, { name: `${name}=${JSON.stringify(malformed.slice(0, 20))}`, mustRefuse: true });
          }
        }
        if (method === "GET") {
          // Routes that read no query answer as usual; the ones that do refuse these.
          for (const query of MALFORMED_QUERIES) await send(route, method, params, null, { name: query.slice(0, 30), mustRefuse: false, query });
        }
      }
    }

    vi.restoreAllMocks();
    await signIn();
    expect(failures).toEqual([]);
    expect(accepted).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    expect(await fingerprint()).toBe(before);
    expect(logged.filter((line) => line.includes(MARKER) || line.includes(PASSWORD))).toEqual([]);
  }, 240_000); // over a thousand requests through every route: minutes on a loaded 2-core machine, not a failure

  it("logs a failed sign-up-like query by name, SQLSTATE and route, without the hash or any other parameter", async () => {
    const hash = `scrypt$16384$8$1$${randomUUID()}`;
    const insert = (username: string) =>
      db().execute(sql`insert into users (name, username, password_hash) values (${`${MARKER}名字`}, ${username}, ${hash})`);
    await insert("fuzz.taken");
    const failure = await insert("fuzz.taken").then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);

    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
    const response = errorResponse(failure, new Request("http://localhost/api/auth/signup?username=fuzz.taken", { method: "POST" }));
    vi.restoreAllMocks();

    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("fuzz.taken");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"route":"POST /api/auth/signup"');
    expect(lines[0]).toContain('"code":"23505"');
    for (const secret of [hash, "scrypt$", "fuzz.taken", MARKER, "params"]) expect(lines[0]).not.toContain(secret);
  });
});
