import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";
import { detectIntent } from "../understand/intents";

/** Round 19: English words dropped into a Chinese sentence (our own sentences). */
describe("English words in a Chinese sentence", () => {
  it.each([
    ["前天的review全部done了", "前天的复习全部做完了"],
    ["today's session 鸽了", "今天的复习鸽了"],
  ])("%s reads as %s", (text, reading) => {
    expect(normalise(text).text).toBe(reading);
  });

  it.each(["can you review my plan for next week", "reviewing done", "I finished the 高数 review", "交实验报告 done"])("%s (English only) keeps its words", (text) => {
    expect(normalise(text).text).toBe(text);
  });

  it("a word inside a longer English word is left alone", () => {
    expect(normalise("帮我看下reviewer的意见").text).toBe("帮我看下reviewer的意见");
  });

  it.each([
    ["前天的review全部done了", { family: "checkin", when: "前天" }],
    ["上周的review我完成了多少", { family: "progress", focus: "summary" }],
  ])("%s is read as the Chinese would be", (text, expected) => {
    expect(detectIntent(normalise(text).text)).toMatchObject(expected);
  });
});
