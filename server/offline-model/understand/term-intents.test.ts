import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("the term in the student's words", () => {
  it.each(["现在是第几周", "这周是第几周啊", "今天第几周？", "这学期还剩几周", "what week is it"])("%s asks where today stands", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  it.each([
    ["现在是第5周，一共18周", { currentWeek: 5, weeks: 18 }],
    ["这周是第三周", { currentWeek: 3 }],
    ["我们已经第10周了", { currentWeek: 10 }],
    ["不对，现在是第六周，这学期共16周", { currentWeek: 6, weeks: 16 }],
    ["it's week 5 of 16", { currentWeek: 5, weeks: 16 }],
    // Other words for the same statement: a lead ("我才发现"), whose week ("咱们学院本周"), 算 / 应为 / 其实是, the
    // total after a slash, and a tail that asks for the change.
    ["我才发现咱们学院本周算第9周", { currentWeek: 9 }],
    ["提醒一下：目前应为第七周，学期共二十周", { currentWeek: 7, weeks: 20 }],
    ["本周其实是第11周 / 一共17周", { currentWeek: 11, weeks: 17 }],
    ["学校这星期是第8周，麻烦帮我更新下", { currentWeek: 8 }],
  ])("%s tells the term", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each(["第15周周三有空吗", "离期末考试还有几周", "把复习排到第5周", "第5周有什么课", "第9周，共18周", "其实第6周有考试"])("%s is about something else", (text) => {
    expect(detectIntent(text).family).not.toMatch(/^term_/);
  });
});
