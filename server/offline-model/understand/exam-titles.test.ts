import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/** What an exam is called, in sentences of our own. */
const read = (text: string) => detectIntent(normalise(text).text);

describe("the course of a clause about its teacher or class, before a bare exam word", () => {
  it.each([
    ["概率论老师人超好，期末在1月12号上午，记一下", "概率论期末"],
    ["宏观经济学老师划了重点，期末定在第18周周二", "宏观经济学期末"],
    ["数据库这门课终于结课了，期末1月10号下午考，记到考试里", "数据库期末"],
  ])("%s", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title });
  });

  it.each(["这学期老师换了，期末1月9号", "班主任人很好，期末1月9号", "我们老师人很好，期末1月9号"])("%s names no course, which is asked", (text) => {
    expect(read(text)).toMatchObject({ family: "exam_untold", exam: "期末" });
  });
});

describe("slang said first is no part of the exam", () => {
  it.each([
    ["yyds数电期中下周三上午，记一下", "数电期中"],
    ["绝绝子，电路期末1月7号下午，帮我记到考试里", "电路期末"],
    ["awsl 线代期末1月6号上午考", "线代期末"],
  ])("%s", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title });
  });
});

describe("a course whose name ends in 法 before 考试", () => {
  it.each([
    ["离民法考试还有几天", "民法"],
    ["宪法考试还剩多少天", "宪法"],
    ["离算法考试还有几周", "算法"],
  ])("%s counts down to that course", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  it("the national 法考 is still one", () => {
    expect(read("离法考还有几天")).toEqual({ family: "exam_countdown", exam: "法考" });
  });
});

/** Round 26: the year said apart from the day (明年法考，9月20号) is the day's year, not the title's. Our own sentences. */
describe("a year said beside the exam word", () => {
  it.each([
    ["我明年教资面试，5月10号", "教资面试", "明年5月10号"],
    ["雅思在明年，3月8号上午", "雅思", "明年3月8号上午"],
    ["2027年的考研，12月25号", "考研", "2027年12月25号"],
  ])("%s records %s on %s", (text, title, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", title, when });
  });

  it("a day that carries its own year keeps it", () => {
    expect(detectIntent("明年1月15号上午九点考马原")).toMatchObject({ family: "exam_record", title: "马原", when: "明年1月15号上午九点" });
  });
});
