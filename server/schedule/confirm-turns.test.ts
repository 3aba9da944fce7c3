import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { conversationOfDraft } from "@/db/queries/agent-runs";
import { ensureConversation, loadMessages } from "@/db/queries/conversations";
import { getDraft } from "@/db/queries/drafts";
import { getScheduleVersion } from "@/db/queries/users";
import type { PlannerUIMessage } from "@/lib/protocol";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { callStep, hangingStep, sayStep, scriptedModel, textParts } from "@/testing/agent/scripted-model";
import { seedStudent, TestConversation, TURN_TEST_NOW, type ConversationRecord, type StreamedTurn } from "@/testing/agent/turn-harness";
import { plannedSchedulingTurn } from "@/testing/agent/planned-turn";
import { confirmDraft } from "./confirm";
import { undoSchedule } from "./undo";

// Confirms and undos next to a student's running turn (one writer per student), and where a confirm's completion
// card goes. Every turn runs at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai.

const START: LanguageModelV4StreamPart = { type: "stream-start", warnings: [] };

function completedIn(messages: PlannerUIMessage[]): string[] {
  return messages.flatMap((message) => message.parts.flatMap((part) => (part.type === "data-schedule_completed" ? [message.id] : [])));
}

describe.each(testDatabases())("confirm and undo beside a running turn ($name)", (factory) => {
  const db = useTestDatabase(factory);

  /** A fresh student whose scheduling turn in conversation A left an open draft and its card. */
  const plannedTurn = () => plannedSchedulingTurn(db(), "串行学生");

  /**
   * A real turn of the student in another conversation, holding their one run until `stop` is called; resolves
   * `streaming` once the model has started to answer (its run is claimed and open).
   */
  async function runningTurn(userId: number) {
    const stop = new AbortController();
    let markStreaming!: () => void;
    const streaming = new Promise<void>((resolve) => (markStreaming = resolve));
    const ended: Promise<StreamedTurn & ConversationRecord> = new TestConversation(db(), userId).say({
      model: scriptedModel([hangingStep([START, ...textParts("我先看看").slice(0, 2)])]),
      text: "看看我这周的安排",
      signal: stop.signal,
      onChunk: (chunk) => {
        if (chunk.type === "text-delta") markStreaming();
      },
    });
    await streaming;
    return {
      async stop() {
        stop.abort();
        return ended;
      },
      stopSoon() {
        stop.abort();
      },
      ended,
    };
  }

  it("refuses a confirm with 409 turn:busy while the student's turn runs, writing nothing; after it, the confirm commits", async () => {
    const { userId, conversation, draft } = await plannedTurn();
    const turn = await runningTurn(userId);
    const tables = await dumpTables(db());

    await expect(confirmDraft(db(), userId, draft.id, TURN_TEST_NOW, draft.revision)).rejects.toMatchObject({
      code: "turn:busy",
      httpStatus: 409,
      message: "助手正在回复，等它说完再确认这个方案吧。",
    });
    expect(await dumpTables(db())).toEqual(tables);

    await turn.stop();
    const outcome = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW, draft.revision, { conversationId: conversation.id });
    expect(outcome.result.version).toBe(1);
    expect(completedIn(await loadMessages(db(), conversation.id))).toEqual([`schedule-completed-${draft.id}`]);
  });

  it("waits for a turn that is ending instead of refusing (a card clicked as its turn closes)", async () => {
    const { userId, draft } = await plannedTurn();
    const turn = await runningTurn(userId);

    // The stop lands, but the turn still has to save its answer and close its run when the confirm arrives.
    turn.stopSoon();
    const outcome = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW, draft.revision);

    expect(outcome.result.version).toBe(1);
    expect((await turn.ended).runs.map((run) => run.status)).toEqual(["cancelled"]);
  });

  it("refuses an undo with 409 turn:busy while the student's turn runs, changing nothing; after it, the undo reverts", async () => {
    const { userId, draft } = await plannedTurn();
    const confirmed = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW, draft.revision);
    const turn = await runningTurn(userId);
    const tables = await dumpTables(db());

    await expect(undoSchedule(db(), userId, confirmed.result.commit_id!, TURN_TEST_NOW)).rejects.toMatchObject({
      code: "turn:busy",
      httpStatus: 409,
      message: "助手正在回复，等它说完再撤销吧。",
    });
    expect(await dumpTables(db())).toEqual(tables);

    await turn.stop();
    const undone = await undoSchedule(db(), userId, confirmed.result.commit_id!, TURN_TEST_NOW);
    expect(undone.result).toMatchObject({ version: 2, undo_of: confirmed.result.commit_id });
  });

  describe("where the completion card goes", () => {
    let strangerConversation: string;

    beforeAll(async () => {
      const stranger = await seedStudent(db(), "别的学生");
      strangerConversation = `stranger-${stranger}`;
      await ensureConversation(db(), stranger, strangerConversation, "别人的对话");
    });

    it("goes to the conversation the card was confirmed from, though a later turn elsewhere worked on the draft", async () => {
      const { userId, conversation, draft } = await plannedTurn();
      // Conversation B reads the schedule after A drafted: B's run is now the draft's latest.
      const other = new TestConversation(db(), userId);
      await other.say({ model: scriptedModel([callStep([{ name: "get_overview" }]), sayStep("这周的安排如上。")]), text: "看看这周" });
      expect(await conversationOfDraft(db(), userId, draft.id)).toBe(other.id);

      const outcome = await confirmDraft(db(), userId, draft.id, TURN_TEST_NOW, draft.revision, { conversationId: conversation.id });

      expect(outcome.conversationId).toBe(conversation.id);
      expect(completedIn(await loadMessages(db(), conversation.id))).toEqual([`schedule-completed-${draft.id}`]);
      expect(completedIn(await loadMessages(db(), other.id))).toEqual([]);
      // Its undo is announced where it was confirmed, too.
      const undone = await undoSchedule(db(), userId, outcome.result.commit_id!, TURN_TEST_NOW);
      expect(completedIn(await loadMessages(db(), conversation.id))).toHaveLength(2);
      expect(completedIn(await loadMessages(db(), other.id))).toEqual([]);
      expect(undone.result.undo_of).toBe(outcome.result.commit_id);
    });

    it("refuses a conversation that is not the student's with 404 conversation:not_found, writing nothing", async () => {
      const { userId, draft } = await plannedTurn();
      const tables = await dumpTables(db());

      await expect(confirmDraft(db(), userId, draft.id, TURN_TEST_NOW, draft.revision, { conversationId: strangerConversation })).rejects.toMatchObject({
        code: "conversation:not_found",
        httpStatus: 404,
      });
      expect(await dumpTables(db())).toEqual(tables);
      expect(await getScheduleVersion(db(), userId)).toBe(0);
      expect((await getDraft(db(), userId, draft.id))?.status).toBe("open");
    });
  });
});
