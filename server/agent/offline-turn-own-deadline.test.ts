/**
 * 截止前排不完 on 今天 offers 让助手重新安排: for a to-do it sends "把X排到截止前" (its own deadline, not 期末). Through
 * startTurn with the built-in model on the demo student, that request plans that to-do alone, before its deadline.
 */
import { describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { replanRequest } from "@/lib/schedule/replan-request";
import { startConversation, suggestedTasks, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Friday 2026-12-04 10:00 in Asia/Shanghai, week 13 of the demo term.
const NOW = new Date("2026-12-04T02:00:00.000Z");
let students = 0;

describe.each(testDatabases())("a to-do re-planned up to its own deadline ($name)", (factory) => {
  const db = useTestDatabase(factory);

  test("把提交线性代数第五章作业排到截止前 plans that to-do alone, before its deadline", async () => {
    students += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `截止前${students}` });
    const request = replanRequest({ kind: "todo", name: "提交线性代数第五章作业" });
    expect(request).toBe("把提交线性代数第五章作业排到截止前");
    const turn = await startConversation({ db: db(), userId, now: NOW }, `own-deadline-${students}`).say(request);
    expect(toolCallsOf(turn.events).find((call) => call.name === "rough_schedule")?.arguments).toMatchObject({ range: "到截止前", task_id: expect.any(Number) });
    const draft = await theOpenDraft(db(), userId);
    const [todo] = suggestedTasks(draft.state);
    expect(suggestedTasks(draft.state).map((task) => task.name)).toEqual(["提交线性代数第五章作业"]);
    for (const slot of todo.slots ?? []) expect(slot.day).toBeLessThanOrEqual(todo.deadline_day ?? Infinity);
    expect(textsOf(turn.events).join("")).toContain("已为你预排了 1 个任务");
  });
});
