/**
 * "下周的待办都排上，我晚上学不进去" through startTurn with the offline model on the demo student in a real database:
 * the part of every day the student keeps free reaches rough_schedule's keep_free, the draft has no new block in
 * its periods (by the student's own period times), and the reply and the confirm card say what was kept free in the
 * student's words.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { confirmOf, startConversation, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term.
const NOW = new Date("2026-04-27T08:00:00.000Z");

let studentCounter = 0;

describe.each(testDatabases())("a plan that keeps part of every day free, through startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `空着学生-${factory.name}-${studentCounter}` });
  });

  test.each([
    ["下周的待办都排上，我晚上学不进去", ["晚上"], [9, 10, 11, 12], "按你说的，每天晚上空着，没有安排新的学习。"],
    ["下周的待办都排上，别给我排早八", ["早八"], [1], "按你说的，每天早八空着，没有安排新的学习。"],
  ])("%s: no new block in the kept-free periods; the reply and the card say so", async (text, words, periods, line) => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-kept-free");
    const before = await theOpenDraft(db(), userId).catch(() => undefined);
    const existing = new Set(before?.state.tasks.filter((task) => task.status === "suggested").map((task) => task.state_id));

    const turn = await chat.say(text);

    const rough = toolCallsOf(turn.events).filter((call) => call.name === "rough_schedule");
    expect(rough[0]?.arguments).toMatchObject({ range: "下周", keep_free: words });
    const draft = await theOpenDraft(db(), userId);
    const fresh = draft.state.tasks.filter((task) => task.status === "suggested" && !existing.has(task.state_id));
    expect(fresh.length).toBeGreaterThan(0);
    const slots = fresh.flatMap((task) => task.slots ?? []);
    expect(slots.filter((slot) => periods.some((period) => period >= slot.slot_start && period <= slot.slot_end))).toEqual([]);

    expect(textsOf(turn.events).join("\n")).toContain(line);
    expect(confirmOf(turn.events)?.notes).toContain(line);
  });
});
