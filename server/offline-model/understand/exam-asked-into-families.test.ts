import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/** Exams stated the ways students keep them, in sentences of our own, with look-alikes that keep their reading. */
const read = (text: string) => detectIntent(normalise(text).text);

describe("the ask to put it among the exams, said after it, labels it an exam", () => {
  it.each([
    ["毛概下周三下午闭卷考，登到考试里", "毛概"],
    ["大学物理下周五上午有个小测，也算进考试里", "大学物理"],
    ["近代史下周二晚上开卷考，帮我加到考试里", "近代史"],
    ["电路下周一上午考试，记进考试里吧", "电路"],
  ])("%s records %s", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title: expect.stringContaining(title) });
  });

  it("how it is sat is no part of when", () => {
    expect(read("毛概下周三下午闭卷考，登到考试里")).toMatchObject({ when: "下周三下午" });
  });

  // "我是不是应该记到考试里": the student wonders, and the exam is read as before, not labelled by the ask.
  it("the ask said as a doubt keeps the exam's own reading", () => {
    expect(read("高数期末好像是1月8号上午9点，我是不是应该记到考试里")).not.toMatchObject({ title: expect.stringContaining("我是不是") });
  });
});

describe("a course named just before a generic exam word is that exam's course", () => {
  it.each([
    ["操作系统 期中 11月28日 下午2:00-4:00 理科楼205", "操作系统期中"],
    ["还有一门课计算机网络，期末1月9号上午，记到考试里", "计算机网络期末"],
    ["最后一门编译原理，期末1月12号下午两点", "编译原理期末"],
  ])("%s is titled %s", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title });
  });

  // Near misses: who or what comes before the exam word is not a course.
  it.each(["我们班 期末 1月9号上午", "有个考试要记一下，明天下午三点"])("%s names no course", (text) => {
    expect(read(text)).not.toMatchObject({ title: expect.stringMatching(/我们|有个/) });
  });
});

describe("a hall, or a wing with its room, said as the exam's place", () => {
  it.each([
    ["思修考试 12.19 上午十点 图书馆二楼大厅", "图书馆二楼大厅"],
    ["数值分析期末1月10号下午两点，理科楼B区215，记一下", "理科楼B区215"],
    ["概率统计期末 1月8号上午 教学楼C座301", "教学楼C座301"],
  ])("%s is sat at %s", (text, location) => {
    expect(read(text)).toMatchObject({ family: "exam_record", location });
  });
});

describe("an exam moved, with neither its course nor its day said, is asked back", () => {
  it.each(["有门考试日子变了，帮我改一下", "有个考试推迟了", "有场考试时间调了，你帮我更新下"])("%s asks which exam", (text) => {
    expect(read(text)).toEqual({ family: "exam_untold" });
  });

  it("the course said, only its day is asked", () => {
    expect(read("有门电路考试提前了")).toEqual({ family: "exam_untold", title: "电路考试" });
  });

  // Near miss: the new day said is an exam told, as before.
  it("a new day said is no exam untold", () => {
    expect(read("电路考试改到1月9号了")).toMatchObject({ family: "exam_record", title: "电路考试" });
  });
});

describe("when marks come out is asked of no exam", () => {
  it.each(["期中成绩大概啥时候出", "四级分数什么时候能查", "期末考完多久出分"])("%s lists no exams", (text) => {
    expect(read(text)).not.toMatchObject({ family: "exam_countdown" });
  });

  it.each([["线代期末什么时候考", "线代"], ["离四级还有几天", "四级"]])("%s still counts down to the exam", (text, exam) => {
    expect(read(text)).toMatchObject({ family: "exam_countdown", exam });
  });
});
