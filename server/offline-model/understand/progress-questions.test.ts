import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("how much was done, guessed, and the guess asked to be checked", () => {
  it.each([
    ["上周复习得挺少吧？帮我查查", "上周"],
    ["今天学得还挺多的，还是不多？", "今天"],
    ["这周好像做了不少，你算算", "这周"],
    ["最近打卡了挺多？还是很少？瞅瞅", "最近"],
  ])("%s asks for the progress of %s", (text, range) => {
    expect(detectIntent(text)).toEqual({ family: "progress", focus: "summary", range });
  });

  it.each(["这周好像学了不少", "今天复习得挺多的，好累"])("%s only says it: nothing is asked", (text) => {
    expect(detectIntent(text).family).not.toBe("progress");
  });
});

describe("how much was done, weighed against another stretch or doubted as next to nothing", () => {
  it.each([
    ["今天复习得比昨天少吧", "summary", "今天"],
    ["这周打卡的比上周多吗", "summary", "这周"],
    ["昨天是不是几乎没做", "missed", "昨天"],
    ["最近是不是压根没怎么复习", "missed", "最近"],
  ])("%s asks for the %s of %s", (text, focus, range) => {
    expect(detectIntent(text)).toEqual({ family: "progress", focus, range });
  });
});

describe("a whole month or term (整个月, 整个学期) is a stretch asked about, not the overview", () => {
  it.each(["整个学期我学习完成了多少节", "上个月整个月打卡了几次", "10月整个月复习做了多少"])("%s asks for the progress", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "progress", focus: "summary" });
  });
});

describe("looking back at a stretch: what was studied, how many blocks, which were missed and when", () => {
  it.each([
    ["这周我都复习了些什么，帮我捋一捋", "summary", "这周"],
    ["昨天到底学了啥", "summary", "昨天"],
    ["上周的学习块完成了几块", "summary", "上周"],
    ["这周哪几节复习我没上", "missed", "这周"],
    ["上周哪几天的复习没去", "missed", "上周"],
    ["这周漏掉的那几次是几号的", "missed", "这周"],
    ["昨天晚上那节打过卡了吗", "summary", "昨天"],
  ])("%s asks for the %s of %s", (text, focus, range) => {
    expect(detectIntent(text)).toEqual({ family: "progress", focus, range });
  });

  it.each(["最近落下好多，有点慌，帮我看一下", "落下太多了，帮我看看"])("%s: missed work felt, a look asked for", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "progress", focus: "missed" });
  });

  it.each(["今天上午那节没去", "落下挺多的，好烦", "提醒我明天下午打卡"])("%s asks nothing about progress", (text) => {
    expect(detectIntent(text).family).not.toBe("progress");
  });
});

describe("a rate of the study done (打卡率, 完成率)", () => {
  it.each([
    ["上周复习的打卡率多少", "上周"],
    ["这个星期学习计划完成率怎么样", "这个星期"],
    ["我今天的打卡率有多高", "今天"],
  ])("%s asks how %s went", (text, range) => {
    expect(detectIntent(text)).toEqual({ family: "progress", focus: "summary", range });
  });

  it("what the rate means is a question about the planner", () => {
    expect(detectIntent("打卡率指的是什么")).toMatchObject({ family: "small_talk", topic: "app_help" });
  });
});
