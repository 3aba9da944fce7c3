import { describe, expect, test } from "vitest";
import { normalise } from "./normalise";

const read = (text: string) => normalise(text).text;

describe("堂 counted or pointed at is a class period", () => {
  test.each([
    ["這份作業估計要三堂", "这份作业估计要三节"],
    ["每天頂多排四堂就好", "每天顶多排四节就好"],
    ["下午兩點那堂先空著", "下午两点那节先空着"],
    ["禮拜四有沒有連續三堂空堂", "星期四有没有连续三节没课"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each([["課堂報告下週交"], ["中午去食堂吃飯"], ["禮堂的講座幾點開始"], ["我堂哥來找我"]])("not a period: %s", (said) => {
    expect(read(said)).not.toContain("节");
  });
});

describe("读 of a study block is doing it", () => {
  test.each([
    ["禮拜三那塊我沒讀", "星期三那块我没做"],
    ["昨晚那三堂只讀了兩堂", "昨晚那三节只做了两节"],
    ["今天讀了一堂就睡了", "今天做了一节就睡了"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each([["這章我沒讀懂"], ["讀書會改到禮拜五"], ["讀了一本小說"]])("reading itself: %s", (said) => {
    expect(read(said)).toContain("读");
  });
});

describe("the weekend said as 六日, and not getting up", () => {
  test.each([
    ["禮拜六日都不要排", "周六周日都不要排"],
    ["周六日我要回家", "周六周日我要回家"],
    ["星期六日休息", "周六周日休息"],
    ["早上我真的爬不起來", "早上我真的起不来"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each([["周六日程排满了"], ["下周六日记本要交"]])("not both days: %s", (said) => {
    expect(read(said)).not.toContain("周六周日");
  });
});
