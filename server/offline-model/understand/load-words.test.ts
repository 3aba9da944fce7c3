/**
 * How much a day may hold and how busy a stretch is, said loosely: a daily cap said as enough or as what is made up,
 * an even spread said with where it goes, the emptiest day said by what weighs least on it, and a stretch judged
 * packed with the student as the one who packed it.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { scheduleOptions } from "./schedule-options";

describe("a daily cap said loosely", () => {
  it.each([
    ["最近头疼，英语复习少来点，每天一节就行", 1],
    ["数电复习排到下周，一天两节就够了", 2],
    ["这周的复习每日就排一节足够", 1],
  ])("%s caps the day at %i", (text, cap) => {
    const { rest, options } = scheduleOptions(text);
    expect(options.dailyCap).toBe(cap);
    // The words that said it name nothing to plan.
    expect(rest).not.toMatch(/节/);
  });

  // How long one sitting is, or a period of a course, is no cap.
  it.each(["每天第一节就有课", "一节就够我复习完这章了"])("%s says no cap", (text) => {
    expect(scheduleOptions(text).options.dailyCap).toBeUndefined();
  });

  it("what is made up, capped a day", () => {
    expect(detectIntent("请假落下的复习一点点补，一天最多补一节")).toMatchObject({ family: "replan_missed", dailyCap: 1 });
    expect(detectIntent("出差漏掉的复习慢慢补")).toEqual({ family: "replan_missed" });
  });
});

describe("an even spread said with where it goes", () => {
  it.each(["线代复习排到下周，均匀分到每天", "这周的听力练习平均铺到每一天吧", "把马原复习尽量均匀地摊到这几天"])("%s", (text) => {
    const { rest, options } = scheduleOptions(text);
    expect(options.strategy).toBe("steady");
    expect(rest).not.toMatch(/每一?天|这几天|摊|铺/);
  });
});

describe("the emptiest day, said by what weighs least on it", () => {
  it.each(["下周哪天空档最多", "周末哪天压力最小，想出去玩", "这周哪天负担相对轻一点", "下周哪天最不忙"])("%s", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } });
  });
});

describe("the emptiest day, said as the loosest (最松, 最宽松, 最松快)", () => {
  it.each(["下周哪天最宽松啊", "这周剩下几天里哪天课最松", "周末两天哪天最松快，我想回趟家"])("%s", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } });
  });

  it.each(["这周排得松一点", "下周的复习别排太紧，宽松点"])("%s asks how to plan, not which day is loosest", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ question: { input: { pick: "emptiest" } } });
  });
});

describe("a stretch judged packed", () => {
  it.each(["我是不是把这周塞得太满了", "下周是不是安排得有点紧", "这两周是不是堆得太密了"])("%s asks how busy it is", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question" });
  });

  it("a wish to keep it from being packed is still a plan", () => {
    expect(detectIntent("把离散排到下周，别塞得太满")).toMatchObject({ family: "schedule" });
  });
});
