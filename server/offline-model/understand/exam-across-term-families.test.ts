import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { examNamedAndDated } from "./exam-follow-ups";
import { untoldExam } from "./untold-exams";

/**
 * Families of exams across the term, each with sentences of our own and the near-misses that must keep their reading:
 * a place said as a clause of its own, an exam said moved with its new day after, an exam to keep told without its
 * day, when the last exam is over, and review planned back from the exams' days.
 */
describe("an exam's place said as a clause of its own", () => {
  it.each([
    ["数值分析期末1月10号上午，理学楼B座，记一下", "理学楼B座"],
    ["线代期末1月6号下午两点，实验楼302机房", "实验楼302机房"],
    ["C语言机考第16周周四晚上，计算机楼B区机房，帮我记上", "计算机楼B区机房"],
  ])("%s is sat at %s", (text, location) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", location });
  });

  it.each(["高数期末1月6号，图书馆那边人多", "大物期末1月9号，楼下的打印店记得去"])("%s names no place", (text) => {
    expect(detectIntent(text)).not.toHaveProperty("location");
  });
});

describe("an exam said moved, its new day in the next clause", () => {
  it.each([
    ["概率论期末推迟了，改到1月15号下午，原来是1月10号", { title: "概率论期末", when: "1月15号下午" }],
    ["线代期末延期了，挪到1月20号，之前说的是1月8号", { title: "线代期末", when: "1月20号" }],
    ["马原考试时间变了，现在是第18周周二上午", { title: "马原考试", when: "第18周周二上午" }],
  ])("%s records the new day", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", ...expected });
  });

  it("a to-do moved is no exam", () => {
    expect(detectIntent("作业提前了，改到周三交")).not.toMatchObject({ family: "exam_record" });
  });

  it("a move with no new day records nothing", () => {
    expect(detectIntent("考试推迟了，具体时间还没定")).not.toMatchObject({ family: "exam_record" });
  });
});

describe("an exam to keep, told without its day", () => {
  it.each(["又有一门考试，记一下吧", "帮我登记一场考试", "我这学期还有个补考，帮我记上"])("%s asks which and when", (text) => {
    expect(detectIntent(text)).toEqual({ family: "exam_untold" });
  });

  it.each([
    ["有门数值分析考试要记一下", "数值分析考试"],
    ["加一门信号期中", "信号期中"],
    ["记一下概率论期中考试", "概率论期中考试"],
    ["帮我记下大学英语期末吧", "大学英语期末"],
    ["记一下编译原理考试", "编译原理考试"],
  ])("%s asks only the day of %s", (text, title) => {
    expect(detectIntent(text)).toEqual({ family: "exam_untold", title });
  });

  it.each(["记一下考试要带准考证", "有场考试好紧张", "下周有考试，帮我排复习", "记一下报名英语六级考试", "记一下复习高数期中", "记一下后天概率论期中考试"])("%s is no exam to keep", (text) => {
    expect(untoldExam(text)).toBeUndefined();
    expect(detectIntent(text)).not.toMatchObject({ family: "exam_untold" });
  });

  it("the answer with the course and day states it", () => {
    expect(examNamedAndDated("电磁场，第17周周二上午", "又有一门考试，记一下吧")).toBe("电磁场考试第17周周二上午");
  });

  it("the answer with the day states the course told before", () => {
    expect(examNamedAndDated("1月11号下午两点", "有门数值分析考试要记一下")).toBe("数值分析考试1月11号下午两点");
  });
});

describe("when the last exam is over", () => {
  it.each(["全部考完是几号？要抢车票", "最后一科考完还有多少天，我想订机票"])("%s asks the exams' list", (text) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown" });
  });

  it.each(["最后一门考完我就回家", "考完还有多久放假"])("%s asks no countdown", (text) => {
    expect(detectIntent(text)).not.toEqual({ family: "exam_countdown" });
  });
});

describe("review planned back from each exam's day", () => {
  it.each(["按各门考试的日期往回推，把复习规划出来", "照各科考试时间倒着排，复习表帮我做出来", "期末的复习给我整体规划下，考前还能再过一遍就更好了"])(
    "%s plans for the exams",
    (text) => {
      expect(detectIntent(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
    },
  );

  it("a named class is still that class", () => {
    expect(detectIntent("把线代复习安排出来")).toMatchObject({ family: "schedule", hints: ["线代"] });
  });

  it("a roster to draw up is a to-do, not a plan", () => {
    expect(detectIntent("后天之前把社团的排班表排出来")).not.toMatchObject({ family: "schedule" });
  });
});
