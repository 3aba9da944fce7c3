import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("the term in the student's words", () => {
  it.each(["现在是第几周", "这周是第几周啊", "今天第几周？", "这学期还剩几周", "what week is it"])("%s asks where today stands", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  it.each([
    ["现在是第5周，一共18周", { currentWeek: 5, weeks: 18 }],
    ["这周是第三周", { currentWeek: 3 }],
    ["我们已经第10周了", { currentWeek: 10 }],
    ["不对，现在是第六周，这学期共16周", { currentWeek: 6, weeks: 16 }],
    ["it's week 5 of 16", { currentWeek: 5, weeks: 16 }],
  ])("%s tells the term", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each(["第15周周三有空吗", "离期末考试还有几周", "把复习排到第5周", "第5周有什么课"])("%s is about something else", (text) => {
    expect(detectIntent(text).family).not.toMatch(/^term_/);
  });
});
