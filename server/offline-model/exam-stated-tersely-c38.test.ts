/**
 * Exams stated tersely (round 38, C): the year before a day in figures ("2027.1.9"), how it is sat between the exam
 * word and its day ("期末开卷 12/30"), a course's 结课考 or 机试, a day counted from a holiday ("元旦后第一个周一"),
 * and the day first with 有 before the exam ("下下周四下午有大学英语口语考试"). Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an exam stated tersely", () => {
  test.each([
    ["数据结构期末考定了 2027.1.9 下午两点半", "数据结构", "9"],
    ["操作系统期末 2027-1-12 上午九点", "操作系统", "12"],
    ["思修期末开卷 12/30 上午10点", "思修", "12/30"],
    ["马原期末闭卷 1/8 下午两点", "马原", "1/8"],
    ["合同法结课考 12.21 上午九点 法学楼305", "合同法", "12.21"],
    ["电路结课考在1月4号下午", "电路", "1月4"],
    ["C语言机试在元旦后第一个周一上午，机房是实验楼502", "C语言", "元旦后第一个周一"],
    ["Python机试定在1月6号上午十点", "Python", "1月6"],
    ["下下周四下午有大学英语口语考试", "口语", "下下周四"],
    ["下周三上午有线性代数期中考试", "线性代数", "下周三"],
  ])("%s", (text, title, when) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "exam_record" });
    expect(String((intent as { title?: string }).title)).toContain(title);
    expect(String((intent as { when?: string }).when)).toContain(when);
  });

  test("the room after the holiday-counted day is kept", () => {
    expect(intentOf("C语言机试在元旦后第一个周一上午，机房是实验楼502")).toMatchObject({ location: expect.stringContaining("502") });
  });

  test.each([
    // A question about the day, not a statement.
    "下下周四下午有大学英语口语考试吗",
    // Homework due on a day in figures stays a to-do or note.
    "数据结构作业 2027.1.9 交",
    // Revising for it is a plan.
    "下周三上午有线性代数期中考试的复习要排",
    // Someone else's exam, and a quiz to be reminded of, stay as they were read.
    "我friend話佢聽日有midterm，溫到想喊",
    "下周一上午有古代文学的小测，拜托到时候提醒我一下",
  ])("near miss: %s is no exam statement", (text) => {
    expect(intentOf(text).family).not.toBe("exam_record");
  });
});
