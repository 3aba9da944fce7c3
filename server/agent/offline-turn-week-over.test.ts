/**
 * Late on a Sunday in Asia/Shanghai the week has no period left. Through startTurn with the built-in model on the demo
 * student: planning "这周" and asking which day of it is emptiest both say the week is over, in dates, and offer next
 * week; nothing is drafted and no day of the past is offered.
 */
import { describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { openDraftsOf, startConversation, suggestedTasks, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Sunday 2026-12-06 22:00 in Asia/Shanghai (14:00 UTC), week 13 of the demo term: every period of today has begun.
const NOW = new Date("2026-12-06T14:00:00.000Z");
const NEXT_WEEK = "下周（12月7日–12月13日）";
let students = 0;

describe.each(testDatabases())("the week is over on Sunday night ($name)", (factory) => {
  const db = useTestDatabase(factory);

  async function say(message: string, now = NOW) {
    students += 1;
    const userId = await insertDemoStudent(db(), { now, name: `周日深夜${students}` });
    const turn = await startConversation({ db: db(), userId, now }, `week-over-${students}`).say(message);
    return { userId, calls: toolCallsOf(turn.events), text: textsOf(turn.events).join("\n") };
  }

  test("帮我把这周的复习排进空闲时间 says the week is over and offers next week, with no window day index", async () => {
    const { userId, calls, text } = await say("帮我把这周的复习排进空闲时间");
    expect(calls.filter((call) => call.name === "rough_schedule")).toHaveLength(1);
    expect(text).toContain(`这周已经过完了：今天（12月6日 周日）剩下的节次都已经开始。可以排到${NEXT_WEEK}`);
    expect(text).not.toMatch(/第\d+(?:到|-)|第\d+天|还差\d+节/);
    expect(await openDraftsOf(db(), userId)).toEqual([]);
  });

  test("这周哪天最空 says the week is over and offers to look at next week", async () => {
    const { calls, text } = await say("这周哪天最空");
    expect(calls.map((call) => call.name)).toEqual(["query_free_time"]);
    expect(text).toBe(`这周已经过完了：今天（12月6日 周日）剩下的节次都已经开始。可以问${NEXT_WEEK}哪天最空。`);
  });

  test("这周哪天上午最空 on Sunday afternoon says the mornings are over, not the whole day", async () => {
    const { text } = await say("这周哪天上午最空", new Date("2026-12-06T06:00:00.000Z"));
    expect(text).toBe(`这周的上午都已经过去了（今天是12月6日 周日）。可以问${NEXT_WEEK}哪天上午最空。`);
  });

  test("接下来七天, which the refusal offers, is read as a range and plans from tomorrow on", async () => {
    const { userId, calls } = await say("帮我把复习排进接下来七天的空闲时间");
    expect(calls.find((call) => call.name === "rough_schedule")?.arguments).toMatchObject({ range: "接下来七天" });
    const placed = suggestedTasks((await theOpenDraft(db(), userId)).state).flatMap((task) => task.slots ?? []);
    expect(placed.length).toBeGreaterThan(0);
    for (const slot of placed) expect(slot.day).toBeGreaterThanOrEqual(2);
  });
});
