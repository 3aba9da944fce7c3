import { afterEach, describe, expect, it, vi } from "vitest";
import { errorOf, jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as listCourses } from "../courses/route";
import { POST as createExam } from "../exams/route";
import { PATCH as editExam } from "../exams/[id]/route";
import { GET as exportCalendar } from "./export/route";
import { GET as feedCalendar } from "./feed/[token]/route";
import { DELETE as revokeFeed, GET as feedStatus, POST as rotateFeed } from "./feed/route";
import { POST as importDrafts } from "./import/route";
import { POST as preview } from "./preview/route";

const NOW = new Date("2025-03-03T01:00:00Z");
const BASE = "http://localhost/api/ics";
const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });

describe("/api/ics", () => {
  useRouteDatabase({ now: NOW });
  afterEach(() => vi.useRealTimers());

  describe("export and preview", () => {
    it("exports a text/calendar download that previews back into the same courses, listing study as skipped", async () => {
      const response = await exportCalendar(studentRequest(`${BASE}/export`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("content-disposition")).toContain("attachment");
      const ics = await response.text();
      expect(ics).toContain("BEGIN:VTIMEZONE");

      const previewed = await preview(studentRequest(`${BASE}/preview`, { method: "POST", headers: { "content-type": "text/calendar" }, body: ics }));
      expect(previewed.status).toBe(200);
      const body = (await previewed.json()) as { courses: Array<{ name: string; can_be_embedded: boolean }>; problems: Array<{ kind: string; uid: string; reason: string }> };
      // The demo student's committed study blocks and the item embedded in a 水课 are skipped, each with the reason.
      expect(body.problems.length).toBeGreaterThan(0);
      for (const problem of body.problems) {
        expect(problem.kind).toBe("study_block");
        expect(problem.reason).toMatch(/^「.+」是(学习安排|待办的截止提醒)（由本应用导出），不作为课程导入。$/);
      }
      expect(body.problems.some((problem) => problem.uid.startsWith("i"))).toBe(true);
      const { courses } = (await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: Array<{ name: string; can_be_embedded: boolean }> };
      const flags = (list: Array<{ name: string; can_be_embedded: boolean }>) => [...new Set(list.map(({ name, can_be_embedded }) => `${name}:${can_be_embedded}`))].sort();
      expect(flags(body.courses)).toEqual(flags(courses));
    });

    it("previews a multipart upload", async () => {
      const ics = await (await exportCalendar(studentRequest(`${BASE}/export`))).text();
      const form = new FormData();
      form.set("file", new Blob([ics], { type: "text/calendar" }), "timetable.ics");
      const response = await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: form }));
      expect(response.status).toBe(200);
    });

    it("answers 422 ics:invalid naming the line and what is wrong for a file that is not iCalendar", async () => {
      const response = await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: "just text" }));
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toEqual({
        code: "ics:invalid",
        message: "文件不是有效的 iCalendar（.ics）格式：第1行是「just text」，应为 BEGIN:VCALENDAR，文件里也没有任何 BEGIN:VEVENT。",
      });
    });

    it("never answers 500 on a damaged file: an unreadable event is skipped as invalid, the repairs are listed", async () => {
      const ics = [
        "BEGIN:VCALENDAR\r\r\nVERSION:2.0",
        "BEGIN:VEVENT", "UID:a", "SUMMARY=高等数学", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094000", "RRULE:FREQ=WEEKLY;COUNT=2", "EXDATE:",
        "BEGIN:VEVENT", "UID:b", "SUMMARY:体育", "DTSTART:tomorrow", "END:VEVENT",
      ].join("\r\n");
      const response = await preview(studentRequest(`${BASE}/preview`, { method: "POST", headers: { "content-type": "text/calendar" }, body: ics }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { courses: Array<{ name: string; weeks: number[] }>; problems: Array<{ kind: string; reason: string }>; notes: Array<{ code: string }> };
      expect(body.courses).toHaveLength(1);
      expect(body.courses[0]).toMatchObject({ name: "高等数学" });
      expect(body.courses[0].weeks).toHaveLength(2);
      expect(body.problems).toMatchObject([{ kind: "invalid", reason: expect.stringContaining("第13行的 DTSTART 无法读取") }]);
      expect([...new Set(body.notes.map((note) => note.code))].sort()).toEqual(["empty_value", "line_endings", "missing_colon", "missing_end"]);
    });

    it("decodes a GB18030 upload and says so", async () => {
      // 高等数学 in GB18030: B8DF B5C8 CAFD D1A7.
      const name = Uint8Array.from([0xb8, 0xdf, 0xb5, 0xc8, 0xca, 0xfd, 0xd1, 0xa7]);
      const head = new TextEncoder().encode("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:g\r\nSUMMARY:");
      const tail = new TextEncoder().encode("\r\nDTSTART;TZID=Asia/Shanghai:20250224T080000\r\nDTEND;TZID=Asia/Shanghai:20250224T094000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n");
      const form = new FormData();
      form.set("file", new Blob([head, name, tail], { type: "text/calendar" }), "gbk.ics");
      const response = await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: form }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { courses: Array<{ name: string }>; notes: Array<{ code: string; message: string }> };
      expect(body.courses).toMatchObject([{ name: "高等数学" }]);
      expect(body.notes).toMatchObject([{ code: "encoding", message: expect.stringContaining("GB18030/GBK") }]);
    });

    it("answers 400 for an empty body and for a multipart without a file", async () => {
      expect((await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: "  " }))).status).toBe(400);
      const form = new FormData();
      form.set("other", "x");
      expect((await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: form }))).status).toBe(400);
    });

    it("answers 413 for a file over 2 MB, as text or as an upload", async () => {
      const big = `BEGIN:VCALENDAR\r\n${"X-FILL:x\r\n".repeat(220_000)}END:VCALENDAR\r\n`;
      const asText = await preview(studentRequest(`${BASE}/preview`, { method: "POST", headers: { "content-type": "text/calendar" }, body: big }));
      expect(asText.status).toBe(413);
      expect(await errorOf(asText)).toEqual({ code: "request:too_large", message: "请求内容太大了，不能超过 2 MB。" });
      const form = new FormData();
      form.set("file", new Blob([big], { type: "text/calendar" }), "big.ics");
      expect((await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: form }))).status).toBe(413);
    });

    it("answers 400 for a file holding a NUL", async () => {
      const response = await preview(studentRequest(`${BASE}/preview`, { method: "POST", headers: { "content-type": "text/calendar" }, body: "BEGIN:VCALENDAR\r\nX-A:\u0000\r\nEND:VCALENDAR\r\n" }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("request:invalid");
    });
  });

  describe("import", () => {
    it("answers 400 for an empty list and for a draft with periods out of range", async () => {
      expect((await importDrafts(jsonRequest(`${BASE}/import`, { courses: [] }))).status).toBe(400);
      const bad = { name: "x", day_of_week: 1, section_start: 1, section_end: 17, weeks: [1] };
      expect((await importDrafts(jsonRequest(`${BASE}/import`, { courses: [bad] }))).status).toBe(400);
      // Period 13 is a period some terms have; this student's 12-period day does not.
      const late = await importDrafts(jsonRequest(`${BASE}/import`, { courses: [{ ...bad, section_end: 13 }] }));
      expect(late.status).toBe(422);
      expect(await late.json()).toMatchObject({ error: { code: "course:invalid", reasons: ["第1门课「x」节次必须在第1-12节之间"] } });
    });

    it("re-importing the export updates every course instead of answering 409, and changes nothing", async () => {
      const before = await (await listCourses(studentRequest("http://localhost/api/courses"))).json();
      const ics = await (await exportCalendar(studentRequest(`${BASE}/export`))).text();
      const previewed = (await (await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: ics }))).json()) as { courses: Array<{ course_id: number | null }>; missing_courses: unknown[] };
      expect(previewed.courses.every((draft) => draft.course_id !== null)).toBe(true);
      expect(previewed.missing_courses).toEqual([]);
      const response = await importDrafts(jsonRequest(`${BASE}/import`, { courses: previewed.courses }));
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ created: 0, deleted: 0, released_items: 0 });
      expect(await (await listCourses(studentRequest("http://localhost/api/courses"))).json()).toEqual(before);
    });

    it("re-importing a file without one course lists it as gone, keeps it by default and deletes it when asked (only the student's own)", async () => {
      const { courses: current } = (await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: Array<{ id: number; name: string; meetings: unknown[] }> };
      const ics = await (await exportCalendar(studentRequest(`${BASE}/export`))).text();
      const [gone, ...rest] = ics.split("BEGIN:VEVENT");
      // Drop the first course's VEVENTs from the file (they carry its id in the UID); keep the rest.
      const goneId = current[0].id;
      const edited = [gone, ...rest.filter((event) => !new RegExp(`UID:${goneId}-d`).test(event))].join("BEGIN:VEVENT");
      const previewed = (await (await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: edited }))).json()) as { courses: Array<{ course_id: number | null }>; missing_courses: Array<{ id: number; name: string }> };
      expect(previewed.missing_courses.map((course) => course.id)).toEqual([goneId]);

      const kept = await importDrafts(jsonRequest(`${BASE}/import`, { courses: previewed.courses }));
      expect(kept.status).toBe(201);
      expect(((await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: unknown[] }).courses).toHaveLength(current.length);

      const deleted = await importDrafts(jsonRequest(`${BASE}/import`, { courses: previewed.courses, delete_course_ids: [goneId] }));
      expect(deleted.status).toBe(201);
      expect(await deleted.json()).toMatchObject({ deleted: 1 });
      const after = ((await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: Array<{ id: number }> }).courses;
      expect(after.map((course) => course.id)).not.toContain(goneId);
      expect(after).toHaveLength(current.length - 1);

      const foreign = await importDrafts(jsonRequest(`${BASE}/import`, { courses: previewed.courses, delete_course_ids: [999_999] }));
      expect(foreign.status).toBe(422);
    });

    it("says in the preview which meetings of an updated course the file drops, and the import drops just those", async () => {
      type Listed = { id: number; name: string; meetings: Array<{ day_of_week: number; section_start: number; section_end: number }> };
      const { courses: current } = (await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: Listed[] };
      const course = current.find((candidate) => candidate.meetings.length >= 2);
      if (!course) throw new Error("the demo timetable has no course meeting twice a week");
      const [dropped, ...keptMeetings] = course.meetings;
      const ics = await (await exportCalendar(studentRequest(`${BASE}/export`))).text();
      const [head, ...events] = ics.split("BEGIN:VEVENT");
      const droppedUid = new RegExp(`UID:${course.id}-d${dropped.day_of_week}-s${dropped.section_start}-`);
      const edited = [head, ...events.filter((event) => !droppedUid.test(event))].join("BEGIN:VEVENT");

      const previewed = (await (await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: edited }))).json()) as {
        courses: Array<{ course_id: number | null }>;
        changed_courses: Array<{ id: number; name: string; dropped: Array<{ day_of_week: number; section_start: number }> }>;
      };
      expect(previewed.changed_courses).toEqual([
        { id: course.id, name: course.name, dropped: [expect.objectContaining({ day_of_week: dropped.day_of_week, section_start: dropped.section_start })] },
      ]);

      expect((await importDrafts(jsonRequest(`${BASE}/import`, { courses: previewed.courses }))).status).toBe(201);
      const after = ((await (await listCourses(studentRequest("http://localhost/api/courses"))).json()) as { courses: Listed[] }).courses;
      const place = (meeting: Listed["meetings"][number]) => `${meeting.day_of_week}/${meeting.section_start}-${meeting.section_end}`;
      expect(after.find((candidate) => candidate.id === course.id)?.meetings.map(place).sort()).toEqual(keptMeetings.map(place).sort());
    });

    it("lists clashes inside the file in the preview, refuses them undecided naming both, and imports the student's choice", async () => {
      // The demo term's week 13 starts Monday 2025-03-03; Sunday 2025-03-09, periods 11-12 (20:50-22:30) are free.
      const at = (hour: string) => [`DTSTART;TZID=Asia/Shanghai:20250309T${hour}`, "DTEND;TZID=Asia/Shanghai:20250309T223000", "RRULE:FREQ=WEEKLY;COUNT=2"];
      const ics = ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:run", "SUMMARY:夜跑", ...at("205000"), "END:VEVENT", "BEGIN:VEVENT", "UID:read", "SUMMARY:夜读", ...at("214500"), "END:VEVENT", "END:VCALENDAR"].join("\r\n");
      const previewed = (await (await preview(studentRequest(`${BASE}/preview`, { method: "POST", body: ics }))).json()) as { courses: Array<Record<string, unknown>>; clashes: Array<{ courses: number[]; names: string[]; weeks: number[]; message: string }> };
      expect(previewed.clashes).toEqual([
        expect.objectContaining({ courses: [0, 1], names: ["夜跑", "夜读"], weeks: [13, 14], message: "「夜跑」和「夜读」在周日第12节（第13-14周）时间重叠，请选择保留哪一门。" }),
      ]);
      const courses = previewed.courses.map(({ source_uids: _uids, ...draft }) => draft);

      const undecided = await importDrafts(jsonRequest(`${BASE}/import`, { courses }));
      expect(undecided.status).toBe(409);
      expect((await errorOf(undecided)).message).toBe("文件里的课程互相冲突：「夜跑」和「夜读」在周日第12节（第13-14周）时间重叠，请选择保留哪一门。");

      const decided = await importDrafts(jsonRequest(`${BASE}/import`, { courses, clashes: [{ keep: 1, drop: 0, weeks: [13, 14] }] }));
      expect(decided.status).toBe(201);
      expect(((await decided.json()) as { courses: Array<{ name: string }> }).courses.map((course) => course.name)).toEqual(["夜读"]);
    });

    it("imports drafts into free periods with 201", async () => {
      const draft = { name: "夜跑", location: null, can_be_embedded: true, day_of_week: 7, section_start: 11, section_end: 12, weeks: [1, 3] };
      const response = await importDrafts(jsonRequest(`${BASE}/import`, { courses: [draft] }));
      expect(response.status).toBe(201);
      expect(((await response.json()) as { courses: unknown[] }).courses).toMatchObject([{ name: "夜跑", locked: false }]);
    });
  });

  describe("feed", () => {
    it("creates a URL calendar apps can poll without a session, and revoking it makes it 404", async () => {
      expect(await (await feedStatus(studentRequest(`${BASE}/feed`))).json()).toEqual({ feed: null });
      const created = await rotateFeed(studentRequest(`${BASE}/feed`, { method: "POST" }));
      expect(created.status).toBe(201);
      const { feed } = (await created.json()) as { feed: { token: string; url: string } };
      expect(feed.url).toBe(`http://localhost/api/ics/feed/${feed.token}`);

      const polled = await feedCalendar(new Request(feed.url), tokenParams(feed.token));
      expect(polled.status).toBe(200);
      expect(polled.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(await polled.text()).toContain("BEGIN:VCALENDAR");

      expect(await (await revokeFeed(studentRequest(`${BASE}/feed`, { method: "DELETE" }))).json()).toEqual({ revoked: true });
      const gone = await feedCalendar(new Request(feed.url), tokenParams(feed.token));
      expect(gone.status).toBe(404);
      expect((await errorOf(gone)).code).toBe("feed:not_found");
    });

    it("carries each exam with its alarms, in the feed and the download, and a changed exam raises the SEQUENCE", async () => {
      // POST /api/exams refuses a day already gone: the exams are in January 2026, so the clock is the term's March 2025.
      vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      const created = await createExam(jsonRequest("http://localhost/api/exams", { title: "概率论期末", date: "2026-01-12", time: "09:00", location: "教一 101" }));
      expect(created.status).toBe(201);
      const { exam } = (await created.json()) as { exam: { id: number } };
      await createExam(jsonRequest("http://localhost/api/exams", { title: "离散数学期中", date: "2026-01-15" }));
      const { feed } = (await (await rotateFeed(studentRequest(`${BASE}/feed`, { method: "POST" }))).json()) as { feed: { token: string; url: string } };
      const vevent = (text: string, uid: string) => {
        const start = text.indexOf(`UID:${uid}`);
        return text.slice(start, text.indexOf("END:VEVENT", start));
      };

      const first = await (await feedCalendar(new Request(feed.url), tokenParams(feed.token))).text();
      const timed = vevent(first, `exam-${exam.id}@study-planner`);
      expect(timed).toContain("SUMMARY:概率论期末");
      expect(timed).toContain("DTSTART;TZID=Asia/Shanghai:20260112T090000");
      expect(timed.match(/TRIGGER:[^\r]+/g)).toEqual(["TRIGGER:-PT1440M", "TRIGGER:-PT60M"]);
      const allDay = vevent(first, `exam-${exam.id + 1}@study-planner`);
      expect(allDay).toContain("DTSTART;VALUE=DATE:20260115");
      expect(allDay.match(/TRIGGER:[^\r]+/g)).toEqual(["TRIGGER:-PT15H"]);
      const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(vevent(text, `exam-${exam.id}@study-planner`))?.[1]);

      const edited = await editExam(jsonRequest(`http://localhost/api/exams/${exam.id}`, { time: "14:00" }, "PATCH"), { params: Promise.resolve({ id: String(exam.id) }) });
      expect(edited.status).toBe(200);
      const second = await (await feedCalendar(new Request(feed.url), tokenParams(feed.token))).text();
      expect(vevent(second, `exam-${exam.id}@study-planner`)).toContain("DTSTART;TZID=Asia/Shanghai:20260112T140000");
      expect(sequence(second)).toBe(sequence(first) + 1);

      const download = await (await exportCalendar(studentRequest(`${BASE}/export`))).text();
      expect(download).toContain(`UID:exam-${exam.id}@study-planner`);
    });

    it("answers 404 for a guessed token", async () => {
      const response = await feedCalendar(new Request(`${BASE}/feed/1_guess`), tokenParams(`1_${"a".repeat(32)}`));
      expect(response.status).toBe(404);
    });
  });
});
