/**
 * Requests a student tried in the black-box pass, through startTurn with the built-in model on the demo student: a
 * request that names one subject touches it and nothing else (issue 14: "a request about one task touches that task
 * only"), the range and particles around a subject are read as meant, and a move to a part of the day that is
 * partly taken goes to its free periods.
 */
import { describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { startConversation, suggestedTasks, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Friday 2026-12-04 10:00 in Asia/Shanghai, week 13 of the demo term.
const NOW = new Date("2026-12-04T02:00:00.000Z");
let students = 0;

describe.each(testDatabases())("requests as students word them ($name)", (factory) => {
  const db = useTestDatabase(factory);

  async function say(message: string) {
    students += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `一科同学${students}` });
    const turn = await startConversation({ db: db(), userId, now: NOW }, `one-subject-${students}`).say(message);
    return { userId, turn, calls: toolCallsOf(turn.events) };
  }

  test("a subject only one to-do's title holds plans that to-do alone, not every to-do", async () => {
    const { userId, turn, calls } = await say("帮我把线性代数复习排到期末前");
    const rough = calls.find((call) => call.name === "rough_schedule");
    expect(rough?.arguments).toMatchObject({ range: "到期末前", task_id: expect.any(Number) });
    expect(rough?.arguments).not.toHaveProperty("task_class");
    const draft = await theOpenDraft(db(), userId);
    expect(suggestedTasks(draft.state).map((task) => task.name)).toEqual(["提交线性代数第五章作业"]);
    expect(textsOf(turn.events).join("")).toContain("已为你预排了 1 个任务");
  });

  test("这周和下周 is both weeks", async () => {
    const { calls } = await say("帮我把概率论复习排进这周和下周的空闲时间");
    expect(calls.find((call) => call.name === "rough_schedule")?.arguments).toEqual({ task_class: "概率论复习", range: "这周到下周" });
  });

  test("能帮我排点… names the class after the particles", async () => {
    const { calls } = await say("这周末能帮我排点概率论复习吗");
    expect(calls.find((call) => call.name === "rough_schedule")?.arguments).toMatchObject({ task_class: "概率论复习", range: "这周末" });
  });

  test("把X移到周五下午 with the afternoon's first periods taken goes to its free periods, and says only what changed", async () => {
    const { userId, turn, calls } = await say("把树与最小生成树移到周五下午");
    const places = calls.filter((call) => call.name === "place").map((call) => call.arguments as { slot_start: number });
    expect(places.map((call) => call.slot_start)).toEqual([5, 7]);
    const draft = await theOpenDraft(db(), userId);
    expect(suggestedTasks(draft.state).find((task) => task.name === "树与最小生成树")?.slots).toEqual([{ day: 1, slot_start: 7, slot_end: 8 }]);
    const [answer] = textsOf(turn.events);
    expect(answer).toBe("好的，已经改在方案里了，确认后写入日程。\n已将 树与最小生成树 放到12月4日 周五 16:00–17:40。");
  });
});
