/** A note's hour said apart from its day (said-late-clocks.ts): the day and the hour passed on together. */
import { describe, expect, test } from "vitest";
import { clockAfterNoteCue, namedDayAfterDate } from "./said-late-clocks";

describe("a day's name between the date and the hour", () => {
  test.each([
    ["12.25圣诞节晚上六点聚餐", "12.25 晚上六点"],
    ["1.1 元旦 上午十点 去看升旗", "1.1 上午十点"],
    ["3月8号生日 晚8点 订蛋糕", "3月8号 晚8点"],
  ])("%s", (content, deadline) => {
    expect(namedDayAfterDate(content)).toBe(deadline);
  });

  // No hour after the name, or no date before it: the tools read the day as they always did.
  test.each(["12.24平安夜跟室友吃饭", "平安夜晚上七点跟对象吃饭", "12.31跨年 去外滩"])("%s is left to the tools", (content) => {
    expect(namedDayAfterDate(content)).toBeUndefined();
  });
});

describe("the hour said last, after the note's cue", () => {
  test.each([
    ["每周五下午交实验记录，这周的帮我记上 4点", "周五下午4点"],
    ["明天下午开班会，记着 3点半", "明天下午3点半"],
    ["周四要还图书馆的书，提醒我 晚上八点", "周四晚上八点"],
  ])("%s", (content, deadline) => {
    expect(clockAfterNoteCue(content)).toBe(deadline);
  });

  // A range is no one day, an hour already said stays, and an hour not at the end is the tools'.
  test.each(["这周要交读书笔记，记上 晚上9点", "明天下午三点开会，记一下 4点", "周五晚上8点提醒我交报告"])("%s is left to the tools", (content) => {
    expect(clockAfterNoteCue(content)).toBeUndefined();
  });
});
