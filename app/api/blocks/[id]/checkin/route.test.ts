/**
 * POST /api/blocks/:event_id/checkin on PGlite and Postgres, and the outcome GET /api/schedule shows for the block.
 * The demo student is seeded as of Wednesday 2026-04-22 10:00 in Shanghai (week 13): 命题逻辑与等值演算 is a study
 * block on Monday 7-8 (16:00), 谓词逻辑与推理理论 one on Wednesday 7-8 (16:00), and 第一章 随机事件与概率 is embedded
 * in 思想政治 on Wednesday 3-4 (10:00).
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockCheckins, insertDemoStudent, scheduleEvents } from "@/testing/route-fixtures";
import { checkinResponseSchema } from "@/lib/protocol/checkins";
import { weekViewSchema, type WeekBlock } from "@/lib/protocol/week-view";
import { errorOf, jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { GET as getSchedule } from "../../../schedule/route";
import { POST } from "./route";

/** Instants named by their Shanghai wall clock. */
const shanghai = (wall: string) => new Date(`${wall}+08:00`);

function checkin(id: number | string, body: unknown): Promise<Response> {
  return POST(jsonRequest(`http://localhost/api/blocks/${id}/checkin`, body), routeParams(String(id)));
}

async function week13(): Promise<WeekBlock[]> {
  const response = await getSchedule(studentRequest("http://localhost/api/schedule?week=13"));
  expect(response.status).toBe(200);
  return weekViewSchema.parse(await response.json()).blocks;
}

async function blockNamed(name: string): Promise<WeekBlock & { event_id: number }> {
  const block = (await week13()).find((candidate) => candidate.name === name && candidate.kind !== "course");
  if (!block || block.event_id === null) throw new Error(`no block named ${name} in week 13`);
  return block as WeekBlock & { event_id: number };
}

describe.each(testDatabases())("POST /api/blocks/[id]/checkin ($name)", (factory) => {
  const db = useRouteDatabase({ now: TURN_TEST_NOW, factory });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("refuses a block that has not begun with 409, and records nothing", async () => {
    const block = await blockNamed("谓词逻辑与推理理论");
    expect(block.outcome).toBeNull();
    const response = await checkin(block.event_id, { status: "done" });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "checkin:not_started", message: "“谓词逻辑与推理理论”2026-04-22 16:00才开始，开始之后才能打卡。" });
    expect(await db().select().from(blockCheckins).where(eq(blockCheckins.eventId, block.event_id))).toEqual([]);
  });

  it("records done (200), answers 200 again for the same, and the schedule shows it; unconfirmed before", async () => {
    const block = await blockNamed("命题逻辑与等值演算");
    expect(block.outcome).toBe("unconfirmed");

    const first = await checkin(block.event_id, { status: "done" });
    expect(first.status).toBe(200);
    const body = checkinResponseSchema.parse(await first.json());
    expect(body).toMatchObject({
      outcome: "done",
      periods_done: 2,
      block: { kind: "study", event_id: block.event_id, date: "2026-04-20", slot_start: 7, slot_end: 8, outcome: "done", periods_done: 2 },
      item: { id: block.item_id, done: true },
    });

    const again = await checkin(block.event_id, { status: "done" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect((await blockNamed("命题逻辑与等值演算")).outcome).toBe("done");
    expect(await db().select().from(blockCheckins).where(eq(blockCheckins.eventId, block.event_id))).toHaveLength(1);
  });

  it("lets the student change their answer: partial with the periods done, then skipped", async () => {
    const block = await blockNamed("命题逻辑与等值演算");
    const partial = await checkin(block.event_id, { status: "partial", periods_done: 1 });
    expect(await partial.json()).toMatchObject({ outcome: "partial", periods_done: 1, item: { done: false } });
    expect((await blockNamed("命题逻辑与等值演算")).outcome).toBe("partial");
    const skipped = await checkin(block.event_id, { status: "skipped" });
    expect(await skipped.json()).toMatchObject({ outcome: "skipped", periods_done: 0 });
    expect((await blockNamed("命题逻辑与等值演算")).outcome).toBe("skipped");
  });

  it("checks in an embedded item through its host course's event_id; the course itself has no outcome", async () => {
    const guest = await blockNamed("第一章 随机事件与概率");
    const host = (await week13()).find((block) => block.id === guest.host_block_id)!;
    expect(guest).toMatchObject({ kind: "embedded", event_id: host.event_id, outcome: "unconfirmed" });
    expect(host.outcome).toBeNull();

    const response = await checkin(guest.event_id, { status: "done", date: "2026-04-22", slot_start: 3 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ block: { kind: "embedded", item_id: guest.item_id, name: "第一章 随机事件与概率" } });
    const after = await blockNamed("第一章 随机事件与概率");
    expect(after.outcome).toBe("done");

    // The host course in a week where it holds no item has nothing to check in.
    const lastWeek = await checkin(guest.event_id, { status: "done", date: "2026-04-15" });
    expect(lastWeek.status).toBe(404);
  });

  it("refuses a bad status or periods_done with 422 in Chinese", async () => {
    const block = await blockNamed("命题逻辑与等值演算");
    const bad = await checkin(block.event_id, { status: "finished" });
    expect(bad.status).toBe(422);
    expect(await errorOf(bad)).toMatchObject({ code: "checkin:invalid", message: expect.stringContaining("状态只能是 done（完成）、partial（做了一部分）或 skipped（没做）") });
    const missing = await checkin(block.event_id, {});
    expect(missing.status).toBe(422);
    const partial = await checkin(block.event_id, { status: "partial" });
    expect(partial.status).toBe(422);
    expect((await errorOf(partial)).message).toBe("“做了一部分”要写明做了几节（periods_done：这个学习块共 2 节，可填 1）。");
    const tooMany = await checkin(block.event_id, { status: "partial", periods_done: 2 });
    expect((await errorOf(tooMany)).message).toBe("“做了一部分”的节数只能是 1（这个学习块共 2 节）。");
  });

  it("answers 404 for an unknown block, another student's, a course, and a malformed id", async () => {
    const otherId = await insertDemoStudent(db(), { now: TURN_TEST_NOW, name: "另一个学生" });
    const [theirs] = await db()
      .select({ id: scheduleEvents.id })
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, otherId), eq(scheduleEvents.name, "命题逻辑与等值演算")));
    const [course] = await db()
      .select({ id: scheduleEvents.id })
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, routeStudentId()), eq(scheduleEvents.name, "高等数学")));
    for (const id of [theirs.id, course.id, 2_000_000_000, "abc"]) {
      const response = await checkin(id, { status: "done" });
      expect(response.status, String(id)).toBe(404);
      expect((await errorOf(response)).code).toBe("block:not_found");
    }
    expect(await db().select().from(blockCheckins).where(eq(blockCheckins.eventId, theirs.id))).toEqual([]);
  });

  it("takes two check-ins of one block at once one after the other: both answer 200, one row is kept", async () => {
    vi.setSystemTime(shanghai("2026-04-22T18:00")); // 谓词逻辑 (16:00) has begun
    const block = await blockNamed("谓词逻辑与推理理论");
    const answers = await Promise.all([checkin(block.event_id, { status: "done" }), checkin(block.event_id, { status: "skipped" })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await db().select().from(blockCheckins).where(eq(blockCheckins.eventId, block.event_id));
    expect(rows).toHaveLength(1);
    expect(["done", "skipped"]).toContain((await blockNamed("谓词逻辑与推理理论")).outcome);
  });

  it("without a date, checks in the latest sitting that has begun", async () => {
    vi.setSystemTime(shanghai("2026-04-26T21:00")); // Sunday evening
    const guest = await blockNamed("第一章 随机事件与概率");
    const response = await checkin(guest.event_id, { status: "skipped" });
    expect(await response.json()).toMatchObject({ outcome: "skipped", block: { date: "2026-04-22", slot_start: 3, kind: "embedded" } });
  });
});
