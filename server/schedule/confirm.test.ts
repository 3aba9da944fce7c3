import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commitDraft } from "@/db/queries/commit-draft";
import { loadMessages } from "@/db/queries/conversations";
import { createDraft, getDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { insertDemoStudent } from "@/db/seed";
import { refusal } from "@/testing/refusal";
import { getScheduleVersion } from "@/db/queries/users";
import { scheduleEvents } from "@/db/schema";
import { dumpTables, placeTask, scheduleFacts, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import type { PlannerUIMessage } from "@/lib/protocol";
import { cancelDraft, confirmDraft } from "./confirm";
import { plannedSchedulingTurn } from "@/testing/agent/planned-turn";
import { seedStudent, TURN_TEST_NOW } from "@/testing/agent/turn-harness";

// Turns and confirms run at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13 of the demo term.
// The draft's window starts that Wednesday (day 1), so day 3 is Friday 2026-04-24.

const PLACED_ITEMS = [
  "集合与二元关系",
  "函数与等价关系",
  "图论基础：欧拉图与哈密顿图",
  "树与最小生成树",
  "代数系统：群、环、域",
  "综合模拟卷（限时）",
];

function completedMessages(messages: PlannerUIMessage[]): PlannerUIMessage[] {
  return messages.filter((message) => message.parts.some((part) => part.type === "data-schedule_completed"));
}

describe.each(testDatabases())("confirm ($name)", (factory) => {
  const db = useTestDatabase(factory);

  const plannedTurn = () => plannedSchedulingTurn(db(), "确认学生");

  describe("confirmDraft", () => {
    it("writes the draft, bumps the version and appends one schedule_completed to the turn's conversation", async () => {
      const { userId, conversation, draft } = await plannedTurn();

      const outcome = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW);

      const commitId = outcome.result.commit_id;
      expect(commitId).toMatch(/^[0-9a-f-]{36}$/);
      expect(outcome.result).toEqual({ draft_id: draft.id, commit_id: commitId, version: 1, placed: 6, moved: 0, embedded: 0, unplaced: 0 });
      expect(outcome.completed).toEqual({ draft_id: draft.id, commit_id: commitId, version: 1, placed: 6, moved: 0, embedded: 0, removed: 0 });
      expect(outcome.conversationId).toBe(conversation.id);
      expect(await getScheduleVersion(db(), userId)).toBe(1);
      expect((await getDraft(db(), userId, draft.id))?.status).toBe("committed");

      const committed = await loadScheduleSnapshot(db(), userId, draft.state.window);
      expect(scheduleFacts(committed.state)).toEqual(scheduleFacts(draft.state));

      const record = await conversation.read();
      expect(record.messages.at(-1)?.id).toBe(`schedule-completed-${draft.id}`);
      expect(record.timeline.at(-1)).toMatchObject({ kind: "schedule_completed", payload: { schedule_completed: outcome.completed } });
    });

    it("answers a repeated confirm with the first result and writes nothing more", async () => {
      const { userId, conversation, draft } = await plannedTurn();
      const first = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW);
      const tables = await dumpTables(db());
      const messages = await loadMessages(db(), conversation.id);

      const second = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW);

      expect(second).toEqual(first);
      expect(await dumpTables(db())).toEqual(tables);
      expect(await loadMessages(db(), conversation.id)).toEqual(messages);
    });

    it("writes once and appends one schedule_completed when two confirms race", async () => {
      const { userId, conversation, draft } = await plannedTurn();

      const [a, b] = await Promise.all([
        confirmDraft(db(), userId, draft.id, TURN_TEST_NOW),
        confirmDraft(db(), userId, draft.id, TURN_TEST_NOW),
      ]);

      expect(a).toEqual(b);
      expect(await getScheduleVersion(db(), userId)).toBe(1);
      const blocks = await db()
        .select({ name: scheduleEvents.name })
        .from(scheduleEvents)
        .where(and(eq(scheduleEvents.userId, userId), inArray(scheduleEvents.name, PLACED_ITEMS)));
      expect(blocks.map((block) => block.name).sort()).toEqual([...PLACED_ITEMS].sort());
      expect(completedMessages(await loadMessages(db(), conversation.id))).toHaveLength(1);
    });

    it("refuses with a 409 schedule:conflict when another change was committed first, writing nothing", async () => {
      const { userId, conversation, draft } = await plannedTurn();
      const base = (await loadScheduleSnapshot(db(), userId, draft.state.window)).state;
      const elsewhere = placeTask(base, taskNamed(base, "第二章 随机变量及其分布").state_id, { day: 3, slot_start: 9, slot_end: 10 });
      const other = await createDraft(db(), userId, 0, elsewhere);
      await commitDraft(db(), userId, other);
      const tables = await dumpTables(db());
      const messages = await loadMessages(db(), conversation.id);

      const attempt = confirmDraft(db(), userId, draft.id, TURN_TEST_NOW);

      await expect(attempt).rejects.toMatchObject({ code: "schedule:conflict", httpStatus: 409, context: { baseVersion: 0, currentVersion: 1 } });
      expect(await dumpTables(db())).toEqual(tables);
      expect(await loadMessages(db(), conversation.id)).toEqual(messages);
      expect((await getDraft(db(), userId, draft.id))?.status).toBe("open");
    });
  });

  describe("cancelDraft", () => {
    it("discards the draft; a confirm afterwards is refused with draft:not_open and writes nothing", async () => {
      const { userId, conversation, draft } = await plannedTurn();

      expect(await cancelDraft(db(), userId, draft.id)).toEqual({ draft_id: draft.id, status: "discarded" });
      const tables = await dumpTables(db());

      const attempt = confirmDraft(db(), userId, draft.id, TURN_TEST_NOW);

      await expect(attempt).rejects.toMatchObject({ code: "draft:not_open", httpStatus: 409, context: { status: "discarded" } });
      expect(await dumpTables(db())).toEqual(tables);
      expect(completedMessages(await loadMessages(db(), conversation.id))).toEqual([]);
    });

    it("leaves one 方案已取消 note naming the draft, so the card reads as cancelled after a reload", async () => {
      const { userId, conversation, draft } = await plannedTurn();
      await cancelDraft(db(), userId, draft.id);
      await cancelDraft(db(), userId, draft.id);
      const notes = (await loadMessages(db(), conversation.id)).flatMap((message) =>
        message.parts.filter((part) => part.type === "data-status" && part.data.draft_id !== undefined),
      );
      expect(notes).toEqual([{ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: draft.id } }]);
    });

    it("is harmless twice, and refuses to discard a draft that was already confirmed", async () => {
      const first = await plannedTurn();
      await cancelDraft(db(), first.userId, first.draft.id);
      expect(await cancelDraft(db(), first.userId, first.draft.id)).toEqual({ draft_id: first.draft.id, status: "discarded" });

      const second = await plannedTurn();
      await confirmDraft(db(), second.userId, second.draft.id, TURN_TEST_NOW);
      await expect(cancelDraft(db(), second.userId, second.draft.id)).rejects.toMatchObject({
        code: "draft:not_open",
        httpStatus: 409,
        context: { status: "committed" },
      });
    });
  });

  describe("drafts the student cannot reach", () => {
    let owner: Awaited<ReturnType<typeof plannedTurn>>;
    let strangerId: number;

    beforeAll(async () => {
      owner = await plannedTurn();
      strangerId = await seedStudent(db(), "别的学生");
    });

    it.each([
      ["a missing draft", () => randomUUID()],
      ["a malformed id", () => "not-a-draft-id"],
    ])("answers %s with a 404 draft:not_found", async (_case, draftId) => {
      // One at a time: a refusal started before the previous one is awaited would be an unhandled rejection.
      for (const attempt of [() => confirmDraft(db(), owner.userId, draftId(), TURN_TEST_NOW), () => cancelDraft(db(), owner.userId, draftId())]) {
        await expect(attempt()).rejects.toMatchObject({ code: "draft:not_found", httpStatus: 404 });
      }
    });

    it("answers another student's draft with a 404 and leaves it open and unwritten", async () => {
      const tables = await dumpTables(db());

      await expect(confirmDraft(db(), strangerId, owner.draft.id, TURN_TEST_NOW)).rejects.toMatchObject({ code: "draft:not_found" });
      await expect(cancelDraft(db(), strangerId, owner.draft.id)).rejects.toMatchObject({ code: "draft:not_found" });

      expect(await dumpTables(db())).toEqual(tables);
      expect((await getDraft(db(), owner.userId, owner.draft.id))?.status).toBe("open");
    });
  });

  describe("a draft the database will not take", () => {
    it("is refused in the student's words (422 draft:invalid) and writes nothing", async () => {
      const userId = await insertDemoStudent(db(), { now: TURN_TEST_NOW, name: "嵌入冲突" });
      const snapshot = await loadScheduleSnapshot(db(), userId, windowFromToday((await loadTerm(db(), userId))!, TURN_TEST_NOW, 14));
      // 思想政治 on day 1 already hosts 第一章: a second guest in its periods is refused by the write itself.
      const state = placeTask(snapshot.state, taskNamed(snapshot.state, "第三章 多维随机变量").state_id, { day: 1, slot_start: 3, slot_end: 4 }, {
        embedIn: taskNamed(snapshot.state, "思想政治").state_id,
      });
      const draft = await createDraft(db(), userId, snapshot.version, state);
      const tables = await dumpTables(db());

      // Confirmed at 06:00 that Wednesday, before any of its periods begin.
      const error = await refusal(confirmDraft(db(), userId, draft.id, new Date("2026-04-21T22:00:00Z")));

      expect(error.code).toBe("draft:invalid");
      expect(error.httpStatus).toBe(422);
      expect(error.message).toBe("日程草稿无法写入：嵌入的节次不在宿主课程内，或已有其他任务嵌入");
      expect(await dumpTables(db())).toEqual(tables);
    });
  });
});
