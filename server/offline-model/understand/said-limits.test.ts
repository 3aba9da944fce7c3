/**
 * The student's limits on a plan said as a habit or a reason: days without study, caps said as a wish, an even spread
 * as a liking, parts of the day the student cannot study in, and any reason with weekdays a later "那天别排" points
 * at. Each reaches rough_schedule's fields (days_off, daily_cap, strategy) the same way, or nothing when the planner
 * has no option for it, and never names a subject.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { followUpOf } from "./follow-ups";
import { detectIntent } from "./intents";
import { LIMIT_ROWS, saidLimits, withoutTimeOfDayTold } from "./said-limits";

const read = (text: string) => detectIntent(normalise(text).text);

describe("each row reads its examples and leaves its counterexamples", () => {
  for (const row of LIMIT_ROWS) {
    test.each(row.examples.map((example) => [example]))(`${row.family}: %s`, (example) => {
      const { rest } = saidLimits(`线代复习排进下周，${example}`);
      expect(rest).not.toContain(example);
    });
    if (row.counterexamples.length === 0) continue;
    test.each(row.counterexamples.map((example) => [example]))(`${row.family}, not: %s`, (example) => {
      expect(saidLimits(`线代复习排进下周，${example}`).rest).toContain(example);
    });
  }
});

describe("a day without study, said as a habit", () => {
  test.each([
    ["礼拜六我一般去兼职不学习，下周的复习帮我排一下", "下周", [6]],
    ["我周五晚上回家，周六周日都不学的，下周的待办排一下", "下周", [6, 7]],
    ["高数复习排进这周，不过周日我从来不复习", "这周", [7]],
    ["线代复习帮我排进下周，周三我也不学", "下周", [3]],
  ])("%s → range %s, days off %j", (text, range, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, daysOff: days });
  });

  test.each([
    // A part of the day is no whole day off, and a subject kept off a day is no day off either.
    ["下周的复习排一下，周三晚上不学"],
    ["下周的复习排一下，周日不学高数"],
  ])("no day off: %s", (text) => {
    expect(read(text)).not.toHaveProperty("daysOff");
  });
});

describe("working days only", () => {
  test.each([
    ["下周工作日帮我把线代排一下", "下周", ["线代"]],
    ["这周的待办就排工作日吧", "这周", []],
    ["把英语复习放到下周的工作日里", "下周", ["英语"]],
    ["只在工作日排高数复习，下周", "下周", ["高数"]],
  ])("%s → range %s, weekend off", (text, range, hints) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, daysOff: [6, 7], hints });
  });
});

describe("a reason naming weekdays, then pointed at", () => {
  test.each([
    ["这周四学院组织体检，那天别排，这周的复习排一下", "这周", [4]],
    ["下周二周三要去参加校运会，那两天不要排，下周的待办排一下", "下周", [2, 3]],
    ["周五有社团招新，那天不要排了，这周的复习帮我排一下", "这周", [5]],
    ["这周的待办帮我排一下，周六学校补课，那天别排了", "这周", [6]],
  ])("%s → range %s, days off %j", (text, range, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, daysOff: days });
  });

  test("a weekday kept off with 复习 after it reports nothing done", () => {
    expect(read("周日别排复习了，下周的待办排一下")).toMatchObject({ family: "schedule", range: "下周", daysOff: [7] });
  });
});

describe("a cap said as a wish", () => {
  test.each([
    ["我每天复习不想超过两节，这周的待办帮我排一下", 2],
    ["下周的复习排一下，但我一天最多学两节", 2],
    ["我一天不愿意超过四节，线代复习排进下周", 4],
    ["高数复习排到这周，一天学习别超过三节，就按这个要求排", 3],
  ])("%s → cap %i", (text, cap) => {
    expect(read(text)).toMatchObject({ family: "schedule", dailyCap: cap, hints: expect.not.arrayContaining(["要求", "标准"]) });
  });

  test("a load refused is no cap, the one said after it is", () => {
    expect(saidLimits("每天六节太多了，一天最多两节").limits).toEqual({ dailyCap: 2 });
    expect(saidLimits("一天八节我吃不消").limits).toEqual({});
  });

  test("a load borne keeps its own reading", () => {
    expect(read("下周的复习排一下，一天四节我也扛得住")).toMatchObject({ family: "schedule", dailyCap: 4 });
  });
});

describe("an even spread said as a liking", () => {
  test.each([
    ["我习惯分开复习，线代下周帮我排一下"],
    ["英语这周帮我排匀吧"],
    ["高数复习下周排，每天学一点就行"],
    ["那套卷子这周分三天排吧"],
  ])("%s → steady", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", strategy: "steady" });
  });

  test("a daily amount in periods is a cap, not a spread", () => {
    expect(saidLimits("每天来两节").limits).not.toHaveProperty("strategy");
  });
});

describe("a part of the day the planner has no option for names no subject", () => {
  test.each([
    ["我下午一般要睡觉，三点前别给我放东西，下周的待办排一下", "下周"],
    ["我晚上实在学不动，下周的复习排一下", "下周"],
    ["我注意力坚持不了太久，这周的待办帮我排一下", "这周"],
    ["周六我只打算学半天，其余半天去打球，待办排到周六", "周六"],
  ])("%s", (text, range) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints: [], range });
  });

  test("水课 refused keeps its own reading", () => {
    expect(read("概率论复习排进下周，别往水课里塞")).toMatchObject({ family: "schedule", allowFiller: false });
  });
});

describe("a follow-up after a time of day found hard", () => {
  test.each([
    ["不行，我早上实在起不来，换个下午的时间", "换到下午"],
    ["我晚上效率太低，换个白天的时段", "换个时间"],
    ["不太行，我中午要午睡，换到晚上吧", "换到晚上"],
  ])("%s → %s", (text, change) => {
    expect(withoutTimeOfDayTold(text)).toBe(change);
  });

  test.each([["不行，换到晚上"], ["早上八点叫我起床"]])("no reason told: %s", (text) => {
    expect(withoutTimeOfDayTold(text)).toBeUndefined();
  });
});

describe("dropped for now, to think it over", () => {
  test.each([["先搁着吧，我回头自己琢磨一下"], ["先放一放，我明天再考虑考虑"], ["那就先放着"]])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "dismiss" });
  });

  test("dropped, then a request", () => {
    expect(read("先放着吧，把高数排到下周")).toMatchObject({ family: "schedule", hints: ["高数"], range: "下周" });
  });
});

describe("the same limits after a plan was proposed ask for it again", () => {
  function again(text: string, previous: string) {
    const followUp = followUpOf(text, { text: previous, answerTexts: [] });
    return followUp && detectIntent(followUp.text);
  }

  test.each([
    ["周日我一般回家不复习，重新排一下", "把线代复习排到下周", { hints: ["线代"], daysOff: [7] }],
    ["我一天学习不想超过两节，重新排", "把离散复习排到这周", { hints: ["离散"], dailyCap: 2 }],
    ["太集中了，我比较喜欢分散着学，重来一遍", "把概率论复习排到下周", { hints: ["概率论"], strategy: "steady" }],
    ["排得太挤了，重新排", "把英语复习排到这周", { hints: ["英语"], range: "这周" }],
  ])("%s", (text, previous, intent) => {
    expect(again(text, previous)).toMatchObject({ family: "schedule", ...intent });
  });
});
