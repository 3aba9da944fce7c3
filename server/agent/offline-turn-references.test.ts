/**
 * References through startTurn on the demo student in a real database. The cards of earlier turns reach the model as
 * short notes (lib/protocol/model-context.ts): the built-in model reads "它 / 刚才那个" from them, and a real model
 * sees them in its prompt. After a confirmed plan "把它移到明天" asks which block, then moves the one named to
 * tomorrow; after a note "把它改到周四" re-dates that to-do.
 */
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { callStep, sayStep, scriptedModel } from "@/testing/agent/scripted-model";
import {
  confirmOf,
  startConversation,
  tasksOf,
  textsOf,
  theOpenDraft,
  toolCallsOf,
  type HarnessSetup,
} from "@/testing/agent/offline-harness";
import { cancelDraft, confirmDraft } from "../schedule/confirm";
import { getWeekView } from "../schedule/week-view";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term; tomorrow is Tuesday 2026-04-28.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const TOMORROW = "2026-04-28";
const NO_INTERNALS = /\[\d+\]|第\s*\d+\s*天|existing|suggested|pending|state_id|draft/;

let studentCounter = 0;

/** The assistant's words and the card notes the model was given, in order. */
function assistantTexts(prompt: LanguageModelV4Prompt): string[] {
  return prompt.flatMap((message) =>
    message.role === "assistant" ? message.content.flatMap((part) => (part.type === "text" ? [part.text.trim()] : [])) : [],
  );
}

describe.each(testDatabases())("references through startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `指代学生-${factory.name}-${studentCounter}` });
  });

  async function confirmTheDraft() {
    const draft = await theOpenDraft(db(), userId);
    await confirmDraft(db(), userId, draft.id, NOW);
  }

  test("after a confirmed plan 把它移到明天 asks which block, then moves the one named to tomorrow; the confirm writes it", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "references-plan");
    await chat.say("把离散数学的复习排到下周");
    await confirmTheDraft();

    const asked = await chat.say("把它移到明天");
    const question = toolCallsOf(asked.events).find((call) => call.name === "ask_user");
    expect(question?.arguments).toMatchObject({ question: "你说的“它”是指哪一个任务？", options: expect.arrayContaining(["集合与二元关系"]) });
    expect(confirmOf(asked.events)).toBeUndefined();

    const moved = await chat.say("集合与二元关系");
    const change = confirmOf(moved.events)?.changes.find((candidate) => candidate.name === "集合与二元关系");
    expect(change).toMatchObject({ change: "move", to: [expect.objectContaining({ date: TOMORROW })] });
    expect(textsOf(moved.events).join("\n")).not.toMatch(NO_INTERNALS);

    await confirmTheDraft();
    const week = await getWeekView(db(), userId, { now: NOW });
    expect(week.blocks.filter((block) => block.name === "集合与二元关系").map((block) => block.date)).toEqual([TOMORROW]);
  });

  test("a plan of one block: 把它移到明天 needs no question, and 刚才那个不排了 then takes it off", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "references-one");
    await chat.say("把离散数学的复习排到下周");
    await confirmTheDraft();
    await chat.say("把集合与二元关系移到下周三第3节");
    await confirmTheDraft();

    const moved = await chat.say("把它移到明天");
    expect(toolCallsOf(moved.events).map((call) => call.name)).not.toContain("ask_user");
    expect(confirmOf(moved.events)?.changes).toEqual([
      expect.objectContaining({ name: "集合与二元关系", change: "move", to: [expect.objectContaining({ date: TOMORROW })] }),
    ]);

    const removed = await chat.say("刚才那个不排了");
    expect(toolCallsOf(removed.events).at(-1)).toMatchObject({ name: "unplace" });
    expect(confirmOf(removed.events)?.changes).toEqual([expect.objectContaining({ name: "集合与二元关系", change: "unplace" })]);
  });

  test("after 记一下周五交实验报告, 把它改到周四 re-dates that to-do", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "references-note");
    await chat.say("记一下周五交实验报告");
    const noted = (await tasksOf(db(), userId)).find((task) => task.title === "交实验报告");
    expect(noted).toBeDefined();

    const edited = await chat.say("把它改到周四");
    expect(toolCallsOf(edited.events)).toEqual([{ name: "update_task", arguments: { task: "交实验报告", deadline: "周四" } }]);
    const after = (await tasksOf(db(), userId)).find((task) => task.id === noted!.id);
    // Thursday 2026-04-30 in Shanghai.
    expect(new Date(after!.deadline_at!).toLocaleDateString("sv-SE", { timeZone: "Asia/Shanghai" })).toBe("2026-04-30");
  });

  test("a real model is given the earlier cards, the confirm and the cancel as notes in the student's words", async () => {
    const setup: HarnessSetup = { db: db(), userId, now: NOW };
    const chat = startConversation(setup, "references-real-model");
    await chat.say("把离散数学的复习排到下周");
    await confirmTheDraft();
    await chat.say("把集合与二元关系移到下周三第3节");
    const draft = await theOpenDraft(db(), userId);
    await cancelDraft(db(), userId, draft.id);

    // The same conversation goes on with a scripted model standing in for a real one (the harness reads setup.model).
    const model = scriptedModel([callStep([{ name: "list_tasks", input: { status: "all" } }]), sayStep("好的。")]);
    setup.model = model;
    await chat.say("把它移到明天");

    const notes = assistantTexts(model.mock.doStreamCalls[0].prompt).filter((text) => text.startsWith("〔"));
    expect(notes).toEqual([
      expect.stringMatching(/^〔日程方案，等学生点确认〕.*「集合与二元关系」排到\d+月\d+日 周. \d\d:\d\d–\d\d:\d\d/),
      expect.stringMatching(/^〔学生确认了上面的方案，已写入日程〕新排\d+项/),
      expect.stringMatching(/^〔日程方案，等学生点确认〕.*「集合与二元关系」从5月\d+日 周. \d\d:\d\d–\d\d:\d\d移到5月6日 周三 /),
      "〔学生取消了上面的方案，没有写入日程〕",
    ]);
    for (const note of notes) expect(note).not.toMatch(NO_INTERNALS);
  });
});
