/**
 * Item 1 of issue 15 through the routes: a student fresh from sign-up (default term: this week is week 1 of 18,
 * default clock) previews a real-shaped export, PUTs the preview's suggestions to /api/term exactly as the settings
 * page does, previews again (everything maps) and imports.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { actAs, jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { createUser, updateTerm } from "@/testing/route-fixtures";
import { GET as getTerm, PUT as putTerm } from "../term/route";
import { POST as importDrafts } from "./import/route";
import { POST as preview } from "./preview/route";

const NOW = new Date("2026-11-30T02:00:00Z"); // Monday
const FIXTURES = path.join(import.meta.dirname, "../../../lib/ics/fixtures");

interface PreviewBody {
  courses: Array<Record<string, unknown> & { name: string; weeks: number[] }>;
  problems: Array<{ kind: string }>;
  notes: Array<{ code: string; message: string }>;
  clashes: unknown[];
  suggestions?: { term?: { start_date: string; weeks: number }; section_times?: Array<{ start: string; end: string }> };
}

async function previewFile(name: string): Promise<PreviewBody> {
  const form = new FormData();
  form.set("file", new Blob([readFileSync(path.join(FIXTURES, name))], { type: "text/calendar" }), name);
  const response = await preview(studentRequest("http://localhost/api/ics/preview", { method: "POST", body: form }));
  expect(response.status).toBe(200);
  return (await response.json()) as PreviewBody;
}

describe("one-step import for a new student", () => {
  const database = useRouteDatabase({ now: NOW });

  it("accepts the suggestions as they are, then every meeting maps and imports", async () => {
    const db = database();
    const student = await createUser(db, "新同学");
    await updateTerm(db, student.id, { start_date: "2026-11-30", weeks: 18, section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })), timezone: "Asia/Shanghai" });
    await actAs(student.id, NOW);

    const first = await previewFile("half-hour-clock.ics");
    expect(first.courses).toEqual([]);
    expect(first.suggestions?.term).toEqual({ start_date: "2025-09-01", weeks: 16 });
    expect(first.suggestions?.section_times).toHaveLength(12);

    const { term } = (await (await getTerm(studentRequest("http://localhost/api/term"))).json()) as { term: Record<string, unknown> };
    const saved = await putTerm(jsonRequest("http://localhost/api/term", { ...term, ...first.suggestions?.term, section_times: first.suggestions?.section_times }, "PUT"));
    expect(saved.status).toBe(200);

    const second = await previewFile("half-hour-clock.ics");
    expect(second.problems).toEqual([]);
    expect(second.suggestions).toBeUndefined();
    expect(second.courses).toHaveLength(6);
    const courses = second.courses.map(({ source_uids: _uids, ...draft }) => draft);
    const imported = await importDrafts(jsonRequest("http://localhost/api/ics/import", { courses }));
    expect(imported.status).toBe(201);
  });

  it("a 14-period file: PUT /api/term takes its 14-period clock as it is, then periods 13-14 import", async () => {
    const db = database();
    const student = await createUser(db, "十四节");
    await updateTerm(db, student.id, { start_date: "2026-11-30", weeks: 18, section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })), timezone: "Asia/Shanghai" });
    await actAs(student.id, NOW);
    const first = await previewFile("fourteen-periods.ics");
    expect(first.suggestions?.term).toEqual({ start_date: "2026-03-02", weeks: 16 });
    expect(first.suggestions?.section_times).toHaveLength(14);
    const { term } = (await (await getTerm(studentRequest("http://localhost/api/term"))).json()) as { term: Record<string, unknown> };
    const saved = await putTerm(jsonRequest("http://localhost/api/term", { ...term, ...first.suggestions?.term, section_times: first.suggestions?.section_times }, "PUT"));
    expect(saved.status).toBe(200);
    const second = await previewFile("fourteen-periods.ics");
    expect(second.problems).toEqual([]);
    expect(second.suggestions).toBeUndefined();
    const courses = second.courses.map(({ source_uids: _uids, ...draft }) => draft);
    expect(courses.find((course) => course.name === "概率论")).toMatchObject({ day_of_week: 2, section_start: 13, section_end: 14 });
    expect((await importDrafts(jsonRequest("http://localhost/api/ics/import", { courses }))).status).toBe(201);
    // Back to 12 periods would strand 概率论: refused, naming it.
    const back = await putTerm(jsonRequest("http://localhost/api/term", { ...term, ...first.suggestions?.term, section_times: DEFAULT_SECTION_TIMES }, "PUT"));
    expect(back.status).toBe(409);
    expect(await back.json()).toMatchObject({ error: { code: "term:change_blocked", reason: "outside_periods", message: expect.stringContaining("概率论") } });
  });
});
