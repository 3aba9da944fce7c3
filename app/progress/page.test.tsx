/**
 * /progress rendered as the server renders it (the async page component to HTML), on the demo student seeded as of
 * Wednesday 2026-04-22 10:00 in Shanghai, after a block is checked in on Friday evening: the HTML holds the charts
 * as SVG and their figures in tables, with no browser code needed to draw them.
 */
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todaySchema } from "@/lib/protocol/checkins";
import { jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { POST as checkin } from "../api/blocks/[id]/checkin/route";
import { POST as addExam } from "../api/exams/route";
import { GET as listClasses } from "../api/task-classes/route";
import { GET as today } from "../api/today/route";
import ProgressPage from "./page";

// The page's header context reads the session cookie through next/headers; here it is the route student's.
vi.mock("@/server/screens/page-context", () => ({
  pageContext: async () => ({ user: { id: routeStudentId(), name: "同学", username: null, isGuest: true }, week: 10, term_outside: null }),
}));

const shanghai = (wall: string) => new Date(`${wall}+08:00`);

describe.each(testDatabases())("/progress ($name)", (factory) => {
  useRouteDatabase({ now: TURN_TEST_NOW, factory });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: shanghai("2026-04-24T21:00") })); // Friday evening
  afterEach(() => vi.useRealTimers());

  it("renders an SVG chart and a table of the same figures per chart, with the week's done periods and the class's exam", async () => {
    const waiting = todaySchema.parse(await (await today(studentRequest("http://localhost/api/today"))).json()).unconfirmed;
    const first = waiting[0];
    expect((await checkin(jsonRequest(`http://localhost/api/blocks/${first.event_id}/checkin`, { status: "done" }), routeParams(String(first.event_id)))).status).toBe(200);
    const { task_classes } = (await (await listClasses(studentRequest("http://localhost/api/task-classes"))).json()) as { task_classes: { id: number; name: string }[] };
    expect((await addExam(jsonRequest("http://localhost/api/exams", { title: "离散数学期末", date: "2026-05-20", task_class_id: task_classes[0].id }))).status).toBe(201);

    const html = renderToString(await ProgressPage());
    expect(html).toMatch(/<svg[^>]*data-chart="weekly"/);
    expect(html).toMatch(/<svg[^>]*data-chart="burn-down"/);
    expect((html.match(/<table/g) ?? []).length).toBe(1 + task_classes.length);
    expect(html).toContain("学习进度");
    // Monday's 命题逻辑与等值演算, periods 7-8, done: two periods in the demo term's week 13.
    expect(html).toMatch(/<th scope="row">第13周<\/th><td>\d+<\/td><td>2<\/td>/);
    expect(html).toContain("考试（离散数学期末）");
    expect(html).toContain("2026-05-20");
    expect(html).toContain('href="/progress"');
  });
});
