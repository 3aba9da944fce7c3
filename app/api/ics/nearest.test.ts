/**
 * Timetable files that nearly fit (issue 28 #3) through the routes, on PGlite and Postgres, as the demo student
 * (Shanghai, the default clock: period 1 08:00-08:45, period 2 08:55-09:40): a course 10
 * minutes off the clock is previewed at the nearest periods with its own times, one 25 minutes off is still a
 * problem; the import maps the accepted course there and saves 可嵌入 as the student ticked it, and a re-import's
 * preview starts from the course's setting.
 */
import { describe, expect, it } from "vitest";
import { calendar, vevent } from "@/testing/ics";
import { jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { GET as listCourses } from "../courses/route";
import { POST as importIcs } from "./import/route";
import { POST as previewIcs } from "./preview/route";

// 2026-02-28 is a Saturday (week 5 of the demo term); the demo timetable has nothing on Saturdays.
const FILE = calendar(
  vevent("seminar", "读书会", "DTSTART;TZID=Asia/Shanghai:20260228T080000", "DTEND;TZID=Asia/Shanghai:20260228T093000", "RRULE:FREQ=WEEKLY;COUNT=4"),
  vevent("club", "社团活动", "DTSTART;TZID=Asia/Shanghai:20260228T142500", "DTEND;TZID=Asia/Shanghai:20260228T153000", "RRULE:FREQ=WEEKLY;COUNT=4"),
);

interface PreviewCourse {
  name: string;
  section_start: number;
  section_end: number;
  can_be_embedded: boolean;
  course_id: number | null;
  approximate?: { file: { start: string; end: string }; periods: { start: string; end: string } };
}

async function preview(): Promise<{ courses: PreviewCourse[]; problems: Array<{ kind: string; name: string }> }> {
  const response = await previewIcs(studentRequest("http://localhost/api/ics/preview", { method: "POST", headers: { "content-type": "text/calendar" }, body: FILE }));
  expect(response.status).toBe(200);
  return response.json();
}

async function courseNamed(name: string) {
  const { courses } = (await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as {
    courses: Array<{ id: number; name: string; can_be_embedded: boolean; meetings: Array<{ day_of_week: number; section_start: number; section_end: number; weeks: number[] }> }>;
  };
  return courses.find((course) => course.name === name);
}

describe.each(testDatabases())("按最近的节次 and 可嵌入 through /api/ics ($name)", (factory) => {
  useRouteDatabase({ now: TURN_TEST_NOW, factory });

  it("previews a course 10 minutes off at the nearest periods, imports it there as 可嵌入, and a re-import starts from that", async () => {
    const first = await preview();
    expect(first.courses).toEqual([
      expect.objectContaining({
        name: "读书会",
        day_of_week: 6,
        section_start: 1,
        section_end: 2,
        weeks: [5, 6, 7, 8],
        can_be_embedded: false,
        course_id: null,
        approximate: { file: { start: "08:00", end: "09:30" }, periods: { start: "08:00", end: "09:40" } },
      }),
    ]);
    // 14:25 is 25 minutes from the start of period 5 (14:00) and 30 from period 6 (14:55): no offer.
    expect(first.problems).toEqual([expect.objectContaining({ kind: "off_grid", name: "社团活动" })]);

    const { course_id: _id, approximate: _approximate, ...draft } = first.courses[0];
    const imported = await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [{ ...draft, can_be_embedded: true }] }));
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(await courseNamed("读书会")).toMatchObject({ can_be_embedded: true, meetings: [{ day_of_week: 6, section_start: 1, section_end: 2, weeks: [5, 6, 7, 8] }] });

    const again = await preview();
    expect(again.courses[0]).toMatchObject({ name: "读书会", course_id: (await courseNamed("读书会"))!.id, can_be_embedded: true });
    const { course_id: _againId, approximate: _again, ...unsaid } = again.courses[0];
    const { can_be_embedded: _flag, ...withoutFlag } = unsaid;
    // A client that does not say keeps the course's setting; one that unticks it makes the course fixed.
    expect((await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [withoutFlag] }))).status).toBe(201);
    expect(await courseNamed("读书会")).toMatchObject({ can_be_embedded: true });
    expect((await importIcs(jsonRequest("http://localhost/api/ics/import", { courses: [{ ...unsaid, can_be_embedded: false }] }))).status).toBe(201);
    expect(await courseNamed("读书会")).toMatchObject({ can_be_embedded: false });
  });
});
