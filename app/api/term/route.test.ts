import { describe, expect, it } from "vitest";
import { errorOf, jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET, PUT } from "./route";

const NOW = new Date("2025-03-03T01:00:00Z");
const URL_BASE = "http://localhost/api/term";

describe("/api/term", () => {
  useRouteDatabase({ now: NOW });

  async function currentTerm() {
    const body = (await (await GET(studentRequest(URL_BASE))).json()) as { term: { start_date: string; weeks: number; section_times: unknown[]; timezone: string } };
    return body.term;
  }

  it("GET answers the demo student's term", async () => {
    expect(await currentTerm()).toMatchObject({ weeks: 18, timezone: "Asia/Shanghai" });
  });

  it("PUT answers 400 for a missing field", async () => {
    const response = await PUT(jsonRequest(URL_BASE, { weeks: 18 }, "PUT"));
    expect(response.status).toBe(400);
  });

  it("PUT answers 422 with reasons for a start date that is not a Monday", async () => {
    const term = await currentTerm();
    const tuesday = new Date(`${term.start_date}T00:00:00Z`);
    tuesday.setUTCDate(tuesday.getUTCDate() + 1);
    const response = await PUT(jsonRequest(URL_BASE, { ...term, start_date: tuesday.toISOString().slice(0, 10) }, "PUT"));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "term:invalid", reasons: ["开学日期必须是第1周的周一"] } });
  });

  it("PUT answers 409 with the affected weeks when shrinking below the timetable, and changes nothing", async () => {
    const term = await currentTerm();
    const response = await PUT(jsonRequest(URL_BASE, { ...term, weeks: 10 }, "PUT"));
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; reason: string; affected: Array<{ week: number }> } };
    expect(body.error).toMatchObject({ code: "term:change_blocked", reason: "outside_weeks" });
    expect(body.error.affected.every((week) => week.week > 10)).toBe(true);
    expect(await currentTerm()).toEqual(term);
  });

  it("PUT saves a 30-week term (long terms; the database allows it too) and refuses 31", async () => {
    const term = await currentTerm();
    expect((await PUT(jsonRequest(URL_BASE, { ...term, weeks: 30 }, "PUT"))).status).toBe(200);
    expect((await currentTerm()).weeks).toBe(30);
    const refused = await PUT(jsonRequest(URL_BASE, { ...term, weeks: 31 }, "PUT"));
    expect(await refused.json()).toMatchObject({ error: { code: "term:invalid", reasons: ["学期周数必须在 1-30 之间"] } });
    expect((await PUT(jsonRequest(URL_BASE, term, "PUT"))).status).toBe(200);
  });

  it("PUT saves a new period clock", async () => {
    const term = await currentTerm();
    const times = [...term.section_times];
    times[11] = { start: "21:45", end: "22:20" };
    const response = await PUT(jsonRequest(URL_BASE, { ...term, section_times: times }, "PUT"));
    expect(response.status).toBe(200);
    expect((await currentTerm()).section_times[11]).toEqual({ start: "21:45", end: "22:20" });
    expect((await errorOf(await PUT(jsonRequest(URL_BASE, { ...term, timezone: "Nowhere/City" }, "PUT")))).code).toBe("term:invalid");
  });
});
