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

describe("a story of someone's reminder, then whether it was noted", () => {
  it("asks for the thing by name", () => {
    expect(detectIntent("今天碰到学姐了，聊了好久。然后她提醒我，实验报告好像周五截止？你帮我查一下我有没有记过这个实验报告")).toEqual({
      family: "query_tasks",
      input: { keyword: "实验报告" },
    });
  });

  it("the student's own reminder is still a note", () => {
    expect(detectIntent("明天下午三点开组会，提醒我带电脑")).toMatchObject({ family: "quick_note" });
  });
});
