/**
 * No student or guest ever reaches another's data, through any route. Four actors — two signed-up students and two
 * guests — each write their own things through the routes (a task, a course, a study plan with an item, a
 * conversation, a draft, a calendar feed), every one carrying a secret marker. Then each actor calls every route:
 * lists and exports never show another's marker, and every route that names a resource by id answers 404 for
 * another's id and changes nothing. A route file added later fails the coverage check until it is placed here.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@/lib/calendar/zoned-time";
import {
  createAccount,
  createDraft,
  createGuest,
  createSession,
  loadMessages,
  loadScheduleSnapshot,
  loadTerm,
  scheduleCommits,
  scheduleEvents,
  windowFromToday,
} from "@/testing/route-fixtures";
import { jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as me } from "./auth/me/route";
import { DELETE as uncheck, POST as checkin } from "./blocks/[id]/checkin/route";
import { GET as progress } from "./progress/route";
import { GET as today } from "./today/route";
import { POST as stopChat } from "./chat/[id]/stop/route";
import { GET as resumeChat } from "./chat/[id]/stream/route";
import { POST as chat } from "./chat/route";
import { GET as timeline } from "./conversations/[id]/timeline/route";
import { GET as listConversations } from "./conversations/route";
import { DELETE as deleteCourse, PATCH as patchCourse } from "./courses/[id]/route";
import { GET as listCourses, POST as addCourse } from "./courses/route";
import { POST as cancelDraft } from "./drafts/[id]/cancel/route";
import { POST as confirmDraft } from "./drafts/[id]/confirm/route";
import { POST as undoCommit } from "./commits/[id]/undo/route";
import { DELETE as deleteExam, PATCH as patchExam } from "./exams/[id]/route";
import { GET as listExams, POST as addExam } from "./exams/route";
import { GET as exportIcs } from "./ics/export/route";
import { DELETE as revokeFeed, GET as getFeed, POST as rotateFeed } from "./ics/feed/route";
import { POST as importCourses } from "./ics/import/route";
import { POST as previewIcs } from "./ics/preview/route";
import { GET as schedule } from "./schedule/route";
import { DELETE as deleteItem, PATCH as patchItem } from "./task-classes/[id]/items/[itemId]/route";
import { PUT as reorderItems } from "./task-classes/[id]/items/order/route";
import { POST as addItem } from "./task-classes/[id]/items/route";
import { DELETE as deleteClass, PATCH as patchClass } from "./task-classes/[id]/route";
import { GET as studyPlan, POST as addClass } from "./task-classes/route";
import { POST as decideDeletion } from "./tasks/[id]/deletion/route";
import { DELETE as deleteTask, PATCH as patchTask } from "./tasks/[id]/route";
import { GET as listTasks, POST as addTask } from "./tasks/route";
import { GET as getTerm, PUT as putTerm } from "./term/route";

const NOW = new Date();
const ORIGIN = "http://localhost";

interface Actor {
  name: string;
  cookie: string;
  marker: string;
  ids: {
    task: number;
    course: number;
    taskClass: number;
    item: number;
    exam: number;
    conversation: string;
    draft: string;
    commit: string;
    /** A study block's event (the demo's), else the course's: what a check-in names. */
    block: number;
    /** The delete card the assistant showed in the conversation: its task and its question. */
    deleteCard: { task: number; request: string };
  };
}

const as = (actor: Actor, url: string, init: RequestInit = {}) => studentRequest(`${ORIGIN}${url}`, { ...init, headers: { ...init.headers, cookie: actor.cookie } });
const jsonAs = (actor: Actor, url: string, body: unknown, method = "POST") => jsonRequest(`${ORIGIN}${url}`, body, method, actor.cookie);

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
}

/** Everything an actor can see of their own data, as text: what must never change under another's requests. */
async function everythingOf(actor: Actor): Promise<string> {
  const parts = await Promise.all([
    listTasks(as(actor, "/api/tasks")),
    listCourses(as(actor, "/api/courses")),
    listExams(as(actor, "/api/exams")),
    studyPlan(as(actor, "/api/task-classes")),
    listConversations(as(actor, "/api/conversations")),
    timeline(as(actor, `/api/conversations/${actor.ids.conversation}/timeline`), routeParams(actor.ids.conversation)),
    schedule(as(actor, "/api/schedule")),
    getTerm(as(actor, "/api/term")),
    getFeed(as(actor, "/api/ics/feed")),
    progress(as(actor, `/api/progress?from=${localDate(NOW, "Asia/Shanghai").slice(0, 4)}-01-01&to=${localDate(NOW, "Asia/Shanghai").slice(0, 4)}-12-31`)),
  ]);
  // A block whose start passes between two looks turns from no outcome to unconfirmed: that is the clock, not a write.
  return (await Promise.all(parts.map((response) => response.text()))).join("\n").replaceAll('"outcome":"unconfirmed"', '"outcome":null');
}

describe("isolation between students and guests, on every route", () => {
  const db = useRouteDatabase();
  const actors: Actor[] = [];

  async function setUp(name: string, userId: number): Promise<Actor> {
    const { token } = await createSession(db(), userId, NOW);
    const marker = `秘密-${name}-${userId}`;
    const actor: Actor = { name, cookie: `planner_session=${token}`, marker, ids: { task: 0, course: 0, taskClass: 0, item: 0, exam: 0, conversation: `talk-${userId}`, draft: "", commit: "", block: 0, deleteCard: { task: 0, request: "" } } };
    const term = await loadTerm(db(), userId);
    const today = localDate(NOW, term!.timezone);
    actor.ids.task = (await ok<{ task: { id: number } }>(addTask(jsonAs(actor, "/api/tasks", { title: `${marker} 电话 13800000000`, priority: 2 })), 201)).task.id;
    actor.ids.course = (
      await ok<{ course: { id: number } }>(addCourse(jsonAs(actor, "/api/courses", { name: `${marker} 课程`, meetings: [{ day_of_week: 7, section_start: 11, section_end: 12, weeks: [1] }] })), 201)
    ).course.id;
    const created = await ok<{ task_class: { id: number; items: Array<{ id: number }> } }>(
      addClass(jsonAs(actor, "/api/task-classes", { name: `${marker} 计划`, start_date: today, end_date: today, items: [{ content: `${marker} 第一章`, duration: 1 }] })),
      201,
    );
    actor.ids.taskClass = created.task_class.id;
    actor.ids.item = created.task_class.items[0].id;
    actor.ids.exam = (
      await ok<{ exam: { id: number } }>(addExam(jsonAs(actor, "/api/exams", { title: `${marker} 期末`, date: today, location: `${marker} 考场`, course_id: actor.ids.course, task_class_id: actor.ids.taskClass })), 201)
    ).exam.id;
    const turn = await chat(jsonAs(actor, "/api/chat", { id: actor.ids.conversation, message: { id: `m-${userId}`, role: "user", parts: [{ type: "text", text: `记一下${marker}交报告` }] } }));
    expect(turn.status).toBe(200);
    await turn.text();
    const asked = await chat(jsonAs(actor, "/api/chat", { id: actor.ids.conversation, message: { id: `d-${userId}`, role: "user", parts: [{ type: "text", text: `删掉${marker}交报告` }] } }));
    await asked.text();
    const cards = (await loadMessages(db(), actor.ids.conversation)).flatMap((message) =>
      message.parts.flatMap((part) => (part.type === "data-business_card" && part.data.business_card.card_type === "task_delete" ? [part.data.business_card.data] : [])),
    );
    expect(cards, `${name}'s delete card`).toHaveLength(1);
    actor.ids.deleteCard = { task: cards[0].task_id, request: cards[0].request_id };
    const snapshot = await loadScheduleSnapshot(db(), userId, windowFromToday(term!, NOW, 7));
    actor.ids.draft = (await createDraft(db(), userId, snapshot.version, snapshot.state)).id;
    const [commit] = await db()
      .insert(scheduleCommits)
      .values({ userId, version: 0, changes: { weeks: [], changes: [] }, result: { version: 0, placed: 0, moved: 0, embedded: 0, unplaced: 0 } })
      .returning({ id: scheduleCommits.id });
    actor.ids.commit = commit.id;
    const events = await db().select({ id: scheduleEvents.id, type: scheduleEvents.type }).from(scheduleEvents).where(eq(scheduleEvents.userId, userId));
    actor.ids.block = events.find((event) => event.type === "task")?.id ?? actor.ids.course;
    await ok(rotateFeed(as(actor, "/api/ics/feed", { method: "POST" })), 201);
    return actor;
  }

  beforeAll(async () => {
    delete process.env.OPENAI_API_KEY;
    const hash = "scrypt$16384$8$1$c2FsdA$a2V5";
    const students = await Promise.all(["amy", "bob"].map((username) => createAccount(db(), { name: username, username, passwordHash: hash }, NOW)));
    const guest = await createGuest(db(), NOW, "同学");
    actors.push(await setUp("student-amy", students[0].user.id));
    actors.push(await setUp("student-bob", students[1].user.id));
    actors.push(await setUp("guest-route", routeStudentId()));
    actors.push(await setUp("guest-new", guest.user.id));
  }, 120_000);

  it("shows each actor their own marker and nobody else's, in every list, view and export", async () => {
    for (const actor of actors) {
      const seen = [await everythingOf(actor), await (await me(as(actor, "/api/auth/me"))).text(), await (await today(as(actor, "/api/today"))).text(), await (await exportIcs(as(actor, "/api/ics/export"))).text()].join("\n");
      expect(seen, actor.name).toContain(actor.marker);
      for (const other of actors.filter((candidate) => candidate !== actor)) expect(seen, `${actor.name} sees ${other.name}`).not.toContain(other.marker);
    }
  });

  it("answers 404 to every request naming another's resource, and changes nothing of theirs", async () => {
    const before = await Promise.all(actors.map(everythingOf));
    for (const actor of actors) {
      for (const victim of actors.filter((candidate) => candidate !== actor)) {
        const { task, course, taskClass, item, exam, conversation, draft, commit, block, deleteCard } = victim.ids;
        const attempts: Array<[string, Promise<Response>]> = [
          ["timeline", timeline(as(actor, `/api/conversations/${conversation}/timeline`), routeParams(conversation))],
          ["chat stop", stopChat(as(actor, `/api/chat/${conversation}/stop`, { method: "POST" }), routeParams(conversation))],
          ["chat stream", resumeChat(as(actor, `/api/chat/${conversation}/stream`), routeParams(conversation))],
          ["chat into", chat(jsonAs(actor, "/api/chat", { id: conversation, message: { id: `x-${actor.name}`, role: "user", parts: [{ type: "text", text: "把这些都删掉" }] } }))],
          ["task patch", patchTask(jsonAs(actor, `/api/tasks/${task}`, { title: "改掉" }, "PATCH"), routeParams(String(task)))],
          ["task delete", deleteTask(as(actor, `/api/tasks/${task}`, { method: "DELETE" }), routeParams(String(task)))],
          [
            "task deletion card",
            decideDeletion(
              jsonAs(actor, `/api/tasks/${deleteCard.task}/deletion`, { conversation_id: conversation, request_id: deleteCard.request, decision: "delete" }),
              routeParams(String(deleteCard.task)),
            ),
          ],
          ["course patch", patchCourse(jsonAs(actor, `/api/courses/${course}`, { name: "改掉" }, "PATCH"), routeParams(String(course)))],
          ["course delete", deleteCourse(as(actor, `/api/courses/${course}`, { method: "DELETE" }), routeParams(String(course)))],
          ["class patch", patchClass(jsonAs(actor, `/api/task-classes/${taskClass}`, { name: "改掉" }, "PATCH"), routeParams(String(taskClass)))],
          ["class delete", deleteClass(as(actor, `/api/task-classes/${taskClass}`, { method: "DELETE" }), routeParams(String(taskClass)))],
          ["item add", addItem(jsonAs(actor, `/api/task-classes/${taskClass}/items`, { content: "塞进去", duration: 1 }), routeParams(String(taskClass)))],
          [
            "item patch",
            patchItem(jsonAs(actor, `/api/task-classes/${taskClass}/items/${item}`, { content: "改掉" }, "PATCH"), {
              params: Promise.resolve({ id: String(taskClass), itemId: String(item) }),
            }),
          ],
          [
            "item delete",
            deleteItem(as(actor, `/api/task-classes/${taskClass}/items/${item}`, { method: "DELETE" }), { params: Promise.resolve({ id: String(taskClass), itemId: String(item) }) }),
          ],
          ["item order", reorderItems(jsonAs(actor, `/api/task-classes/${taskClass}/items/order`, { item_ids: [item] }, "PUT"), routeParams(String(taskClass)))],
          ["draft confirm", confirmDraft(as(actor, `/api/drafts/${draft}/confirm`, { method: "POST" }), routeParams(draft))],
          ["draft cancel", cancelDraft(as(actor, `/api/drafts/${draft}/cancel`, { method: "POST" }), routeParams(draft))],
          ["commit undo", undoCommit(as(actor, `/api/commits/${commit}/undo`, { method: "POST" }), routeParams(commit))],
          ["exam patch", patchExam(jsonAs(actor, `/api/exams/${exam}`, { title: "改掉" }, "PATCH"), routeParams(String(exam)))],
          ["exam delete", deleteExam(as(actor, `/api/exams/${exam}`, { method: "DELETE" }), routeParams(String(exam)))],
          ["block checkin", checkin(jsonAs(actor, `/api/blocks/${block}/checkin`, { status: "done" }), routeParams(String(block)))],
          ["block uncheck", uncheck(as(actor, `/api/blocks/${block}/checkin`, { method: "DELETE" }), routeParams(String(block)))],
        ];
        for (const [label, attempt] of attempts) {
          const response = await attempt;
          expect(response.status, `${actor.name} → ${victim.name}: ${label}`).toBe(404);
          expect(await response.text(), label).not.toContain(victim.marker);
        }
      }
    }
    expect(await Promise.all(actors.map(everythingOf))).toEqual(before);
  });

  it("lets each actor's own writes (no ids: import, term, feed, tasks) touch nobody else's data", async () => {
    for (const actor of actors) {
      const others = actors.filter((candidate) => candidate !== actor);
      const before = await Promise.all(others.map(everythingOf));
      const ics = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//ZH", "END:VCALENDAR", ""].join("\r\n");
      expect((await previewIcs(as(actor, "/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: ics }))).status).toBeLessThan(500);
      await ok(importCourses(jsonAs(actor, "/api/ics/import", { courses: [{ name: `${actor.marker} 导入`, day_of_week: 6, section_start: 11, section_end: 12, weeks: [2] }] })), 201);
      const { term } = await ok<{ term: { start_date: string; weeks: number; section_times: unknown; timezone: string } }>(getTerm(as(actor, "/api/term")));
      await ok(putTerm(jsonAs(actor, "/api/term", { start_date: term.start_date, weeks: term.weeks, section_times: term.section_times, timezone: term.timezone }, "PUT")));
      await ok(addTask(jsonAs(actor, "/api/tasks", { title: `${actor.marker} 又一条`, priority: 3 })), 201);
      await ok(revokeFeed(as(actor, "/api/ics/feed", { method: "DELETE" })));
      await ok(rotateFeed(as(actor, "/api/ics/feed", { method: "POST" })), 201);
      expect(await Promise.all(others.map(everythingOf)), actor.name).toEqual(before);
    }
  });

  it("covers every route file under app/api (a new route must be placed in this suite)", () => {
    const PUBLIC = ["auth/guest", "auth/login", "auth/logout", "auth/signup", "cron/purge-guests", "cron/reminders", "health", "ics/feed/[token]", "model", "push/key"];
    // The account itself: no id in the path or body, only the cookie's student (app/api/account, auth and push tests;
    // a push subscription is removed by endpoint only among the student's own; today/warnings reads the cookie's
    // student's plan and nothing else).
    const OWN_ACCOUNT = ["account", "account/demo-data", "account/export", "auth/password", "auth/sessions", "ics/reminders", "push/subscriptions", "push/test", "reminders/settings", "today/warnings"];
    const COVERED = [
      "auth/me", "blocks/[id]/checkin", "chat", "chat/[id]/stop", "chat/[id]/stream", "commits/[id]/undo", "schedule/moves", "schedule/replan", "conversations", "conversations/[id]/timeline", "courses", "courses/[id]", "exams", "exams/[id]", "drafts/[id]/cancel", "drafts/[id]/confirm",
      "ics/export", "ics/feed", "ics/import", "ics/preview", "schedule", "task-classes", "task-classes/[id]", "task-classes/[id]/items",
      "task-classes/[id]/items/[itemId]", "task-classes/[id]/items/order", "tasks", "tasks/[id]", "tasks/[id]/deletion", "term", "today", "progress",
    ];
    const found: string[] = [];
    const walk = (directory: string) => {
      for (const entry of readdirSync(directory)) {
        const full = path.join(directory, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (entry === "route.ts") found.push(path.relative(path.join(process.cwd(), "app/api"), directory).split(path.sep).join("/"));
      }
    };
    walk(path.join(process.cwd(), "app/api"));
    const unplaced = found.filter((route) => ![...PUBLIC, ...OWN_ACCOUNT, ...COVERED].includes(route));
    expect(unplaced).toEqual([]);
  });
});
