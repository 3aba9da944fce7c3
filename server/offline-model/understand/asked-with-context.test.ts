import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 19: a question with the wish it is asked for. Our own sentences. */
describe("a wish to plan, then the question", () => {
  it.each([
    ["打算安排一下这周，周三前要交的作业有哪些", { deadline_before: "周三前" }],
    ["想先规划下时间，明天之前要截止的任务有哪些", { deadline_before: "明天之前" }],
  ])("%s asks the question alone", (text, input) => {
    expect(detectIntent(text)).toMatchObject({ family: "query_tasks", input });
  });
});
