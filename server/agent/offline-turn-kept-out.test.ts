/**
 * "下周的待办都排上，四级真题那个先留着" through startTurn with the offline model on the demo student in a real
 * database: the to-do kept back stays pending in the draft and off the confirm card, and both the reply and the card
 * say, in the student's words, that it stayed out.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { confirmOf, startConversation, taskByName, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const KEPT_LINE = "「四级真题」没有排，按你说的留着。";

let studentCounter = 0;

describe.each(testDatabases())("a plan with a to-do kept back, through startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `留着学生-${factory.name}-${studentCounter}` });
  });

  test("the kept to-do stays pending and off the card; the reply and the card say so", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-kept-out");

    const turn = await chat.say("下周的待办都排上，四级真题那个先留着");

    const rough = toolCallsOf(turn.events).filter((call) => call.name === "rough_schedule");
    expect(rough[0]?.arguments).toMatchObject({ task_class: "待办", range: "下周", exclude: ["四级真题"] });
    const draft = await theOpenDraft(db(), userId);
    const kept = taskByName(draft.state, "做一套英语四级真题");
    expect(kept.status).toBe("pending");
    expect(draft.state.tasks.some((task) => task.status === "suggested" && task.source === "task")).toBe(true);

    expect(textsOf(turn.events).join("\n")).toContain(KEPT_LINE);
    const confirm = confirmOf(turn.events);
    expect(confirm?.notes).toEqual([KEPT_LINE]);
    expect(confirm?.changes.map((change) => change.name)).not.toContain("做一套英语四级真题");
  });
});
