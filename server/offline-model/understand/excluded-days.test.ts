/**
 * Whole weekdays kept out of a plan said as an exclusion (除了X都行, X不行, X留着休息, 只排Y) or by pointing back at the
 * days a reason named ("礼拜六俺要回老家，那天甭排了", "这三天别给我排复习"): they are rough_schedule's days_off, and
 * the range is read past them.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { EXCLUSION_ROWS, excludedDays, weekdaysOf } from "./excluded-days";

const read = (text: string) => detectIntent(normalise(text).text);

describe("weekdays excluded from a plan", () => {
  test.each([
    ["下周排高数，除了周五都行", "下周", [5]],
    ["帮我排下这周的英语，周二周四不行", "这周", [2, 4]],
    ["下周的复习排一下，周末留着休息", "下周", [6, 7]],
    ["这周的待办排一排，除了周一周二其他都可以", "这周", [1, 2]],
    ["下周的复习只排周一周二", "下周", [3, 4, 5, 6, 7]],
    ["我下周三到周五在外地实习，下周的复习只排周一周二", "下周", [3, 4, 5, 6, 7]],
  ])("%s → range %s, days off %j", (text, range, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, daysOff: days });
  });

  test.each([
    ["把落下的补回来，周日没空", [7]],
    ["落下的复习补一下，周末留着休息", [6, 7]],
  ])("made-up work keeps them free too: %s", (text, days) => {
    expect(read(text)).toMatchObject({ family: "replan_missed", daysOff: days });
  });

  test.each([
    ["这周的复习排一下，礼拜六俺要回老家，那天甭排了", "这周", [6]],
    ["礼拜六俺要回老家，那天甭排了，这周复习排一下", "这周", [6]],
    ["我周三到周五要去比赛，这三天别给我排复习，下周的复习排一下", "下周", [3, 4, 5]],
    ["这周的待办排一下，周二我全天泡实验室，别排那天", "这周", [2]],
  ])("days told by a reason, then pointed at: %s", (text, range, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, daysOff: days });
  });

  test("near misses: a thing excepted, a part of a day, a day of another week, a day kept for study, only one thing", () => {
    expect(read("这周的待办排一下，除了高数都行")).not.toHaveProperty("daysOff");
    expect(read("下周的复习排一下，周三晚上不行")).not.toHaveProperty("daysOff");
    expect(read("这周的复习排一下，下周三不行")).not.toHaveProperty("daysOff");
    expect(read("这周待办排一下，周六留着复习高数")).not.toHaveProperty("daysOff");
    expect(read("这周只排四级真题那一条")).not.toHaveProperty("daysOff");
  });

  test("a span is taken whole, and each row's own examples and counterexamples hold", () => {
    expect(weekdaysOf("周三到周五")).toEqual([3, 4, 5]);
    expect(weekdaysOf("周六日")).toEqual([6, 7]);
    for (const row of EXCLUSION_ROWS) {
      for (const example of row.examples) expect(excludedDays(example).days.length, example).toBeGreaterThan(0);
      for (const example of row.counterexamples) expect(excludedDays(example).days, example).toEqual([]);
    }
  });
});
