/**
 * Parts of every day kept free, said as an order, a reason or a liking, reach rough_schedule's keep_free in its
 * words: 早八 (the first period), a part of the day, or a clock span, on the weekdays named when any; a date keeps
 * nothing.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { followUpOf } from "./follow-ups";
import { detectIntent } from "./intents";
import { keptFreeWords } from "./kept-free-words";
import { saidLimits } from "./said-limits";

const read = (text: string) => detectIntent(normalise(text).text);

describe("the words of a clause that keeps part of the day free", () => {
  test.each([
    ["中午十二点半到一点半别给我排东西", ["12:30-13:30"]],
    ["下午三点到四点别塞", ["15:00-16:00"]],
    ["两点到三点不要安排", ["14:00-15:00"]],
    ["晚上9点到10点别排", ["21:00-22:00"]],
    ["8:00-9:40别放", ["08:00-09:40"]],
    ["我早上真的起不来", ["早八"]],
    ["第一节别给我排", ["早八"]],
    ["我下午总是犯困", ["下午"]],
    ["夜里我学不动", ["晚上"]],
  ])("%s → %j", (clause, words) => {
    expect(keptFreeWords(clause)).toEqual(words);
  });

  test.each([["明天下午别塞东西"], ["今晚别排了"], ["15号上午不要排"], ["别往水课里塞"]])("nothing for a date or no part of the day: %s", (clause) => {
    expect(keptFreeWords(clause)).toEqual([]);
  });

  test.each([
    ["周三晚上别排", ["周三晚上"]],
    ["周末上午不要排", ["周末上午"]],
    ["星期二和星期四晚上我要去家教", ["周二、周四晚上"]],
    ["每周二四晚上6点到9点在奶茶店打工", ["周二、周四 18:00-21:00"]],
    ["礼拜五下午有校队训练", ["周五下午"]],
    ["工作日早上起不来", ["工作日早八"]],
  ])("on the weekdays named: %s → %j", (clause, words) => {
    expect(keptFreeWords(clause)).toEqual(words);
  });
});

describe("a request with a part of every day kept free", () => {
  test.each([
    ["下周的复习帮我排一下，早八就别给我排了", "下周", ["早八"]],
    ["这周的待办排一下，我中午要睡午觉，十二点半到一点半别塞东西", "这周", ["12:30-13:30"]],
    ["帮我把概率论排进下周，我晚上根本学不进去", "下周", ["晚上"]],
    ["线代复习排这周，下午留给自己", "这周", ["下午"]],
    ["下周的复习排一下，都排白天", "下周", ["晚上"]],
    ["概率论的复习排在白天吧，这周", "这周", ["晚上"]],
    ["下周的复习排一下，周三晚上别排", "下周", ["周三晚上"]],
    ["下周的复习帮我排上，周三和周五晚上我有家教", "下周", ["周三、周五晚上"]],
  ])("%s → range %s, keep free %j", (text, range, keepFree) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, keepFree });
  });

  test.each([
    // A part of a date is no part of a weekday; a subject kept off a part of the day is no limit on the plan.
    ["下周的复习排一下，明天下午别塞东西"],
    ["英语听力别排早上，下周的复习排一下"],
    ["下周的复习排一下，白天我有课"],
  ])("nothing kept free: %s", (text) => {
    expect(read(text)).not.toHaveProperty("keepFree");
  });

  test("a re-plan of missed work keeps the part free too", () => {
    expect(read("把落下的重新排一下，早上我起不来")).toMatchObject({ family: "replan_missed", keepFree: ["早八"] });
  });

  test("several parts said together are kept free together", () => {
    expect(saidLimits("别给我排早八，晚上我学不进去").limits.keepFree).toEqual(["早八", "晚上"]);
  });
});

describe("the same parts said after a plan was proposed ask for it again", () => {
  test.each([
    ["我下午老是犯困，重新排一下", "把线代复习排到下周", ["下午"]],
    ["早八别给我排，重新排", "把离散复习排到这周", ["早八"]],
  ])("%s (after %s) → keep free %j", (text, previous, keepFree) => {
    const followUp = followUpOf(text, { text: previous, answerTexts: [] });
    expect(followUp && detectIntent(followUp.text)).toMatchObject({ family: "schedule", keepFree });
  });
});

describe("a part of the day a job takes, beside a request", () => {
  test.each([
    ["周三晚上我有家教，下周的复习帮我排一下", "下周", ["周三晚上"]],
    ["下周的复习帮我排上，周三和周五晚上我有家教", "下周", ["周三、周五晚上"]],
    ["离散复习排到下周，每周二四晚上6点到9点我在奶茶店打工", "下周", ["周二、周四 18:00-21:00"]],
  ])("%s → range %s, keep free %j", (text, range, keepFree) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, keepFree });
  });

  test("a request with no stretch of its own is not given the job's weekday as one", () => {
    expect(read("周四下午我都去做兼职，以后别在那会儿排复习")).not.toMatchObject({ range: expect.stringContaining("周四") });
  });
});
