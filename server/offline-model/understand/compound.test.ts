import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a day asked about, then a note for 那天: both are asked, and the note is on the day asked about", () => {
  test.each([
    ["看看周四的课，顺便记上那天下午三点的组会", "周四", "周四下午三点的组会"],
    ["帮我看下后天有什么课，另外那天晚上七点的班会记一下", "后天", "后天晚上七点的班会"],
    ["12月20号有课吗，顺便提醒我那天早上8点去体检", "12月20号", "12月20号早上8点去体检"],
  ])("%s", (text, when, content) => {
    expect(detectIntent(text)).toEqual({
      family: "compound",
      parts: [
        { family: "schedule_question", question: { toolName: "query_day", input: { when } } },
        { family: "quick_note", content },
      ],
    });
  });

  test("a statement about a day, then a note for 那天, stays one note", () => {
    expect(detectIntent("周五交完报告就轻松了，那天晚上提醒我去聚餐").family).toBe("quick_note");
  });
});
