/**
 * Limits said on a plan in everyday and northern words: a cap as 封顶 / 不超 after a space, a day off as 别整 / 别碰 /
 * 歇歇 (with 就 or the plan's weeks before the day), the exams' 日子 as the measure, an even spread asked as a clause
 * of its own, a part of the day cleared ("晚上的都拿掉") or told with a reason ("脑子不转", "我起不来").
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { saidLimits } from "./said-limits";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a plan asked as 把X排了 after the stretch, a cap after a space", () => {
  test.each([
    ["下周把线代排了 每天不超两节", "下周", 2],
    ["这周把高数排了，每天封顶3节", "这周", 3],
  ])("%s → range %s, cap %d", (text, range, cap) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, dailyCap: cap });
  });

  test("这周把高数排了 → a plan of this week", () => {
    expect(read("这周把高数排了")).toMatchObject({ family: "schedule", range: "这周" });
  });

  test.each([["这周把作业交了"], ["上周把高数排了，结果一节没做"]])("no plan: %s", (text) => {
    expect(read(text).family).not.toBe("schedule");
  });
});

describe("a day off said as 别整, 别碰 or 歇歇", () => {
  test.each([
    ["这周的复习排一下，就周日别整", [7]],
    ["下周的待办排一下，周三都别碰", [3]],
    ["按考试的日子给我排复习，周六我得歇歇", [6]],
  ])("%s → days off %j", (text, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", daysOff: days });
  });

  test("按考试的日子 is the exams as the measure, no subject", () => {
    expect(read("照着考试的日子把复习倒着排")).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  test("别整了 alone keeps no day", () => {
    expect(read("别整了，烦死了")).not.toHaveProperty("daysOff");
  });
});

describe("a part of the day cleared, a reason with no part said, an even spread asked", () => {
  test.each([
    ["线代复习排进下周，晚上的都拿掉", ["晚上"]],
    ["线代复习排进下周，早八的全都不要了，我肯定起不来", ["早八"]],
    ["线代复习排进下周，晚上我脑子转不动", ["晚上"]],
  ])("%s → keep free %j", (text, words) => {
    expect(saidLimits(text).limits.keepFree).toEqual(words);
  });

  test.each([["线代排进下周，能不能匀开点排"], ["线代排进下周，别好几天挨着"], ["线代排进下周，中间留点休息的空"]])("%s → steady", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", strategy: "steady" });
  });

  test("周三晚上的都拿掉 names a weekday: that evening is kept free, not every evening", () => {
    expect(saidLimits("线代复习排进下周，周三晚上的都拿掉").limits.keepFree).toEqual(["周三晚上"]);
  });
});

describe("the time left, told before the request", () => {
  test.each([["只剩一个月了，按考试给我排复习"], ["离期末就剩两周了，按每门考试的时间排复习"]])("%s → a plan for the exams, no subject", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  test("只剩一章了 is what is left to do, not the time", () => {
    expect(saidLimits("线代复习排进下周，只剩一章了").rest).toContain("只剩一章了");
  });
});
