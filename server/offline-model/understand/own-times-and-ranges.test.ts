import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { readReplan } from "./missed-work";
import { readProgress } from "./progress-questions";
import { DAY_BEFORE } from "./reminder-ahead";

const read = (text: string) => detectIntent(normalise(text).text);

describe("the written 本周 in a progress question is the spoken 这周", () => {
  test.each(["本周打卡进度？", "本周学习进度怎么样", "本周落下了哪些复习"])("%s asks about 这周", (text) => {
    expect(readProgress(text)).toMatchObject({ family: "progress", range: "这周" });
  });

  test("near miss: 上周 stays 上周", () => {
    expect(readProgress("上周打卡进度？")).toMatchObject({ range: "上周" });
  });
});

describe("a terse re-plan with its range set off by a space", () => {
  test.each([
    ["落下的补上 这个周末", "这个周末"],
    ["漏掉的重新排 明天", "明天"],
    ["没做完的重排 下下周", "下下周"],
  ])("%s puts the missed work into %s", (text, range) => {
    expect(readReplan(text)).toMatchObject({ family: "replan_missed", range });
  });

  test("near miss: a word after the space that is no range adds none", () => {
    expect(readReplan("没做的重排 快点")).toEqual({ family: "replan_missed" });
  });
});

describe("a reminder the day before, said with 提前 (提前一天晚上八点提醒我)", () => {
  test.each(["，提前一天晚上八点提醒我订蛋糕", "，提前两天上午十点叫我打印", "，提前一晚九点提醒我背作文"])("%s is a day-before reminder", (text) => {
    expect(DAY_BEFORE.test(text)).toBe(true);
  });

  test("near miss: ahead by hours is no day before", () => {
    expect(DAY_BEFORE.test("，提前两小时提醒我")).toBe(false);
  });
});

describe("在记个 opening a clause is the typo of 再记个", () => {
  test.each(["周报发了 在记个明天下午三点取快递", "作业交了，在记一条周日晚上八点开班会"])("%s notes a second thing", (text) => {
    expect(normalise(text).text).toContain("再记");
  });

  test("the typo'd second request is read as a done to-do and a note", () => {
    expect(read("周报写完了 在记个明天下午三点取快递")).toMatchObject({ family: "compound" });
  });

  test.each(["我在记个笔记", "他在记一下作业"])("near miss: %s is someone writing now", (text) => {
    expect(normalise(text).text).not.toContain("再记");
  });
});

describe("the missed class is the one in the clause that asks the re-plan, not one held back before it", () => {
  test.each([
    ["线代落下的不用管，高数没做完的补到周末", "高数"],
    ["英语漏掉的先放着，线代没做的几块重新排到下周", "线代"],
  ])("%s re-plans %s", (text, subject) => {
    expect(readReplan(text)).toMatchObject({ family: "replan_missed", subject });
  });

  test("near miss: the class said in a clause of its own before a bare request is still the one", () => {
    expect(readReplan("线代落下的，帮我重新排")).toMatchObject({ subject: "线代" });
  });
});
