/**
 * GET /api/progress on PGlite and Postgres. The demo's week 13 (seeded as of Wednesday 2026-04-22 10:00 in Shanghai)
 * has three study blocks of two periods: 命题逻辑与等值演算 on Monday 04-20, 第一章 随机事件与概率 (embedded) and
 * 谓词逻辑与推理理论 on Wednesday 04-22. 离散数学期末复习 has 8 items, 概率论复习 7.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { progressSchema, todaySchema } from "@/lib/protocol/checkins";
import { errorOf, jsonRequest, routeParams, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { POST as checkinRoute } from "../blocks/[id]/checkin/route";
import { GET as todayRoute } from "../today/route";
import { GET } from "./route";

const shanghai = (wall: string) => new Date(`${wall}+08:00`);
const progress = (query: string) => GET(studentRequest(`http://localhost/api/progress${query}`));

async function checkIn(name: string, body: Record<string, unknown>): Promise<void> {
  const view = todaySchema.parse(await (await todayRoute(studentRequest("http://localhost/api/today"))).json());
  const block = view.unconfirmed.find((candidate) => candidate.name === name);
  if (!block) throw new Error(`${name} is not waiting for a check-in`);
  const response = await checkinRoute(
    jsonRequest(`http://localhost/api/blocks/${block.event_id}/checkin`, { ...body, date: block.date, slot_start: block.slot_start }),
    routeParams(String(block.event_id)),
  );
  expect(response.status).toBe(200);
}

describe.each(testDatabases())("GET /api/progress ($name)", (factory) => {
  useRouteDatabase({ now: TURN_TEST_NOW, factory });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: shanghai("2026-04-26T21:00") })); // Sunday evening
  afterEach(() => vi.useRealTimers());

  it("sums planned, done (a partial block's periods_done) and skipped periods per day, and items done per class", async () => {
    const before = progressSchema.parse(await (await progress("?from=2026-04-20&to=2026-04-26")).json());
    expect(before.days.map((day) => day.planned_periods)).toEqual([2, 0, 4, 0, 0, 0, 0]);
    expect(before.days.every((day) => day.done_periods === 0 && day.skipped_periods === 0)).toBe(true);

    await checkIn("命题逻辑与等值演算", { status: "partial", periods_done: 1 });
    await checkIn("第一章 随机事件与概率", { status: "done" });
    await checkIn("谓词逻辑与推理理论", { status: "skipped" });

    const response = await progress("?from=2026-04-20&to=2026-04-23");
    expect(response.status).toBe(200);
    expect(progressSchema.parse(await response.json())).toEqual({
      from: "2026-04-20",
      to: "2026-04-23",
      days: [
        { date: "2026-04-20", planned_periods: 2, done_periods: 1, skipped_periods: 0 },
        { date: "2026-04-21", planned_periods: 0, done_periods: 0, skipped_periods: 0 },
        { date: "2026-04-22", planned_periods: 4, done_periods: 2, skipped_periods: 2 },
        { date: "2026-04-23", planned_periods: 0, done_periods: 0, skipped_periods: 0 },
      ],
      classes: [
        { id: expect.any(Number), name: "离散数学期末复习", items_total: 8, items_done: 0 },
        { id: expect.any(Number), name: "概率论复习", items_total: 7, items_done: 1 },
      ],
    });
  });

  it("takes a range of 366 days, and a range outside the term as zeros", async () => {
    const year = progressSchema.parse(await (await progress("?from=2026-01-01&to=2027-01-01")).json());
    expect(year.days).toHaveLength(366);
    const outside = progressSchema.parse(await (await progress("?from=2030-01-01&to=2030-01-02")).json());
    expect(outside.days.map((day) => day.planned_periods)).toEqual([0, 0]);
  });

  it("refuses missing, malformed, impossible or reversed dates and a span over 366 days with 422 in Chinese", async () => {
    const cases: [string, string][] = [
      ["", "缺少开始日期 from（格式 YYYY-MM-DD）。"],
      ["?from=2026-04-20", "缺少结束日期 to（格式 YYYY-MM-DD）。"],
      ["?from=4月20日&to=2026-04-26", "开始日期 from 不是有效的日期，格式应为 YYYY-MM-DD。"],
      ["?from=2026-02-30&to=2026-03-01", "开始日期 from 不是有效的日期，格式应为 YYYY-MM-DD。"],
      ["?from=2026-04-26&to=2026-04-20", "开始日期 2026-04-26 晚于结束日期 2026-04-20。"],
      ["?from=2026-01-01&to=2027-01-02", "一次最多查看 366 天，这段有 367 天。"],
    ];
    for (const [query, message] of cases) {
      const response = await progress(query);
      expect(response.status, query).toBe(422);
      expect(await errorOf(response)).toMatchObject({ code: "range:invalid", message });
    }
  });
});
