import { describe, expect, test } from "vitest";
import { SAID_PLAINLY_ROWS, saidPlainly } from "./said-plainly";
import { detectIntent } from "./intents";

describe.each(SAID_PLAINLY_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(saidPlainly(said)).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(saidPlainly(said)).toBe(said);
  });
});

describe("the request under the negated half", () => {
  test.each([
    ["我不是要你记下来，我是问英语作文哪天截止", { family: "query_tasks", input: { keyword: "英语作文" } }],
    ["不用给我排，我就想知道下周五有没有课", { family: "schedule_question", question: { toolName: "query_day", input: { when: "下周五" } } }],
    ["上次确认的那版方案我后悔了，退回去吧", { family: "undo" }],
    ["刚才那个日程我手滑确认了，撤回", { family: "undo" }],
    ["撤掉刚才保存的安排吧，周四临时要值班", { family: "undo" }],
    ["我又没让你排英语听力，刚才那个我还没确认，不要了", { family: "small_talk", topic: "dismiss" }],
    ["别按考试顺序排了，就平均地排进下周", { family: "schedule", strategy: "steady", range: "下周" }],
    ["课程论文压根没动笔！！提醒我周五晚上八点开肝", { family: "quick_note", content: "周五晚上八点开肝课程论文" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject(intent);
  });

  test("a confirmed plan praised is no undo", () => {
    expect(detectIntent("刚才确认的排程挺好的").family).not.toBe("undo");
  });
});
