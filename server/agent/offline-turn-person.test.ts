/**
 * Issue 14's behaviours through startTurn with the built-in model on the demo student in a real database: a
 * compound request does both parts in one turn, a task question names the class's unscheduled items, a to-do is
 * completed from the chat, and a request for something the student does not have offers to note it instead of
 * scheduling other tasks. Every answer is in the student's words.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { openDraftsOf, startConversation, tasksOf, textsOf, toolCallsOf } from "@/testing/agent/offline-harness";

// Tuesday 2026-12-01 10:00 in Asia/Shanghai (02:00 UTC), week 13 of the demo term; the test process runs in UTC.
const NOW = new Date("2026-12-01T02:00:00.000Z");
const INTERNAL_WORDS = /\[\d+\]|existing|suggested|pending|第\s*\d+\s*天/;

let studentCounter = 0;

describe.each(testDatabases())("the assistant answers like a person ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `像人一样-${factory.name}-${studentCounter}` });
  });

  const chat = () => startConversation({ db: db(), userId, now: NOW }, "offline-person");

  test("记一下X，再把Y排到下周: the note is written and the draft holds the plan, in one turn", async () => {
    const tasksBefore = (await tasksOf(db(), userId)).length;
    const turn = await chat().say("记一下周五交班费，再把离散数学的复习排到下周");
    const names = toolCallsOf(turn.events).map((call) => call.name);
    expect(names.slice(0, 2)).toEqual(["quick_note", "list_tasks"]);
    expect(names).toContain("rough_schedule");
    expect(await tasksOf(db(), userId)).toHaveLength(tasksBefore + 1);
    expect(await openDraftsOf(db(), userId)).toHaveLength(1);
    const text = textsOf(turn.events).join("");
    expect(text).toMatch(/^我帮你记下来了。已为你预排了/);
    expect(text).not.toMatch(INTERNAL_WORDS);
  });

  test("看看明天有啥课，顺便记一下周五交班费: reads the day, then the note is written, in one turn", async () => {
    const tasksBefore = (await tasksOf(db(), userId)).length;
    const turn = await chat().say("看看明天有啥课，顺便记一下周五交班费");
    expect(toolCallsOf(turn.events).map((call) => call.name)).toEqual(["query_day", "quick_note"]);
    expect(await tasksOf(db(), userId)).toHaveLength(tasksBefore + 1);
    const text = textsOf(turn.events).join("");
    expect(text).toMatch(/12月2日 周三/);
    expect(text).toMatch(/记下来了/);
    expect(text).not.toMatch(INTERNAL_WORDS);
  });

  test("帮我把离散和概率论的复习都排到下周: one plan holds both classes and no loose to-do", async () => {
    const turn = await chat().say("帮我把离散和概率论的复习都排到下周");
    const rough = toolCallsOf(turn.events).find((call) => call.name === "rough_schedule");
    expect(rough?.arguments).toMatchObject({ task_class: "离散数学期末复习、概率论复习", range: "下周" });
    expect(await openDraftsOf(db(), userId)).toHaveLength(1);
    const text = textsOf(turn.events).join("");
    expect(text).toMatch(/已为你预排了 \d+ 个任务/);
    expect(text).not.toMatch(INTERNAL_WORDS);
  });

  test("还有哪些离散数学的任务没做？ names the loose to-dos and the class's items not yet scheduled", async () => {
    const turn = await chat().say("还有哪些离散数学的任务没做？");
    expect(toolCallsOf(turn.events)).toEqual([{ name: "query_tasks", arguments: { keyword: "离散数学" } }]);
    const [text] = textsOf(turn.events);
    expect(text).toMatch(/^待办里有 1 条相关的（见卡片）；离散数学期末复习还有6项没排进日程：集合与二元关系、函数与等价关系、图论基础：欧拉图与哈密顿图等。$/);
  });

  test("物理实验报告写完了 completes that to-do and says its title; a done one is said to be done already", async () => {
    const turn = await chat().say("物理实验报告写完了");
    expect(toolCallsOf(turn.events)).toEqual([{ name: "complete_task", arguments: { task: "物理实验报告" } }]);
    expect(textsOf(turn.events)).toEqual(["好的，“完成大学物理实验报告”标记为已完成。"]);
    expect((await tasksOf(db(), userId)).find((task) => task.title === "完成大学物理实验报告")?.is_completed).toBe(true);
    const again = await chat().say("班费交了");
    expect(textsOf(again.events)).toEqual(["「交班费」已经是完成状态了。"]);
  });

  test("帮我把高数作业安排在明天晚上 with no such task offers to note it, schedules nothing, and 记下来 notes it", async () => {
    const conversation = chat();
    const asked = await conversation.say("帮我把高数作业安排在明天晚上");
    expect(toolCallsOf(asked.events).map((call) => call.name)).toEqual(["list_tasks", "ask_user"]);
    expect(textsOf(asked.events).at(-1)).toBe("没有找到“高数作业”，要先把它记成一条待办吗？");
    expect(await openDraftsOf(db(), userId)).toEqual([]);

    const noted = await conversation.say("记下来");
    expect(toolCallsOf(noted.events).map((call) => call.name)).toEqual(["quick_note"]);
    expect((await tasksOf(db(), userId)).some((task) => task.title === "高数作业")).toBe(true);
    expect(textsOf(noted.events).at(-1)).toBe("记下了“高数作业”。要把它排进日程的话，告诉我大概需要几节。");
  });

  test("算了，周四下午有空吗 drops the pending question and answers the new one", async () => {
    const conversation = chat();
    await conversation.say("帮我排一下复习");
    const turn = await conversation.say("算了，周四下午有空吗");
    expect(toolCallsOf(turn.events)).toEqual([{ name: "query_free_time", arguments: { when: "周四", part: "afternoon" } }]);
    expect(textsOf(turn.events).at(-1)).toMatch(/^12月3日 周四下午/);
  });
});
