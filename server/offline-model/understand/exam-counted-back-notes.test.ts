/**
 * A reminder counted back from the exam the turn before asked about, the exam left unnamed ("那考前两天提醒我…"):
 * read as the same reminder with that exam named, so its day comes from the exams' list. Near misses: the same words
 * after a turn about no exam, and a message that is no reminder.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { followUpOf } from "./follow-ups";

const after = (asked: string, text: string) => followUpOf(normalise(text).text, { text: normalise(asked).text, answerTexts: [] });

describe("a reminder counted back from the exam just asked about", () => {
  test.each([
    ["线代什么时候考", "那考前两天晚上八点提醒我整理错题", "线代考试前两天晚上八点提醒我整理错题"],
    ["离散还有几天考", "考试前一天早上七点叫我带上计算器", "离散考试前一天早上七点叫我带上计算器"],
    ["概率论啥时候考", "考前那天中午十二点提醒我打印公式表", "概率论考试前一天中午十二点提醒我打印公式表"],
    ["高数还有多久考", "考试当天早上六点半叫我起床", "高数考试当天早上六点半叫我起床"],
    // An exam whose name says it is one is not named twice.
    ["科目一考试下周六上午九点，记一下", "考前一天晚上十点提醒我早睡", "科目一考试前一天晚上十点提醒我早睡"],
  ])("after %s: %s", (asked, text, said) => {
    expect(after(asked, text)).toEqual({ family: "pointed", text: said });
  });

  test.each([
    ["明天有什么安排", "考前两天晚上八点提醒我整理错题"],
    ["线代什么时候考", "考前两天我想多睡会儿"],
  ])("near miss: after %s, %s is not that reminder", (asked, text) => {
    expect(after(asked, text)?.text ?? "").not.toMatch(/^线代考试/);
    expect(after(asked, text)?.text ?? "").not.toMatch(/考试前两天晚上八点/);
  });
});
