/**
 * Check-ins as students write them, through the chat with the built-in model (issue 23 #2, #6; issue 27), on a
 * Saturday evening in Asia/Shanghai: a partial check-in by sentence ("周一那节命题逻辑只做了一半"), one in English,
 * a check-in then a re-plan in one message (placed in the same turn), and a check-in that names neither block nor day, which means today's.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { cardsOf, confirmOf, startConversation, textsOf, toolCallsOf } from "@/testing/agent/offline-harness";

// Saturday 2026-04-25 20:00 in Asia/Shanghai (12:00 UTC), week 13 of the demo term (Monday 2026-04-20). Monday's
// 命题逻辑与等值演算 (periods 7-8) and Wednesday's 谓词逻辑与推理理论 (7-8) have begun; Saturday has no study block.
const NOW = new Date("2026-04-25T12:00:00.000Z");
const IDS_OR_STATUSES = /\[\d+\]|unconfirmed|skipped|partial|第\d+天|event_id/;
let counter = 0;

type RecordedEntry = { name: string; date: string; before: string; after: string };
const entriesOf = (events: Parameters<typeof cardsOf>[0]) =>
  (cardsOf(events)[0] as { card_type: string; data: { entries: RecordedEntry[] } } | undefined)?.data.entries;

describe.each(testDatabases())("check-ins in the student's own words through the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    counter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `打卡句子-${factory.name}-${counter}` });
  });

  test("a partial check-in by sentence records the periods done", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkin-partial");
    const turn = await chat.say("周一那节命题逻辑只做了一半");
    expect(toolCallsOf(turn.events)).toEqual([
      expect.objectContaining({ name: "record_checkin", arguments: { entries: [{ block: "命题逻辑", status: "partial", periods_done: 1 }], when: "周一" } }),
    ]);
    expect(entriesOf(turn.events)).toEqual([
      expect.objectContaining({ name: "命题逻辑与等值演算", date: "2026-04-20", before: "待打卡", after: "做了一部分（1/2节）" }),
    ]);
    expect(textsOf(turn.events).join("\n")).not.toMatch(IDS_OR_STATUSES);
  });

  test("an English check-in names its blocks by subject: one done, one skipped", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkin-english");
    const turn = await chat.say("did the 命题逻辑 review, skipped the 谓词逻辑 session");
    expect(toolCallsOf(turn.events).map((call) => call.name)).toEqual(["record_checkin"]);
    expect(entriesOf(turn.events)).toEqual([
      expect.objectContaining({ name: "命题逻辑与等值演算", date: "2026-04-20", after: "完成" }),
      expect.objectContaining({ name: "谓词逻辑与推理理论", date: "2026-04-22", after: "没做" }),
    ]);
    expect(textsOf(turn.events).join("\n")).not.toMatch(IDS_OR_STATUSES);
  });

  test("a check-in then a re-plan in one message: the skipped block is recorded, and comes back in the re-plan", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkin-then-replan");
    const turn = await chat.say("谓词逻辑那块鸽了，帮我重新排一下");
    // rough_schedule's result is read back once (list_tasks), as after any plan.
    expect(toolCallsOf(turn.events).map((call) => call.name)).toEqual(["record_checkin", "rough_schedule", "list_tasks"]);
    expect(entriesOf(turn.events)).toEqual([expect.objectContaining({ name: "谓词逻辑与推理理论", after: "没做" })]);
    // The check-in refreshed the turn's schedule, so the block it sent back is re-planned in the same turn.
    const answer = textsOf(turn.events).join("\n");
    expect(answer).not.toContain("没有需要补排的学习");
    expect(answer).toContain("落下的学习从现在起重新排好了");
    expect(answer).not.toMatch(IDS_OR_STATUSES);
    const change = confirmOf(turn.events)?.changes.find((entry) => entry.name === "谓词逻辑与推理理论");
    expect(change).toBeDefined();
    for (const to of change!.to) expect(to.date >= "2026-04-25").toBe(true);
  });

  test("two days in one message are two check-ins, in the order said", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkin-two-days");
    const turn = await chat.say("周一的复习done 周三的没做");
    expect(toolCallsOf(turn.events).map((call) => (call.arguments as { when?: string }).when)).toEqual(["周一", "周三"]);
    const recorded = cardsOf(turn.events).flatMap((card) => (card as { data: { entries: RecordedEntry[] } }).data.entries);
    expect(recorded.map((entry) => [entry.name, entry.date, entry.after])).toEqual([
      ["命题逻辑与等值演算", "2026-04-20", "完成"],
      ["第一章 随机事件与概率", "2026-04-22", "没做"],
      ["谓词逻辑与推理理论", "2026-04-22", "没做"],
    ]);
    expect(textsOf(turn.events).join("\n")).not.toMatch(IDS_OR_STATUSES);
  });

  test("a check-in that names neither block nor day means today's blocks, and Saturday has none", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkin-bare");
    const turn = await chat.say("太困了没看");
    expect(toolCallsOf(turn.events)).toEqual([
      expect.objectContaining({ name: "record_checkin", arguments: { entries: [{ status: "skipped" }], when: "今天" } }),
    ]);
    expect(cardsOf(turn.events)).toEqual([]);
    expect(textsOf(turn.events).join("\n")).toContain("什么都没有记录");
  });
});
