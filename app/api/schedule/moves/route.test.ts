import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorOf, jsonRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { POST } from "./route";

// TURN_TEST_NOW is Wednesday 2026-04-22 10:00 in Shanghai; the demo timetable has 高等数学 on Monday 1-2.
const move = (body: unknown) => POST(jsonRequest("http://localhost/api/schedule/moves", body));

describe("POST /api/schedule/moves", () => {
  useRouteDatabase({ now: TURN_TEST_NOW });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("refuses a body without positions with 400 naming the field", async () => {
    const response = await move({ from: { date: "2026-04-22", slot_start: 9 } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("request:invalid");
  });

  it("refuses a period past 16 (the longest day a term may have) and a malformed date with their own messages", async () => {
    const late = await move({ from: { date: "2026-04-22", slot_start: 17 }, to: { date: "2026-04-24", slot_start: 9 } });
    expect(await errorOf(late)).toMatchObject({ code: "request:invalid", message: expect.stringContaining("节次最多到第16节") });
    const date = await move({ from: { date: "4月22日", slot_start: 9 }, to: { date: "2026-04-24", slot_start: 9 } });
    expect(await errorOf(date)).toMatchObject({ code: "request:invalid", message: expect.stringContaining("日期格式应为 YYYY-MM-DD") });
  });

  it("refuses a day that does not exist instead of rolling it over (2026-13-01 is not 2027-01-01)", async () => {
    const response = await move({ from: { date: "2026-04-26", slot_start: 11 }, to: { date: "2026-13-01", slot_start: 9 } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "request:invalid", message: expect.stringContaining("「2026-13-01」不是有效日期") });
  });

  it("answers 422 in the student's words for a period past this term's day (12 periods)", async () => {
    const response = await move({ from: { date: "2026-04-26", slot_start: 11 }, to: { date: "2026-04-24", slot_start: 13 } });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({ code: "move:refused", message: "每天只有 12 节课，没有第13节。" });
  });

  it("answers 422 in the student's words when nothing starts at that period", async () => {
    const response = await move({ from: { date: "2026-04-26", slot_start: 11 }, to: { date: "2026-04-24", slot_start: 9 } });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({ code: "move:refused", message: "那个时间没有可以移动的安排，可能已经变了，刷新一下再试。" });
  });

  it("answers 422 for a day before today", async () => {
    const response = await move({ from: { date: "2026-04-20", slot_start: 1 }, to: { date: "2026-04-24", slot_start: 9 } });
    expect(await errorOf(response)).toEqual({ code: "move:refused", message: "只能调整从今天起、本学期之内的安排。" });
  });
});
