/**
 * The two draft routes, POST /api/drafts/[id]/confirm and POST /api/drafts/[id]/cancel, on one route database:
 * their answers (status codes and Chinese messages) for every outcome confirmDraft / cancelDraft can have.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placeTask, taskNamed } from "@/testing/database";
import {
  commitDraft,
  createDraft,
  getDraft,
  getScheduleVersion,
  insertDemoStudent,
  loadScheduleSnapshot,
  loadTerm,
  seedDemoStudent,
  windowFromToday,
  type Database,
} from "@/testing/route-fixtures";
import { actAs, errorOf, routeParams, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { POST as cancel } from "./cancel/route";
import { POST as confirm } from "./confirm/route";

// Drafts are built at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13. Their 14-day window
// starts that Wednesday (day 1); periods 9-10 of day 1 and day 3 (Friday) are free in the demo timetable.

function post(handler: typeof confirm, id: string): Promise<Response> {
  return handler(studentRequest(`http://localhost/api/drafts/${id}`, { method: "POST" }), routeParams(id));
}

/** A draft placing one pending item, for `userId`, on the schedule as it is now. */
async function draftOf(db: Database, userId: number, item: string, day: number) {
  const term = (await loadTerm(db, userId))!;
  const snapshot = await loadScheduleSnapshot(db, userId, windowFromToday(term, TURN_TEST_NOW, 14));
  const state = placeTask(snapshot.state, taskNamed(snapshot.state, item).state_id, { day, slot_start: 9, slot_end: 10 });
  return createDraft(db, userId, snapshot.version, state);
}

describe("draft routes", () => {
  const db = useRouteDatabase();

  // The confirm route reads the clock (nothing may be written into periods that have begun), so the routes run at
  // the drafts' own moment. Only Date is faked; timers and the database run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fresh demo student, signed in for the routes, with one open draft. */
  async function studentWithDraft() {
    const { userId } = await seedDemoStudent(db(), { now: TURN_TEST_NOW, reset: true });
    await actAs(userId, TURN_TEST_NOW);
    return { userId, draft: await draftOf(db(), userId, "集合与二元关系", 1) };
  }

  describe("POST /api/drafts/[id]/confirm", () => {
    it("answers 200 with the commit result and the schedule_completed payload, and the same again on a repeat", async () => {
      const { userId, draft } = await studentWithDraft();

      const first = await post(confirm, draft.id);
      const repeat = await post(confirm, draft.id);

      expect(first.status).toBe(200);
      const body = await first.json();
      expect(body).toEqual({
        result: { draft_id: draft.id, version: 1, placed: 1, moved: 0, embedded: 0, unplaced: 0 },
        schedule_completed: { draft_id: draft.id, version: 1, placed: 1, moved: 0, embedded: 0, removed: 0 },
      });
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual(body);
      expect(await getScheduleVersion(db(), userId)).toBe(1);
    });

    it("answers 409 schedule:conflict when another change was committed after the draft was made", async () => {
      const { userId, draft } = await studentWithDraft();
      const other = await draftOf(db(), userId, "第二章 随机变量及其分布", 3);
      await commitDraft(db(), userId, other);

      const response = await post(confirm, draft.id);

      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "schedule:conflict", message: "你的日程在此期间已被修改，请重新规划。" });
      expect((await getDraft(db(), userId, draft.id))?.status).toBe("open");
    });

    it.each([
      ["a missing draft", () => randomUUID()],
      ["a malformed id", () => "not-a-draft-id"],
    ])("answers 404 draft:not_found for %s", async (_case, id) => {
      const response = await post(confirm, id());

      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "draft:not_found", message: "找不到这份日程草稿。" });
    });

    it("answers 404 for another student's draft and leaves it open", async () => {
      await studentWithDraft();
      const strangerId = await insertDemoStudent(db(), { now: TURN_TEST_NOW, name: "别的学生" });
      const foreign = await draftOf(db(), strangerId, "集合与二元关系", 1);

      const response = await post(confirm, foreign.id);

      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("draft:not_found");
      expect((await getDraft(db(), strangerId, foreign.id))?.status).toBe("open");
    });
  });

  it("refuses, writing nothing, a draft confirmed after its periods have begun", async () => {
    const { userId, draft } = await studentWithDraft();
    // The draft places 集合与二元关系 on day 1 at periods 9-10 (19:00); at 19:30 that has begun.
    vi.setSystemTime(new Date(TURN_TEST_NOW.getTime() + 9.5 * 3_600_000));
    const response = await post(confirm, draft.id);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: "draft:invalid",
      message: "日程草稿无法写入：方案里有安排在已经开始或过去的时段（2026-04-22 第9节），请让助手重新排程",
    });
    expect(await getScheduleVersion(db(), userId)).toBe(0);
    expect((await getDraft(db(), userId, draft.id))?.status).toBe("open");
  });

  describe("POST /api/drafts/[id]/cancel", () => {
    it("answers 200 discarded; a confirm afterwards answers 409 draft:not_open", async () => {
      const { userId, draft } = await studentWithDraft();

      const cancelled = await post(cancel, draft.id);

      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toEqual({ draft_id: draft.id, status: "discarded" });
      const confirmed = await post(confirm, draft.id);
      expect(confirmed.status).toBe(409);
      expect(await errorOf(confirmed)).toEqual({ code: "draft:not_open", message: "这份日程草稿已被取消。" });
      expect(await getScheduleVersion(db(), userId)).toBe(0);
    });

    it("answers 409 draft:not_open for a draft that was already confirmed", async () => {
      const { draft } = await studentWithDraft();
      await post(confirm, draft.id);

      const response = await post(cancel, draft.id);

      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "draft:not_open", message: "这份日程草稿已经确认过了。" });
    });

    it.each([
      ["a missing draft", () => randomUUID()],
      ["a malformed id", () => "not-a-draft-id"],
    ])("answers 404 draft:not_found for %s", async (_case, id) => {
      const response = await post(cancel, id());

      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "draft:not_found", message: "找不到这份日程草稿。" });
    });
  });
});
