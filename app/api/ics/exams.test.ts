/**
 * Exams through the timetable file (issue 25 #2) on PGlite and Postgres, as the demo student (term from Monday
 * 2026-02-23, Shanghai): the preview lists the file's exams apart from its courses, and the import writes the ones
 * the student kept, alone or with courses, each checked by the exam rules.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { examListSchema } from "@/lib/protocol/exams";
import { calendar, vevent } from "@/testing/ics";
import { errorOf, jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { GET as listExams } from "../exams/route";
import { POST as importIcs } from "./import/route";
import { POST as previewIcs } from "./preview/route";

const FILE = calendar(
  vevent("yoga", "瑜伽", "LOCATION:体育馆", "DTSTART;TZID=Asia/Shanghai:20260228T080000", "DTEND;TZID=Asia/Shanghai:20260228T094000", "RRULE:FREQ=WEEKLY;COUNT=4"),
  vevent("final", "自然语言处理期末考试", "LOCATION:教三 201", "DTSTART;TZID=Asia/Shanghai:20260622T090000", "DTEND;TZID=Asia/Shanghai:20260622T110000"),
);

async function examTitles(): Promise<string[]> {
  return examListSchema.parse(await (await listExams(studentRequest("http://localhost/api/exams"))).json()).exams.map((exam) => `${exam.title} ${exam.date} ${exam.time}`);
}

describe.each(testDatabases())("exams in the .ics preview and import ($name)", (factory) => {
  useRouteDatabase({ now: TURN_TEST_NOW, factory });
  // The routes read the system clock (whether an exam's day is gone): it stands at the demo student's Wednesday.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("previews the file's exam apart from its courses, then imports the exam the student kept with the course", async () => {
    const response = await previewIcs(studentRequest("http://localhost/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: FILE }));
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { courses: Array<{ name: string }>; exams: unknown[] };
    expect(preview.courses.map((course) => course.name)).toEqual(["瑜伽"]);
    expect(preview.exams).toEqual([{ title: "自然语言处理期末考试", date: "2026-06-22", time: "09:00", location: "教三 201", existing: false, past: false }]);

    const imported = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: preview.courses, exams: preview.exams }));
    expect(imported.status, await imported.clone().text()).toBe(201);
    const body = (await imported.json()) as { courses: Array<{ name: string }>; exams: Array<{ id: number; title: string; task_class_id: null }> };
    expect(body.courses.map((course) => course.name)).toContain("瑜伽");
    expect(body.exams).toEqual([{ id: expect.any(Number), title: "自然语言处理期末考试", date: "2026-06-22", time: "09:00", location: "教三 201", course_id: null, task_class_id: null }]);
    expect(await examTitles()).toContain("自然语言处理期末考试 2026-06-22 09:00");
  });

  it("imports exams alone, and refuses a bad one with 422 before writing anything", async () => {
    const alone = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [], exams: [{ title: "概率论期中", date: "2026-04-28", time: "14:00", location: null }] }));
    expect(alone.status).toBe(201);
    expect(await examTitles()).toContain("概率论期中 2026-04-28 14:00");
    // The demo student's 概率论复习 and 概率论与数理统计 are its own: linked by subject, so planning back works at once.
    const linked = examListSchema.parse(await (await listExams(studentRequest("http://localhost/api/exams"))).json()).exams.find((exam) => exam.title === "概率论期中");
    expect(linked?.task_class_id).toEqual(expect.any(Number));
    expect(linked?.course_id).toEqual(expect.any(Number));

    const before = await examTitles();
    const refused = await importIcs(
      jsonRequest("http://localhost/api/ics/import", {
        courses: [],
        exams: [
          { title: "好的", date: "2026-05-01", time: "09:00", location: null },
          { title: "坏的", date: "2026-02-30", time: "09:00", location: null },
        ],
      }),
    );
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toContain("第 2 场考试");
    expect(await examTitles()).toEqual(before);
    const empty = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [], exams: [] }));
    expect(empty.status).toBe(400);
  });

  it("marks an exam whose day is gone as past, and refuses it on import with 422 naming it, writing nothing", async () => {
    // Mid-term (Wednesday 22 April), the student imports the whole term's file, a quiz in its first week included.
    const termFile = calendar(
      vevent("quiz", "高数测验", "DTSTART;TZID=Asia/Shanghai:20260302T100000", "DTEND;TZID=Asia/Shanghai:20260302T110000"),
      vevent("final", "高数期末考试", "DTSTART;TZID=Asia/Shanghai:20260701T090000", "DTEND;TZID=Asia/Shanghai:20260701T110000"),
    );
    const response = await previewIcs(studentRequest("http://localhost/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: termFile }));
    const preview = (await response.json()) as { exams: Array<{ title: string; past: boolean }> };
    expect(preview.exams.map(({ title, past }) => ({ title, past }))).toEqual([
      { title: "高数测验", past: true },
      { title: "高数期末考试", past: false },
    ]);

    const before = await examTitles();
    const refused = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [], exams: preview.exams }));
    expect(refused.status).toBe(422);
    const error = await errorOf(refused);
    expect(error.message).toContain("第 1 场考试");
    expect(error.message).toContain("已经过去了");
    expect(error.message).not.toMatch(/2026-03-02|past/);
    expect(await examTitles()).toEqual(before);

    const kept = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [], exams: preview.exams.filter((exam) => !exam.past) }));
    expect(kept.status).toBe(201);
    expect(await examTitles()).toContain("高数期末考试 2026-07-01 09:00");
  });

  it("re-importing the file marks its exam as already there and does not add it again", async () => {
    const previewOnce = async () => (await (await previewIcs(studentRequest("http://localhost/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: FILE }))).json()) as { courses: unknown[]; exams: Array<Record<string, unknown>> };
    const first = await previewOnce();
    expect((await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: first.courses, exams: first.exams }))).status).toBe(201);
    const second = await previewOnce();
    expect(second.exams).toEqual([{ title: "自然语言处理期末考试", date: "2026-06-22", time: "09:00", location: "教三 201", existing: true, past: false }]);
    // Even sent back ticked, the exam is not written twice.
    const again = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: second.courses, exams: second.exams }));
    expect(again.status, await again.clone().text()).toBe(201);
    expect(((await again.json()) as { exams: unknown[] }).exams).toEqual([]);
    expect((await examTitles()).filter((title) => title === "自然语言处理期末考试 2026-06-22 09:00")).toHaveLength(1);
  });
});
