import { afterEach, describe, expect, it, vi } from "vitest";
import { errorOf, jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { POST as signup } from "../auth/signup/route";
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

  it("PUT {current_week} that moves the demo's study blocks asks first, exactly as a new start date does", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const before = await currentTerm();
    // The demo's blocks keep their week numbers: week 14 is the start date a week earlier, so every block would land
    // a week earlier — next week's into this one, this week's into the past.
    const dated = await PUT(jsonRequest(URL_BASE, { start_date: "2024-12-02" }, "PUT"));
    const week = await PUT(jsonRequest(URL_BASE, { current_week: 14, weeks: 18 }, "PUT"));
    expect([dated.status, week.status]).toEqual([409, 409]);
    type Refusal = { code: string; message: string; reason: string; affected: unknown[] };
    const [byDate, byWeek] = [(await errorOf(dated)) as Refusal, (await errorOf(week)) as Refusal];
    expect(byDate.affected.length).toBeGreaterThan(0);
    expect(byWeek).toMatchObject({ code: "term:change_blocked", reason: "moves_study_blocks", affected: byDate.affected });
    expect(byWeek.message).toMatch(/^改为第14周（开学日期从 \d{4}-\d{2}-\d{2} 改为 2024-12-02）会让已安排的学习（.+）落到别的日期上，确认后再保存。$/);
    expect(await currentTerm()).toEqual(before);
    // Confirmed the same way as a start date: the same body with confirm_shift.
    const response = await PUT(jsonRequest(URL_BASE, { current_week: 14, weeks: 18, confirm_shift: true }, "PUT"));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { term: unknown }).term).toEqual({ ...before, start_date: "2024-12-02", weeks: 18 });
    // Back to week 13 for the tests after this one (they share the demo student).
    expect((await PUT(jsonRequest(URL_BASE, { current_week: 13, confirm_shift: true }, "PUT"))).status).toBe(200);
    expect(await currentTerm()).toEqual(before);
  });

  it("PUT answers 400 for a field of the wrong type", async () => {
    expect((await PUT(jsonRequest(URL_BASE, { weeks: "18" }, "PUT"))).status).toBe(400);
    expect((await PUT(jsonRequest(URL_BASE, { current_week: 2.5 }, "PUT"))).status).toBe(400);
    // A body that names no setting changes nothing and says so.
    const empty = await PUT(jsonRequest(URL_BASE, { confirm_shift: true, start: "2025-03-03" }, "PUT"));
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toContain("请至少填写一项学期设置");
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

  describe("the start as 现在是第几周", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A new student (this week is week 1 of 18, no courses or blocks) whose requests carry their own cookie. */
    async function newStudent(username: string, timezone = "Asia/Shanghai"): Promise<string> {
      const response = await signup(jsonRequest("http://localhost/api/auth/signup", { username, name: "新同学", password: "Kx9-study-2025", timezone }, "POST", null));
      const match = response.headers.get("set-cookie")?.match(/^planner_session=([^;]+)/);
      if (!match) throw new Error(`signup failed (${response.status})`);
      return `planner_session=${match[1]}`;
    }

    async function put(body: unknown, cookie?: string): Promise<Response> {
      return PUT(jsonRequest(URL_BASE, body, "PUT", cookie));
    }

    it("{current_week: 14, weeks: 18} makes this week week 14 of 18, the other fields kept", async () => {
      // Monday 2025-03-03, 09:00 in Shanghai: this week's Monday is 2025-03-03, thirteen weeks earlier 2024-12-02.
      vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      const cookie = await newStudent("week_fourteen");
      const before = (await (await GET(studentRequest(URL_BASE, { headers: { cookie } }))).json()) as { term: Record<string, unknown> };
      const response = await put({ current_week: 14, weeks: 18 }, cookie);
      expect(response.status).toBe(200);
      const { term } = (await response.json()) as { term: Record<string, unknown> };
      expect(term).toEqual({ ...before.term, start_date: "2024-12-02", weeks: 18 });
    });

    it("reads this week in the term's zone: Sunday evening in Los Angeles is Monday morning in Shanghai", async () => {
      // 2025-03-03T01:00Z is Sunday 2025-03-02, 17:00 in Los Angeles: its week began on Monday 2025-02-24.
      vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      const cookie = await newStudent("pacific_student");
      const moved = (await (await put({ current_week: 1, timezone: "America/Los_Angeles" }, cookie)).json()) as { term: { start_date: string; timezone: string } };
      expect(moved.term).toMatchObject({ start_date: "2025-02-24", timezone: "America/Los_Angeles" });
      const back = (await (await put({ current_week: 1, timezone: "Asia/Shanghai" }, cookie)).json()) as { term: { start_date: string } };
      expect(back.term.start_date).toBe("2025-03-03");
    });

    it("keeps the start when only the weeks change, and checks the week against the term's weeks", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      const cookie = await newStudent("short_term");
      const start = ((await (await put({ weeks: 20 }, cookie)).json()) as { term: { start_date: string; weeks: number } }).term;
      expect(start).toMatchObject({ start_date: "2025-03-03", weeks: 20 });
      const past = await put({ current_week: 19, weeks: 18 }, cookie);
      expect(past.status).toBe(422);
      expect(await past.json()).toMatchObject({ error: { code: "term:invalid", reasons: ["现在是第几周必须在 1-18 之间（学期共 18 周）"] } });
      const zero = await put({ current_week: 0 }, cookie);
      expect(await zero.json()).toMatchObject({ error: { code: "term:invalid", reasons: ["现在是第几周必须在 1-20 之间（学期共 20 周）"] } });
      // Week 20 of the stored 20 weeks is fine without naming the weeks.
      expect(((await (await put({ current_week: 20 }, cookie)).json()) as { term: { start_date: string } }).term.start_date).toBe("2024-10-21");
    });

    it("refuses a start date and a current week together, in Chinese, and changes nothing", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      const cookie = await newStudent("both_starts");
      const response = await put({ start_date: "2025-02-24", current_week: 3 }, cookie);
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("term:invalid");
      expect(error.message).toContain("开学日期和“现在是第几周”只能填一个");
      const { term } = (await (await GET(studentRequest(URL_BASE, { headers: { cookie } }))).json()) as { term: { start_date: string } };
      expect(term.start_date).toBe("2025-03-03");
    });

    it("still refuses a change that strands courses (the demo student), and moves its blocks' dates once confirmed", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: NOW });
      const term = await currentTerm();
      // Ten weeks would drop the courses of weeks 11-18: refused whatever the student says.
      const strands = await put({ current_week: 5, weeks: 10, confirm_shift: true });
      expect(await strands.json()).toMatchObject({ error: { code: "term:change_blocked", reason: "outside_weeks" } });
      expect(await currentTerm()).toEqual(term);
      // The demo is in week 13 of 18 with study blocks this week: saying it is week 14 asks, then moves them once confirmed.
      expect(await errorOf(await put({ current_week: 14 }))).toMatchObject({ code: "term:change_blocked", reason: "moves_study_blocks" });
      expect(await currentTerm()).toEqual(term);
      const moved = await put({ current_week: 14, confirm_shift: true });
      expect(moved.status).toBe(200);
      const monday = new Date(`${term.start_date}T00:00:00Z`);
      monday.setUTCDate(monday.getUTCDate() - 7);
      expect(await currentTerm()).toEqual({ ...term, start_date: monday.toISOString().slice(0, 10) });
    });
  });
});
