/** Statements that ask for nothing though they hold a request's words, by row: examples and counterexamples. */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a joke about the student's own lot", () => {
  it.each(["我的目标就是及格哈哈", "我这学期的作业就是摸鱼hhh", "我今天的计划就是躺平😂"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["我的作业就是没交完哈哈，帮我看看还有哪些", "我的任务就是明天交报告哈哈，提醒我一下"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});
