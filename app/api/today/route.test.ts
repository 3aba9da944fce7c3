/**
 * GET /api/today on PGlite and Postgres, with the clock moved through the demo's week 13 (seeded as of Wednesday
 * 2026-04-22 10:00 in Shanghai): 命题逻辑与等值演算 on Monday 7-8 (16:00), 第一章 随机事件与概率 embedded in 思想政治
 * on Wednesday 3-4 (10:00), 谓词逻辑与推理理论 on Wednesday 7-8 (16:00); to-dos due Thursday 20:00 and 23:59 and
 * Friday 18:00.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todaySchema, type TodayView } from "@/lib/protocol/checkins";
import { errorOf, jsonRequest, routeParams, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { POST as checkin } from "../blocks/[id]/checkin/route";
import { GET } from "./route";

const shanghai = (wall: string) => new Date(`${wall}+08:00`);

async function today(): Promise<TodayView> {
  const response = await GET(studentRequest("http://localhost/api/today"));
  expect(response.status).toBe(200);
  return todaySchema.parse(await response.json());
}

describe.each(testDatabases())("GET /api/today ($name)", (factory) => {
  useRouteDatabase({ now: TURN_TEST_NOW, factory });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("on Wednesday at 10:00: today's blocks with outcomes, the next at 16:00, the waiting ones, tomorrow's deadlines", async () => {
    const view = await today();
    expect(view.date).toBe("2026-04-22");
    expect(view.blocks.map((block) => [block.name, block.kind, block.slot_start, block.outcome])).toEqual([
      ["第一章 随机事件与概率", "embedded", 3, "unconfirmed"],
      ["谓词逻辑与推理理论", "study", 7, null],
    ]);
    expect(view.next).toMatchObject({ name: "谓词逻辑与推理理论", date: "2026-04-22", slot_start: 7, starts_at: "2026-04-22T08:00:00.000Z" });
    expect(view.unconfirmed.map((block) => [block.name, block.date])).toEqual([
      ["命题逻辑与等值演算", "2026-04-20"],
      ["第一章 随机事件与概率", "2026-04-22"],
    ]);
    expect(view.unconfirmed[0]).toMatchObject({ event_id: expect.any(Number), slot_start: 7, slot_end: 8 });
    expect(view.overdue).toEqual([]);
    expect(view.deadlines.map((task) => [task.title, task.day])).toEqual([
      ["去菜鸟驿站取快递", "tomorrow"],
      ["提交线性代数第五章作业", "tomorrow"],
    ]);
  });

  it("on Friday evening: the to-dos past their deadline are overdue, and a checked-in block no longer waits", async () => {
    vi.setSystemTime(shanghai("2026-04-24T21:00"));
    const waiting = (await today()).unconfirmed;
    expect(waiting.map((block) => block.name)).toEqual(["命题逻辑与等值演算", "第一章 随机事件与概率", "谓词逻辑与推理理论"]);
    const first = waiting[0];
    const recorded = await checkin(jsonRequest(`http://localhost/api/blocks/${first.event_id}/checkin`, { status: "done" }), routeParams(String(first.event_id)));
    expect(recorded.status).toBe(200);

    const view = await today();
    expect(view.date).toBe("2026-04-24");
    expect(view.blocks).toEqual([]);
    expect(view.next).toBeNull();
    expect(view.unconfirmed.map((block) => block.name)).toEqual(["第一章 随机事件与概率", "谓词逻辑与推理理论"]);
    expect(view.overdue.map((task) => task.title)).toEqual(["去菜鸟驿站取快递", "提交线性代数第五章作业", "完成大学物理实验报告"]);
    expect(view.overdue[0].deadline_at).toBe("2026-04-23T12:00:00.000Z");
    expect(view.deadlines).toEqual([]);
  });

  it("on Sunday evening in Shanghai (Sunday afternoon in UTC) the date is Sunday's; past 14 days a block stops waiting", async () => {
    vi.setSystemTime(shanghai("2026-04-26T23:30"));
    expect((await today()).date).toBe("2026-04-26");
    vi.setSystemTime(shanghai("2026-05-04T09:00")); // Monday two weeks on: only Wednesday 04-22's blocks are within 14 days
    expect((await today()).unconfirmed.map((block) => block.date)).toEqual(["2026-04-22", "2026-04-22"]);
  });

  it("answers 401 in Chinese without a session", async () => {
    const response = await GET(studentRequest("http://localhost/api/today", { headers: { cookie: "" } }));
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe("请先登录。");
  });
});
