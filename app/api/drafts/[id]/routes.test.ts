/**
 * The two draft routes, POST /api/drafts/[id]/confirm and POST /api/drafts/[id]/cancel, on one route database:
 * their answers (status codes and Chinese messages) for every outcome confirmDraft / cancelDraft can have.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placeTask, taskNamed, testDatabases } from "@/testing/database";
import {
  commitDraft,
  createDraft,
  ensureConversation,
  getConversation,
  getDraft,
  getScheduleVersion,
  insertDemoStudent,
  loadMessages,
  loadScheduleSnapshot,
  loadTerm,
  saveDraftState,
  seedDemoStudent,
  windowFromToday,
  type Database,
} from "@/testing/route-fixtures";
import { actAs, errorOf, routeParams, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { POST as cancel } from "./cancel/route";
import { POST as confirm } from "./confirm/route";
import { POST as undoRoute } from "../../commits/[id]/undo/route";
import type { ConfirmRequestData, ScheduleCompletedData } from "@/lib/protocol";

// Drafts are built at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13. Their 14-day window
// starts that Wednesday (day 1); periods 9-10 of day 1 and day 3 (Friday) are free in the demo timetable.

function post(handler: typeof confirm, id: string, body?: unknown): Promise<Response> {
  const init: RequestInit =
    body === undefined ? { method: "POST" } : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } };
  return handler(studentRequest(`http://localhost/api/drafts/${id}`, init), routeParams(id));
}

/** A draft placing one pending item, for `userId`, on the schedule as it is now. */
async function draftOf(db: Database, userId: number, item: string, day: number) {
  const term = (await loadTerm(db, userId))!;
  const snapshot = await loadScheduleSnapshot(db, userId, windowFromToday(term, TURN_TEST_NOW, 14));
  const state = placeTask(snapshot.state, taskNamed(snapshot.state, item).state_id, { day, slot_start: 9, slot_end: 10 });
  return createDraft(db, userId, snapshot.version, state);
}

describe.each(testDatabases())("draft routes ($name)", (factory) => {
  const db = useRouteDatabase({ factory });

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
      const commitId = body.result.commit_id;
      expect(commitId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toEqual({
        result: { draft_id: draft.id, commit_id: commitId, version: 1, placed: 1, moved: 0, embedded: 0, unplaced: 0 },
        schedule_completed: { draft_id: draft.id, commit_id: commitId, version: 1, placed: 1, moved: 0, embedded: 0, removed: 0 },
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

  describe("the card's revision", () => {
    it("answers 409 draft:stale with the current card when the draft changed after the card was shown, writing nothing", async () => {
      const { userId, draft } = await studentWithDraft();
      // A later turn moves the block: the stored draft is now revision 1, the student's card still shows 0.
      const moved = placeTask(draft.state, taskNamed(draft.state, "集合与二元关系").state_id, { day: 3, slot_start: 9, slot_end: 10 });
      await saveDraftState(db(), userId, draft.id, moved);

      const stale = await post(confirm, draft.id, { revision: 0 });

      expect(stale.status).toBe(409);
      const refusal = ((await stale.json()) as { error: { code: string; message: string; confirm_request: ConfirmRequestData } }).error;
      expect(refusal).toMatchObject({ code: "draft:stale", message: "方案已经变了，请看看最新的方案再确认。" });
      expect(refusal.confirm_request).toMatchObject({ draft_id: draft.id, revision: 1 });
      expect(refusal.confirm_request.changes.map((change) => [change.name, change.to[0].date])).toEqual([["集合与二元关系", "2026-04-24"]]);
      expect(await getScheduleVersion(db(), userId)).toBe(0);
      expect((await getDraft(db(), userId, draft.id))?.status).toBe("open");

      const current = await post(confirm, draft.id, { revision: 1 });
      expect(current.status).toBe(200);
    });

    it("puts the completion card in the conversation named by conversation_id, the student's own only", async () => {
      const { userId, draft } = await studentWithDraft();
      await ensureConversation(db(), userId, "confirmed-here", "确认的地方");
      const stranger = await insertDemoStudent(db(), { now: TURN_TEST_NOW, name: `别人-${randomUUID().slice(0, 8)}` });
      await ensureConversation(db(), stranger, "not-mine", "别人的对话");

      for (const [conversation_id, status] of [["not-mine", 404], ["bad id", 400]] as const) {
        const refused = await post(confirm, draft.id, { revision: 0, conversation_id });
        expect(refused.status, conversation_id).toBe(status);
      }
      expect(await getScheduleVersion(db(), userId)).toBe(0);

      const confirmed = await post(confirm, draft.id, { revision: 0, conversation_id: "confirmed-here" });
      expect(confirmed.status).toBe(200);
      const { schedule_completed } = (await confirmed.json()) as { schedule_completed: ScheduleCompletedData };
      const messages = await loadMessages(db(), "confirmed-here");
      expect(messages.flatMap((message) => message.parts)).toEqual([{ type: "data-schedule_completed", data: schedule_completed }]);
      expect(await loadMessages(db(), "not-mine")).toEqual([]);
    });

    it("starts the conversation a new conversation_id names, in the commit's transaction: none when the confirm is refused", async () => {
      const { userId, draft } = await studentWithDraft();
      const moved = placeTask(draft.state, taskNamed(draft.state, "集合与二元关系").state_id, { day: 3, slot_start: 9, slot_end: 10 });
      await saveDraftState(db(), userId, draft.id, moved);
      const fresh = `grid-${randomUUID()}`;

      const stale = await post(confirm, draft.id, { revision: 0, conversation_id: fresh });
      expect(stale.status).toBe(409);
      expect(await getConversation(db(), userId, fresh)).toBeNull();

      const confirmed = await post(confirm, draft.id, { revision: 1, conversation_id: fresh });
      expect(confirmed.status).toBe(200);
      const { schedule_completed } = (await confirmed.json()) as { schedule_completed: ScheduleCompletedData };
      expect(await getConversation(db(), userId, fresh)).toMatchObject({ id: fresh, title: "调整日程" });
      const messages = await loadMessages(db(), fresh);
      expect(messages.flatMap((message) => message.parts)).toEqual([{ type: "data-schedule_completed", data: schedule_completed }]);

      // The undo's card goes to the same conversation.
      const undone = await undoRoute(
        studentRequest(`http://localhost/api/commits/${schedule_completed.commit_id}/undo`, { method: "POST" }),
        routeParams(schedule_completed.commit_id!),
      );
      expect(undone.status).toBe(200);
      expect((await loadMessages(db(), fresh)).flatMap((message) => message.parts)).toHaveLength(2);
    });

    it("answers 400 to a revision that is not a count", async () => {
      const { draft } = await studentWithDraft();
      const response = await post(confirm, draft.id, { revision: "latest" });
      expect(response.status).toBe(400);
    });
  });

  describe("POST /api/commits/[id]/undo", () => {
    function undo(id: string): Promise<Response> {
      return undoRoute(studentRequest(`http://localhost/api/commits/${id}/undo`, { method: "POST" }), routeParams(id));
    }

    it("reverts the commit as a new version with its own schedule_completed, and redoes when undone again", async () => {
      const { userId, draft } = await studentWithDraft();
      const confirmed = (await (await post(confirm, draft.id)).json()) as { result: { commit_id: string } };

      const response = await undo(confirmed.result.commit_id);

      expect(response.status).toBe(200);
      const body = (await response.json()) as { result: { commit_id: string }; schedule_completed: ScheduleCompletedData };
      expect(body.schedule_completed).toEqual({
        commit_id: body.result.commit_id,
        undo_of: confirmed.result.commit_id,
        version: 2,
        placed: 0,
        moved: 0,
        embedded: 0,
        removed: 1,
      });
      expect(await getScheduleVersion(db(), userId)).toBe(2);

      const redo = await undo(body.result.commit_id);
      expect(redo.status).toBe(200);
      expect(((await redo.json()) as { schedule_completed: ScheduleCompletedData }).schedule_completed).toMatchObject({ version: 3, placed: 1 });
    });

    it("answers 409 commit:conflict naming the block when a later commit changed it", async () => {
      const { userId, draft } = await studentWithDraft();
      const confirmed = (await (await post(confirm, draft.id)).json()) as { result: { commit_id: string } };
      const later = await draftOf(db(), userId, "第二章 随机变量及其分布", 3);
      const moved = placeTask(later.state, taskNamed(later.state, "集合与二元关系").state_id, { day: 1, slot_start: 11, slot_end: 12 });
      await commitDraft(db(), userId, { ...later, state: moved });

      const response = await undo(confirmed.result.commit_id);

      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "commit:conflict", message: "「集合与二元关系」在这之后又被改动过，无法撤销这次安排。" });
      expect(await getScheduleVersion(db(), userId)).toBe(2);
    });

    it.each([
      ["a missing commit", () => randomUUID()],
      ["a malformed id", () => "last"],
    ])("answers 404 commit:not_found for %s", async (_case, id) => {
      await studentWithDraft();
      const response = await undo(id());
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "commit:not_found", message: "找不到这次安排。" });
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
