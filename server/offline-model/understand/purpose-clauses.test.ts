import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { withoutPurposeClause } from "./purpose-clauses";

describe("withoutPurposeClause", () => {
  it.each([
    ["把不重要但紧急的列出来，明天好处理", "把不重要但紧急的列出来"],
    ["看下周四有什么课，我好提前规划", "看下周四有什么课"],
    ["查一下这周要交哪些作业，方便我安排时间", "查一下这周要交哪些作业"],
    ["把重要不紧急的都列一下，这样我周日好做计划。", "把重要不紧急的都列一下"],
  ])("%s drops what the answer is for", (text, rest) => {
    expect(withoutPurposeClause(text)).toBe(rest);
  });

  it.each([
    // Near-misses: hard to arrange (不好), the student's own resolve (好好), a question whether it is easy, no clause
    // before it, and a purpose that is no planning.
    "这周课太多，不好安排",
    "帮我看看明天有什么课，我好好安排一下",
    "这周的事情多，好安排吗",
    "好安排",
    "把待办排进这周，周末好出去玩",
  ])("%s keeps every clause", (text) => {
    expect(withoutPurposeClause(text)).toBe(text);
  });
});

describe("a request with its purpose after it", () => {
  it("lists the quadrant asked for, the day of the purpose being no deadline", () => {
    expect(detectIntent("把重要不紧急的列出来，下周一好安排")).toEqual({ family: "query_tasks", input: { quadrant: 2 } });
    expect(detectIntent("不重要但紧急的列一下，晚上好处理")).toEqual({ family: "query_tasks", input: { quadrant: 3 } });
  });

  it("asks what a day holds, not whether it is free, with 好规划 after it", () => {
    expect(detectIntent("明天都有什么课，我好规划一下")).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when: "明天" } } });
  });
});
