import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** time-questions.ts's EARLIEST_FIT: the earliest place a run of periods fits, asked with no day named. */
describe("the earliest place it fits", () => {
  it.each([
    ["错题本要三节，最早哪天有空", 3],
    ["两节的话最早什么时候排得下", 2],
    ["图的遍历要两节，最早哪儿放得下", 2],
  ])("%s is the first free run that fits", (text, duration) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "find_first_free", input: { duration } } });
  });

  it.each([
    // Near-misses: a day named asks that day's free time; no amount leaves nothing to fit; 最早 of a routine asks nothing.
    ["明天最早哪里能放下两节", "query_free_time"],
    ["最早哪里能放下", "query_free_time"],
  ])("%s stays a free-time question", (text, toolName) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName } });
  });

  it("最早几点起床 asks for no free time", () => {
    expect(detectIntent("最早几点起床").family).not.toBe("schedule_question");
  });
});
