/**
 * Exams through the timetable file (issue 25 #2) on PGlite and Postgres, as the demo student (term from Monday
 * 2026-02-23, Shanghai): the preview lists the file's exams apart from its courses, and the import writes the ones
 * the student kept, alone or with courses, each checked by the exam rules.
 */
import { describe, expect, it } from "vitest";
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

  it("previews the file's exam apart from its courses, then imports the exam the student kept with the course", async () => {
    const response = await previewIcs(studentRequest("http://localhost/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: FILE }));
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { courses: Array<{ name: string }>; exams: unknown[] };
    expect(preview.courses.map((course) => course.name)).toEqual(["瑜伽"]);
    expect(preview.exams).toEqual([{ title: "自然语言处理期末考试", date: "2026-06-22", time: "09:00", location: "教三 201", existing: false }]);

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

  it("re-importing the file marks its exam as already there and does not add it again", async () => {
    const previewOnce = async () => (await (await previewIcs(studentRequest("http://localhost/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: FILE }))).json()) as { courses: unknown[]; exams: Array<Record<string, unknown>> };
    const first = await previewOnce();
    expect((await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: first.courses, exams: first.exams }))).status).toBe(201);
    const second = await previewOnce();
    expect(second.exams).toEqual([{ title: "自然语言处理期末考试", date: "2026-06-22", time: "09:00", location: "教三 201", existing: true }]);
    // Even sent back ticked, the exam is not written twice.
    const again = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: second.courses, exams: second.exams }));
    expect(again.status, await again.clone().text()).toBe(201);
    expect(((await again.json()) as { exams: unknown[] }).exams).toEqual([]);
    expect((await examTitles()).filter((title) => title === "自然语言处理期末考试 2026-06-22 09:00")).toHaveLength(1);
  });
});
