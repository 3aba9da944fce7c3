import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { examNamedAndDated } from "./exam-follow-ups";

/** Round 19 families of exams told amid other people's and other programmes' exams. Our own sentences. */
describe("exams told beside another's or in two sittings", () => {
  it.each([
    ["同桌的高数期末在1月5号，我的是1月9号下午，帮我记一下我的", "高数期末", "1月9号下午"],
    ["我舍友的大物考试是12月28号，我自己的在1月3号上午，记一下", "大物考试", "1月3号上午"],
  ])("%s records only the student's own sitting", (text, title, when) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", title, when });
  });

  it("two sittings of one exam are two records, the second under the exam's name", () => {
    expect(detectIntent("托福口语1月5号上午考，笔试是6号下午两点，两场都帮我记到考试里")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "托福口语", when: "1月5号上午" },
        { family: "exam_record", title: "托福笔试", when: "6号下午两点" },
      ],
    });
  });

  it.each(["体育考试放在下周三下午", "形势与政策考试放在第17周周四上午"])("%s states the exam's day", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record" });
  });

  it("study put before an exam is still a plan", () => {
    expect(detectIntent("考试前想再做一遍模拟卷，放在下周日")).not.toMatchObject({ family: "exam_record" });
  });
});

describe("an exam told unnamed, then its course and day", () => {
  it("the answer names and dates the exam", () => {
    expect(examNamedAndDated("数值分析，1月9号下午", "下周有场考试，帮我记下来")).toBe("数值分析考试1月9号下午");
  });

  it("an exam already named is not read again", () => {
    expect(examNamedAndDated("周五，下午", "线代期末有个考试是1月8号")).toBeUndefined();
  });
});
