/**
 * Questions about days of the term past the turn's window (this week and next): answered from the committed
 * timetable, read-only, through the built-in model on the demo student in a real database.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { openDraftsOf, startConversation, textsOf, toolCallsOf } from "@/testing/agent/offline-harness";

// Tuesday 2026-12-01 10:00 in Asia/Shanghai, week 13 of the demo term (18 weeks, to Sunday 2027-01-10).
const NOW = new Date("2026-12-01T02:00:00.000Z");

let studentCounter = 0;

describe.each(testDatabases())("a day of the term past next Sunday ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `远日子-${factory.name}-${studentCounter}` });
  });

  const ask = async (text: string) => {
    const turn = await startConversation({ db: db(), userId, now: NOW }, "far-days").say(text);
    return { calls: toolCallsOf(turn.events), text: textsOf(turn.events).join("") };
  };

  test("12月17日有什么课 lists that Thursday's courses", async () => {
    const { calls, text } = await ask("12月17日有什么课");
    expect(calls.map((call) => call.name)).toEqual(["query_day"]);
    expect(text).toMatch(/12月17日 周四/);
    expect(text).not.toMatch(/不在这学期/);
  });

  test("第15周周三有空吗 reads week 15 of the term (Wednesday 16 December)", async () => {
    const { calls, text } = await ask("第15周周三有空吗");
    expect(calls).toEqual([{ name: "query_free_time", arguments: { when: "第15周周三" } }]);
    expect(text).toMatch(/12月16日 周三/);
  });

  test("三周后的周二下午有空吗 is Tuesday 22 December, in the afternoon", async () => {
    const { calls, text } = await ask("三周后的周二下午有空吗");
    expect(calls).toEqual([{ name: "query_free_time", arguments: { when: "三周后的周二", part: "afternoon" } }]);
    expect(text).toMatch(/12月22日 周二/);
  });

  test("a question opens no draft, and a day past the term is still refused", async () => {
    await ask("1月5日有什么课");
    expect(await openDraftsOf(db(), userId)).toHaveLength(0);
    const { text } = await ask("3月5日有什么课");
    expect(text).toMatch(/“3月5日”不在这学期里/);
  });
});
