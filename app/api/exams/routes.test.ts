/**
 * /api/exams on PGlite and Postgres, as the demo student seeded as of Wednesday 2026-04-22 10:00 in Shanghai, and the
 * countdown GET /api/today gives from them under clocks moved through that week's weekend.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { examListSchema, examResponseSchema, type Exam } from "@/lib/protocol/exams";
import { todaySchema } from "@/lib/protocol/checkins";
import { createTaskClass, createUser, DEMO_SECTION_TIMES, updateTerm } from "@/testing/route-fixtures";
import { actAs, errorOf, jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { GET as listCourses } from "../courses/route";
import { GET as listTaskClasses } from "../task-classes/route";
import { GET as today } from "../today/route";
import { DELETE, PATCH } from "./[id]/route";
import { GET, POST } from "./route";

const URL_BASE = "http://localhost/api/exams";
const shanghai = (wall: string) => new Date(`${wall}+08:00`);
const CHINESE = /[\u4e00-\u9fff]/;

async function created(body: unknown): Promise<Exam> {
  const response = await POST(jsonRequest(URL_BASE, body));
  expect(response.status, await response.clone().text()).toBe(201);
  return examResponseSchema.parse(await response.json()).exam;
}

async function listed(): Promise<Exam[]> {
  const response = await GET(studentRequest(URL_BASE));
  expect(response.status).toBe(200);
  return examListSchema.parse(await response.json()).exams;
}

async function refused(response: Response, status: number): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const error = (await errorOf(response)) as { code: string; message: string; fields?: Record<string, string> };
  expect(error.message).toMatch(CHINESE);
  return error;
}

describe.each(testDatabases())("/api/exams ($name)", (factory) => {
  const database = useRouteDatabase({ now: TURN_TEST_NOW, factory });
  // A day already gone is refused, so every test starts at the demo's Wednesday, whatever today's date is.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  async function ownIds(): Promise<{ courseId: number; taskClassId: number }> {
    const { courses } = (await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: { id: number }[] };
    const { task_classes } = (await (await listTaskClasses(studentRequest("http://localhost/api/task-classes"))).json()) as { task_classes: { id: number }[] };
    return { courseId: courses[0].id, taskClassId: task_classes[0].id };
  }

  /** Another student with a task class and an exam of their own; the requests act as the demo student again after. */
  async function stranger(): Promise<{ examId: number; taskClassId: number }> {
    const me = routeStudentId();
    const user = await createUser(database(), `陌生人-${factory.name}-${Math.random()}`);
    await updateTerm(database(), user.id, { start_date: "2026-02-23", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" });
    const { task_class } = await createTaskClass(database(), user.id, { name: "别人的计划", start_date: "2026-04-20", end_date: "2026-04-26", items: [{ content: "别动" }] });
    await actAs(user.id);
    const exam = await created({ title: "别人的期末", date: "2026-06-30" });
    await actAs(me);
    return { examId: exam.id, taskClassId: task_class.id };
  }

  it("creates an exam with only a title and a date: no time, place or links", async () => {
    const exam = await created({ title: "  大学英语期末  ", date: "2026-06-20" });
    expect(exam).toEqual({ id: expect.any(Number), title: "大学英语期末", date: "2026-06-20", time: null, location: null, course_id: null, task_class_id: null });
    expect((await listed()).map((listedExam) => listedExam.id)).toContain(exam.id);
  });

  it("creates one with time, place, course and task class, changes fields one at a time and deletes it", async () => {
    const { courseId, taskClassId } = await ownIds();
    const exam = await created({ title: "离散数学期末", date: "2026-07-06", time: "09:00", location: "教三 201", course_id: courseId, task_class_id: taskClassId });
    expect(exam).toMatchObject({ date: "2026-07-06", time: "09:00", location: "教三 201", course_id: courseId, task_class_id: taskClassId });

    const moved = await PATCH(jsonRequest(`${URL_BASE}/${exam.id}`, { date: "2026-07-08", time: null }, "PATCH"), routeParams(String(exam.id)));
    expect(moved.status).toBe(200);
    expect(examResponseSchema.parse(await moved.json()).exam).toEqual({ ...exam, date: "2026-07-08", time: null });

    const unlinked = await PATCH(jsonRequest(`${URL_BASE}/${exam.id}`, { task_class_id: null, location: "" }, "PATCH"), routeParams(String(exam.id)));
    expect(examResponseSchema.parse(await unlinked.json()).exam).toMatchObject({ task_class_id: null, location: null, course_id: courseId });

    const deleted = await DELETE(studentRequest(`${URL_BASE}/${exam.id}`, { method: "DELETE" }), routeParams(String(exam.id)));
    expect(deleted.status).toBe(200);
    expect((await listed()).map((listedExam) => listedExam.id)).not.toContain(exam.id);
    expect((await refused(await DELETE(studentRequest(`${URL_BASE}/${exam.id}`, { method: "DELETE" }), routeParams(String(exam.id))), 404)).code).toBe("exam:not_found");
  });

  it("lists soonest first: by date, then time, an unknown time last", async () => {
    const late = await created({ title: "排序-晚", date: "2030-01-02", time: "14:00" });
    const none = await created({ title: "排序-无时间", date: "2030-01-02" });
    const early = await created({ title: "排序-早", date: "2030-01-02", time: "08:30" });
    const first = await created({ title: "排序-前一天", date: "2030-01-01" });
    const order = (await listed()).filter((exam) => exam.title.startsWith("排序-")).map((exam) => exam.id);
    expect(order).toEqual([first.id, early.id, late.id, none.id]);
  });

  it("answers 404 for another student's exam and never lists it", async () => {
    const { examId } = await stranger();
    expect((await refused(await PATCH(jsonRequest(`${URL_BASE}/${examId}`, { title: "改掉" }, "PATCH"), routeParams(String(examId))), 404)).code).toBe("exam:not_found");
    // Even a body that would be refused: whose exam it is comes first.
    await refused(await PATCH(jsonRequest(`${URL_BASE}/${examId}`, { date: "2026-02-30" }, "PATCH"), routeParams(String(examId))), 404);
    await refused(await DELETE(studentRequest(`${URL_BASE}/${examId}`, { method: "DELETE" }), routeParams(String(examId))), 404);
    expect((await listed()).map((exam) => exam.title)).not.toContain("别人的期末");
    await refused(await PATCH(jsonRequest(`${URL_BASE}/abc`, { title: "改掉" }, "PATCH"), routeParams("abc")), 404);
  });

  it("refuses with 422 in Chinese what it cannot keep, naming the field, and writes nothing", async () => {
    const { taskClassId: strangersClass } = await stranger();
    const before = await listed();
    const cases: Array<[unknown, string]> = [
      [{ title: "期末", date: "2026-02-30" }, "date"],
      [{ title: "期末", date: "2026-13-01" }, "date"],
      [{ title: "期末", date: "12/01/2026" }, "date"],
      [{ title: "期末", date: "0000-01-01" }, "date"],
      [{ title: "期末", date: "2026-06-20", time: "25:00" }, "time"],
      [{ title: "期末", date: "2026-06-20", time: "9:00" }, "time"],
      [{ title: "期末", date: "2026-06-20", time: "09:00:00" }, "time"],
      [{ title: "期末", date: "2026-06-20", task_class_id: strangersClass }, "task_class_id"],
      [{ title: "期末", date: "2026-06-20", course_id: 2_000_000_000 }, "course_id"],
      [{ title: "   ", date: "2026-06-20" }, "title"],
      [{ date: "2026-06-20" }, "title"],
      [{ title: "期末", date: "2026-06-20", course_id: "1" }, "course_id"],
      [{ title: "期末", date: "2026-06-20", room: "A" }, "body"],
    ];
    for (const [body, field] of cases) {
      const error = await refused(await POST(jsonRequest(URL_BASE, body)), 422);
      expect(error.code, JSON.stringify(body)).toBe("exam:invalid");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
      // A link the student cannot use is named in words, never by its id (the id means nothing to them).
      const link = (body as Record<string, unknown>)[field];
      if (typeof link === "number") expect(error.message, JSON.stringify(body)).not.toContain(String(link));
    }
    const own = await created({ title: "改坏试试", date: "2026-06-21" });
    const patched = await PATCH(jsonRequest(`${URL_BASE}/${own.id}`, { date: "2026-04-31" }, "PATCH"), routeParams(String(own.id)));
    expect((await refused(patched, 422)).message).toContain("考试日期");
    await refused(await PATCH(jsonRequest(`${URL_BASE}/${own.id}`, {}, "PATCH"), routeParams(String(own.id))), 422);
    expect((await listed()).filter((exam) => exam.id !== own.id)).toEqual(before);
    expect((await listed()).find((exam) => exam.id === own.id)?.date).toBe("2026-06-21");
  });

  it("refuses an exam on a day already gone (in the student's zone), keeps today, and saves nothing", async () => {
    const before = await listed();
    // Wednesday 00:30 in Shanghai is still Tuesday in UTC: Tuesday is past, Wednesday is today.
    vi.setSystemTime(shanghai("2026-04-22T00:30"));
    const error = await refused(await POST(jsonRequest(URL_BASE, { title: "补考", date: "2026-04-21", time: "09:00" })), 422);
    expect(error.code).toBe("exam:invalid");
    expect(error.fields).toEqual({ date: "考试日期4月21日（周二）已经过去了，请填今天或以后的日期" });
    expect(error.message).toContain("4月21日（周二）已经过去了");
    expect(await listed()).toEqual(before);
    const todays = await created({ title: "今天的小测", date: "2026-04-22" });
    expect(todays.date).toBe("2026-04-22");
  });

  it("refuses moving an exam to a day already gone, but keeps a past exam's own date when another field changes", async () => {
    const exam = await created({ title: "明天的期中", date: "2026-04-23", time: "14:00" });
    const moved = await PATCH(jsonRequest(`${URL_BASE}/${exam.id}`, { date: "2026-04-20" }, "PATCH"), routeParams(String(exam.id)));
    expect((await refused(moved, 422)).fields?.date).toContain("4月20日（周一）已经过去了");
    expect((await listed()).find((listedExam) => listedExam.id === exam.id)?.date).toBe("2026-04-23");

    // Two days later the exam is past; the form sends its date back unchanged with a new place.
    vi.setSystemTime(shanghai("2026-04-25T10:00"));
    const renamed = await PATCH(jsonRequest(`${URL_BASE}/${exam.id}`, { title: "期中（已考）", date: "2026-04-23", location: "教三 201" }, "PATCH"), routeParams(String(exam.id)));
    expect(renamed.status).toBe(200);
    expect(examResponseSchema.parse(await renamed.json()).exam).toMatchObject({ title: "期中（已考）", date: "2026-04-23", location: "教三 201" });
  });

  it("refuses a study block's event as the course: only the timetable's courses are courses", async () => {
    // Wednesday 10:00 of the demo week: 谓词逻辑与推理理论 at 16:00 is the next study block, an event of type task.
    vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW });
    const view = todaySchema.parse(await (await today(studentRequest("http://localhost/api/today"))).json());
    expect(view.next?.kind).toBe("study");
    const error = await refused(await POST(jsonRequest(URL_BASE, { title: "期末", date: "2026-06-20", course_id: view.next!.event_id })), 422);
    expect(error.fields?.course_id).toMatch(CHINESE);
  });

  describe("the countdown in GET /api/today", () => {
    async function countdown(): Promise<Array<[string, number]>> {
      const response = await today(studentRequest("http://localhost/api/today"));
      expect(response.status).toBe(200);
      return todaySchema.parse(await response.json()).exams.filter((exam) => exam.title.startsWith("倒计时")).map((exam) => [exam.title, exam.days_left]);
    }

    it("counts days in the student's zone: Saturday and Sunday evenings in Shanghai, 0 on the day, gone the day after", async () => {
      await created({ title: "倒计时-周日", date: "2026-04-26", time: "09:00" });
      await created({ title: "倒计时-周一", date: "2026-04-27" });
      await created({ title: "倒计时-下月", date: "2026-05-26", time: "14:30" });

      vi.useFakeTimers({ toFake: ["Date"], now: shanghai("2026-04-25T21:00") }); // Saturday evening (13:00 UTC)
      expect(await countdown()).toEqual([["倒计时-周日", 1], ["倒计时-周一", 2], ["倒计时-下月", 31]]);

      vi.setSystemTime(shanghai("2026-04-26T07:30")); // Sunday morning in Shanghai, still Saturday 23:30 in UTC
      expect(await countdown()).toEqual([["倒计时-周日", 0], ["倒计时-周一", 1], ["倒计时-下月", 30]]);

      vi.setSystemTime(shanghai("2026-04-26T23:30")); // Sunday evening, after the exam: it counts on its day
      expect(await countdown()).toEqual([["倒计时-周日", 0], ["倒计时-周一", 1], ["倒计时-下月", 30]]);

      vi.setSystemTime(shanghai("2026-04-27T00:10")); // Monday just after midnight (Sunday 16:10 UTC)
      expect(await countdown()).toEqual([["倒计时-周一", 0], ["倒计时-下月", 29]]);
    });
  });
});
