/**
 * "把毕业论文排到期末前" with the built-in model (issue 11, plan to the end of term): the planning window, the range the
 * rough_schedule tool resolves and the confirm all reach the term's last week, while a class whose name holds
 * "期末" ("离散数学期末复习") asked for next week stays in next week.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { createTaskClass } from "@/server/study-plan/task-classes";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { confirmDraft } from "../schedule/confirm";
import { confirmOf, scheduleRowsOf, startConversation, suggestedTasks, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai, week 13 of the demo's 18-week term (which ends on Sunday 2026-05-31).
const NOW = new Date("2026-04-27T08:00:00.000Z");
let counter = 0;

describe.each(testDatabases())("planning to the end of term in the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    counter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `期末前-${factory.name}-${counter}` });
  });

  test("把毕业论文排到期末前 spreads the class over weeks 13-18 in one card, and 确认 writes every week", async () => {
    await createTaskClass(db(), userId, {
      name: "毕业论文",
      start_date: "2026-04-27",
      end_date: "2026-05-31",
      strategy: "steady",
      allow_filler_course: false,
      excluded_slots: [],
      items: Array.from({ length: 10 }, (_, index) => ({ content: `第${index + 1}部分`, duration: 2 })),
    });
    const turn = await startConversation({ db: db(), userId, now: NOW }, "term-end").say("把毕业论文排到期末前");

    expect(toolCallsOf(turn.events).find((call) => call.name === "rough_schedule")?.arguments).toMatchObject({ task_class: "毕业论文" });
    expect(confirmOf(turn.events)).toBeDefined();
    const draft = await theOpenDraft(db(), userId);
    const mapping = draft.state.window.day_mapping;
    expect(mapping.at(-1)).toMatchObject({ week: 18, day_of_week: 7 });
    const placed = suggestedTasks(draft.state);
    expect(placed).toHaveLength(10);
    const weeks = new Set(placed.flatMap((task) => (task.slots ?? []).map((slot) => mapping[slot.day - 1].week)));
    // Steady spreads ten items over the five weeks and a half that are left, not into this week and next.
    expect(Math.max(...weeks)).toBeGreaterThanOrEqual(17);
    expect(weeks.size).toBeGreaterThanOrEqual(4);

    const confirmed = await confirmDraft(db(), userId, draft.id, NOW, draft.revision);
    expect(confirmed.result.commit_id).toBeDefined();
    const written = new Set((await scheduleRowsOf(db(), userId)).filter((row) => row.week >= 15).map((row) => row.week));
    expect([...written].filter((week) => weeks.has(week)).sort()).toEqual([...weeks].filter((week) => week >= 15).sort());
  });

  test("a class named …期末复习 asked for next week is planned into next week only", async () => {
    const turn = await startConversation({ db: db(), userId, now: NOW }, "not-term-end").say("把离散数学期末复习排到下周");
    expect(toolCallsOf(turn.events).find((call) => call.name === "rough_schedule")?.arguments).toMatchObject({ range: "下周" });
    const draft = await theOpenDraft(db(), userId);
    const mapping = draft.state.window.day_mapping;
    const weeks = new Set(suggestedTasks(draft.state).flatMap((task) => (task.slots ?? []).map((slot) => mapping[slot.day - 1].week)));
    expect([...weeks]).toEqual([14]);
  });
});
