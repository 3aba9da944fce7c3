import { describe, expect, it } from "vitest";
import { anchoredDates, examAnchorIn } from "./exam-anchors";

// 2027-01-13 is a Wednesday: its weekend before is 1-9/1-10, after 1-16/1-17; its week runs 1-11 to 1-17.
const EXAM = "2027-01-13";

describe("times counted from an exam", () => {
  it.each([
    ["线代考完那天晚上七点提醒我去聚餐", "线代", "线代考完那天", "2027年1月13日"],
    ["把组会挪到数据结构考完的第二天下午", "数据结构", "数据结构考完的第二天", "2027年1月14日"],
    ["大物考的前两天上午叫我去借笔记", "大物", "大物考的前两天", "2027年1月11日"],
    ["考完线代之后那个周末我想回家", "线代", "考完线代之后那个周末", "2027年1月16日到2027年1月17日"],
    ["毛概考试之前的那个周末还有课吗", "毛概", "毛概考试之前的那个周末", "2027年1月9日到2027年1月10日"],
    ["马原考前那一周晚上我都想去自习", "马原", "马原考前那一周", "2027年1月4日到2027年1月10日"],
    ["我的电路考完后第三天回家", "电路", "电路考完后第三天", "2027年1月15日"],
  ])("%s", (text, subject, words, dates) => {
    const anchor = examAnchorIn(text);
    expect(anchor).toMatchObject({ subject, words });
    expect(anchor && anchoredDates(anchor.offset, EXAM)).toBe(dates);
  });

  it.each([
    "提醒我考试前一天打印准考证",
    "考完试想去旅游",
    "它考完之后我还有哪些考试",
    "周考前一天晚上背单词",
    "线代考试那个周末有空吗",
    "线代考前第二天",
    "考前那一周，就是第17周",
  ])("%s names no exam's time the model dates", (text) => {
    expect(examAnchorIn(text)).toBeUndefined();
  });

  it("puts a weekend around an exam sat on a weekend at the next and the last one", () => {
    expect(anchoredDates({ kind: "weekend", side: "after" }, "2027-01-16")).toBe("2027年1月23日到2027年1月24日");
    expect(anchoredDates({ kind: "weekend", side: "before" }, "2027-01-17")).toBe("2027年1月9日到2027年1月10日");
  });
});
