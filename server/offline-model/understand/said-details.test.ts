/**
 * Details a request carries beside its ask: a day that is "loose" asked as the emptiest one, the newest first said as
 * 按新的在前 / 新的在上面. The estimate said as enough (两节就行) is tested beside its reader, lib/tasks/estimates.test.ts.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

const question = (text: string) => {
  const intent = detectIntent(text);
  return intent.family === "schedule_question" ? intent.question : intent;
};

describe("a loose day is the emptiest one", () => {
  test.each([
    ["这两周哪天稍微松一点，想去趟医院", "这两周"],
    ["周五和周六哪一天比较宽松", "周五"],
    ["下个月哪天更松快", "下个月"],
  ])("%s", (text, when) => {
    expect(question(text)).toEqual({ toolName: "query_free_time", input: { when, pick: "emptiest" } });
  });

  test("a loose week asked to be filled, and resting (放松), are no such question", () => {
    expect(detectIntent("这周比较松，帮我多排点复习").family).toBe("schedule");
    expect(question("周末哪天放松一下")).not.toMatchObject({ toolName: "query_free_time" });
  });
});

describe("the newest first, said as where the new ones go", () => {
  test.each(["上周记的待办列出来，按新的放前面", "前几天加的待办列一下，新的在上面", "我的任务都列出来，按新的放最前"])("%s", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "query_tasks", input: { sort: "created_desc" } });
  });

  test("新的 as part of a name or a week orders nothing", () => {
    expect(detectIntent("新的一周都有哪些待办")).not.toMatchObject({ input: { sort: "created_desc" } });
  });
});
