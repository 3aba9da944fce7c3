/**
 * Follow-ups through startTurn on the demo student in a real database (issue 27 #4): after a plan, a block moved
 * with a complaint ("…太晚了，挪到…"), then "那就挪到…" with no object; "不对，是下周四" says the last move again
 * with the new day; "时间改成下午四点" re-times the to-do just noted; "那就放那个时间" takes the slot the last
 * answer offered.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { cardsOf, confirmOf, startConversation, tasksOf, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";
import { confirmDraft } from "../schedule/confirm";
import { getWeekView } from "../schedule/week-view";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term; 下周四 is 2026-05-07.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const NEXT_THURSDAY = "2026-05-07";
const NEXT_FRIDAY = "2026-05-08";
const NO_INTERNALS = /\[\d+\]|第\s*\d+\s*天|existing|suggested|pending|state_id|draft/;

let studentCounter = 0;

describe.each(testDatabases())("follow-ups through startTurn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `追问学生-${factory.name}-${studentCounter}` });
  });

  async function confirmTheDraft() {
    const draft = await theOpenDraft(db(), userId);
    await confirmDraft(db(), userId, draft.id, NOW);
  }

  test("a move said with a complaint, then 那就挪到下周五第9-10节 moves the same block again", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "follow-ups-objectless");
    await chat.say("把离散数学的复习排到下周");

    const first = await chat.say("下周一晚上那个集合与二元关系太晚了，挪到下周四晚上第9-10节吧");
    expect(toolCallsOf(first.events).map((call) => call.name)).toContain("move");
    const moved = confirmOf(first.events)?.changes.find((change) => change.name === "集合与二元关系");
    expect(moved?.to).toEqual([expect.objectContaining({ date: NEXT_THURSDAY })]);

    const again = await chat.say("那就挪到下周五第9-10节");
    expect(textsOf(again.events).join("\n")).not.toMatch(/没有找到|没太明白/);
    const change = confirmOf(again.events)?.changes.find((candidate) => candidate.name === "集合与二元关系");
    expect(change?.to).toEqual([expect.objectContaining({ date: NEXT_FRIDAY })]);
    expect(textsOf(again.events).join("\n")).not.toMatch(NO_INTERNALS);

    await confirmTheDraft();
    const week = await getWeekView(db(), userId, { now: NOW, week: 14 });
    expect(week.blocks.filter((block) => block.name === "集合与二元关系").map((block) => block.date)).toEqual([NEXT_FRIDAY]);
  });

  test("不对，是下周四 says the last move again with the new day", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "follow-ups-correction");
    await chat.say("把离散数学的复习排到下周");
    await confirmTheDraft();
    await chat.say("把集合与二元关系移到下周三第9节");

    const corrected = await chat.say("不对，是下周四");
    expect(toolCallsOf(corrected.events).at(-1)).toMatchObject({ name: "move" });
    const change = confirmOf(corrected.events)?.changes.find((candidate) => candidate.name === "集合与二元关系");
    expect(change?.to).toEqual([expect.objectContaining({ date: NEXT_THURSDAY })]);
  });

  test("时间改成下午四点 after a note re-times that to-do on its day, and 不对，是周四 then moves it to Thursday at that time", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "follow-ups-time");
    await chat.say("记一下周五交实验报告");
    const noted = (await tasksOf(db(), userId)).find((task) => task.title === "交实验报告");
    expect(noted).toBeDefined();

    const edited = await chat.say("时间改成下午四点");
    expect(toolCallsOf(edited.events)).toEqual([
      { name: "update_task", arguments: expect.objectContaining({ task: "交实验报告", deadline: "周五下午四点" }) },
    ]);
    const after = (await tasksOf(db(), userId)).find((task) => task.id === noted!.id);
    // Friday 2026-05-01 16:00 in Shanghai.
    expect(new Date(after!.deadline_at!).toLocaleString("sv-SE", { timeZone: "Asia/Shanghai" })).toBe("2026-05-01 16:00:00");

    // 不对，是周四: the re-timing said again with Thursday, at the same time.
    const corrected = await chat.say("不对，是周四");
    expect(toolCallsOf(corrected.events)).toEqual([
      { name: "update_task", arguments: expect.objectContaining({ task: "交实验报告", deadline: "周四下午四点" }) },
    ]);
    const moved = (await tasksOf(db(), userId)).find((task) => task.id === noted!.id);
    expect(new Date(moved!.deadline_at!).toLocaleString("sv-SE", { timeZone: "Asia/Shanghai" })).toBe("2026-04-30 16:00:00");
  });

  test("那就放那个时间 takes the slot the last answer offered for the block named before", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "follow-ups-accept");
    await chat.say("把离散数学的复习排到下周");
    await confirmTheDraft();
    await chat.say("把集合与二元关系移到下周三第9节");
    const found = await chat.say("下周四哪里有2节空");
    expect(textsOf(found.events).join("\n")).toMatch(/5月7日 周四 \d\d:\d\d/);

    const accepted = await chat.say("那就放那个时间");
    expect(toolCallsOf(accepted.events).at(-1)).toMatchObject({ name: "move" });
    const change = confirmOf(accepted.events)?.changes.find((candidate) => candidate.name === "集合与二元关系");
    expect(change?.to).toEqual([expect.objectContaining({ date: NEXT_THURSDAY })]);
  });

  test("第二个 after a list of to-dos means the second one the card showed", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "follow-ups-ordinal");
    const listed = await chat.say("我还有哪些待办");
    const card = cardsOf(listed.events).find((candidate) => candidate.card_type === "task_query");
    const titles = card?.card_type === "task_query" ? card.data.tasks.map((task) => task.title) : [];
    expect(titles.length).toBeGreaterThan(1);

    const edited = await chat.say("把第二个改到周五");
    expect(toolCallsOf(edited.events)).toEqual([{ name: "update_task", arguments: { task: titles[1], deadline: "周五" } }]);
  });
});
