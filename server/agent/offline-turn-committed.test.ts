/**
 * Living with a confirmed plan through the chat, with the built-in model on the demo student: a committed study
 * block is moved ("把集合与二元关系移到…") and taken off ("先不排了") through a confirm card, and "撤销刚才的安排"
 * brings back the last write's card with its commit_id, which the undo route then reverts.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { confirmDraft } from "../schedule/confirm";
import { undoSchedule } from "../schedule/undo";
import { confirmOf, kindsOf, startConversation, taskByName, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term. Wednesday 2026-04-29 is day 3.
const NOW = new Date("2026-04-27T08:00:00.000Z");
let counter = 0;

describe.each(testDatabases())("a confirmed plan changed through the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    counter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `已确认-${factory.name}-${counter}` });
  });

  async function confirmedPlan(name: string) {
    const chat = startConversation({ db: db(), userId, now: NOW }, name);
    await chat.say("帮我把这周的复习排进空闲时间");
    const draft = await theOpenDraft(db(), userId);
    const confirmed = await confirmDraft(db(), userId, draft.id, NOW, draft.revision);
    return { chat, window: draft.state.window, confirmed };
  }

  test("the README's 把集合与二元关系移到下周三第3节 after 确认 ends in a card, and the confirm embeds it in 思想政治", async () => {
    const { chat, window } = await confirmedPlan("committed-move");
    const committed = taskByName((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    expect(committed.status).toBe("existing");

    const turn = await chat.say("把集合与二元关系移到下周三第3节");

    expect(toolCallsOf(turn.events).map((call) => call.name)).toContain("move");
    // Next Wednesday is 2026-05-06; periods 3-4 that day are the 水课 思想政治, which takes the block as a guest.
    const card = confirmOf(turn.events);
    expect(card?.changes).toEqual([
      expect.objectContaining({
        name: "集合与二元关系",
        change: "move",
        embedded_in: "思想政治",
        to: [expect.objectContaining({ date: "2026-05-06", slot_start: 3, slot_end: 4 })],
      }),
    ]);
    expect(textsOf(turn.events).join("\n")).not.toMatch(/existing|\[\d+\]|不允许|第\d+天/);

    const draft = await theOpenDraft(db(), userId);
    const result = await confirmDraft(db(), userId, draft.id, NOW, draft.revision);
    expect(result.result).toMatchObject({ embedded: 1 });
    const after = taskByName((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    expect(after).toMatchObject({ source: "task_item", status: "existing", slots: [expect.objectContaining({ slot_start: 3, slot_end: 4 })] });
    expect(after.embed_host).toBeDefined();

    // And back: the undo of that confirm gives the block its own event again.
    await undoSchedule(db(), userId, result.result.commit_id!, NOW);
    const restored = taskByName((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    expect(restored).toMatchObject({ source: "event", slots: committed.slots });
  });

  test("先不排了 takes a committed block off through a card", async () => {
    const { chat } = await confirmedPlan("committed-unplace");

    const turn = await chat.say("把集合与二元关系先不排了");

    expect(confirmOf(turn.events)?.changes).toEqual([expect.objectContaining({ name: "集合与二元关系", change: "unplace", to: [] })]);
  });

  test("撤销刚才的安排 offers the last commit's card; the undo route reverts it", async () => {
    const { chat, window, confirmed } = await confirmedPlan("committed-undo");
    const before = await loadScheduleSnapshot(db(), userId, window);

    const turn = await chat.say("撤销刚才的安排");

    expect(toolCallsOf(turn.events).map((call) => call.name)).toEqual(["undo_schedule"]);
    expect(kindsOf(turn.events)).toContain("schedule_completed");
    const offered = turn.events.find((event) => event.kind === "schedule_completed")?.payload.schedule_completed;
    expect(offered?.commit_id).toBe(confirmed.result.commit_id);
    expect(textsOf(turn.events)).toEqual(["好的，点下面卡片上的“撤销”，日程就会回到确认之前的样子。"]);
    // Nothing was undone by the turn itself.
    expect((await loadScheduleSnapshot(db(), userId, window)).version).toBe(before.version);

    const undone = await undoSchedule(db(), userId, offered!.commit_id!, NOW);
    expect(undone.completed).toMatchObject({ undo_of: confirmed.result.commit_id });
    expect(taskByName((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系").status).toBe("pending");
  });
});
